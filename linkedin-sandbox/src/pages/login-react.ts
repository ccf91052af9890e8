import { html } from './html';
import { layout } from './layout';
import { reactId, sduiClass } from './sdui';

/**
 * LinkedIn's 2026 React sign-in page: no <form>, React useId ids (new on every render), no
 * session_key/#username; a hidden duplicate of each input; "Sign in with Apple" before a
 * type="button" "Sign in". The script posts the fields and follows the answer.
 */
export function reactLoginPage(redirect?: string): string {
  const email = reactId();
  const password = reactId();
  const input = sduiClass('input');
  const button = sduiClass('button');
  const label = sduiClass('label');
  return layout({
    title: 'LinkedIn Login, Sign in',
    scripts: ['/__sandbox/static/login.js'],
    body: html`<div
      class="${sduiClass('screen')}"
      data-sdui-screen="com.linkedin.sdui.flagshipnav.login.Login"
      data-sandbox-redirect="${redirect ?? ''}"
    >
      <h1 class="${sduiClass('heading')}">Sign in</h1>
      <!-- The autofill duplicates React keeps out of sight. -->
      <div class="${sduiClass('offscreen')}" aria-hidden="true" hidden>
        <input type="email" id="${reactId()}" class="${input}" autocomplete="username" tabindex="-1" />
        <input type="password" id="${reactId()}" class="${input}" autocomplete="current-password" tabindex="-1" />
      </div>
      <button class="${button}" type="button" data-sandbox-sso="google"><span>Continue with Google</span></button>
      <button class="${button}" type="button" data-sandbox-sso="apple"><span>Sign in with Apple</span></button>
      <p class="${sduiClass('divider')}">or</p>
      <div class="${sduiClass('field')}">
        <label class="${label}" for="${email}"><div>Email or phone</div></label>
        <input
          type="email"
          id="${email}"
          class="${input}"
          dir="auto"
          aria-describedby="${email}-info"
          autocomplete="username webauthn"
          value=""
        />
        <div id="${email}-info" role="alert" class="${sduiClass('error')}" hidden></div>
      </div>
      <div class="${sduiClass('field')}">
        <label class="${label}" for="${password}"><div>Password</div></label>
        <input
          type="password"
          id="${password}"
          class="${input}"
          dir="auto"
          aria-describedby="${password}-info"
          autocomplete="current-password"
          value=""
        />
        <button class="${button}" type="button" aria-label="Show password" data-sandbox-show-password>
          <span>show</span>
        </button>
        <div id="${password}-info" role="alert" class="${sduiClass('error')}" hidden></div>
      </div>
      <a class="${button}" href="/passwordReset/"><span>Forgot password?</span></a>
      <button class="${button}" type="button" data-sandbox-sign-in><span>Sign in</span></button>
      <p class="sandbox-hint">
        Sandbox: the first sign-in with an email creates that account with that password. An email like
        <code>you+verify@example.com</code> is asked for a PIN, which arrives in the
        <a href="/__sandbox/mailbox">sandbox mailbox</a>.
      </p>
    </div>`,
  });
}
