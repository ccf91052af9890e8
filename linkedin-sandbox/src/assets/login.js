// The React sign-in page: no form; "Sign in" posts the visible fields with fetch and follows the
// answer (the feed, a PIN check) or shows the error under the field, as LinkedIn's page does.
(() => {
  const screen = document.querySelector('[data-sdui-screen]');
  const visible = (type) =>
    [...screen.querySelectorAll(`input[type=${type}]`)].find((input) => !input.closest('[hidden]'));
  const email = visible('email');
  const password = visible('password');
  const errorFor = (input) => document.getElementById(`${input.id}-info`);

  function showError(input, message) {
    const box = errorFor(input);
    box.textContent = message ?? '';
    box.hidden = !message;
  }

  async function signIn() {
    showError(email, '');
    showError(password, '');
    const body = new URLSearchParams({
      session_key: email.value,
      session_password: password.value,
      session_redirect: screen.dataset.sandboxRedirect ?? '',
    });
    const response = await fetch('/checkpoint/lg/login-submit', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body,
    });
    const answer = await response.json().catch(() => ({}));
    if (answer.redirect) {
      location.assign(answer.redirect);
      return;
    }
    showError(email, answer.errors?.username);
    showError(password, answer.errors?.password ?? (answer.errors ? '' : 'Something went wrong. Try again.'));
  }

  document.querySelector('[data-sandbox-sign-in]').addEventListener('click', () => void signIn());
  document.querySelector('[data-sandbox-show-password]').addEventListener('click', () => {
    password.type = password.type === 'password' ? 'text' : 'password';
  });
})();
