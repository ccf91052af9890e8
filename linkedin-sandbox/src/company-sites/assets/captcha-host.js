// The page side of a CAPTCHA widget: the challenge frame opens when the anchor asks for it (a click
// on "I'm not a robot") or when the form is sent without a solved challenge (invisible widgets).
(function () {
  window.sandboxCaptcha = {
    /** Whether the form holds a solved challenge's token; it never does here. */
    solved: function (root) {
      var field = root.querySelector('[name="g-recaptcha-response"], [name="h-captcha-response"]');
      return !!(field && field.value);
    },
    open: function (root) {
      var challenge = root.querySelector('[data-captcha-challenge]');
      if (challenge) challenge.hidden = false;
    },
  };
  window.addEventListener('message', function (event) {
    if (!event.data || event.data.open !== 'challenge') return;
    document.querySelectorAll('[data-captcha="' + event.data.captcha + '"]').forEach(function (root) {
      window.sandboxCaptcha.open(root);
    });
  });
})();
