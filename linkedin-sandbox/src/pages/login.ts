import type { FastifyPluginAsync } from 'fastify';
import { currentAccount, safeRedirect, startSession } from '../session';
import type { SandboxState } from '../state/sandbox-state';
import { html, type SafeHtml } from './html';
import { layout } from './layout';
import { reactLoginPage } from './login-react';

interface LoginErrors {
  username?: string;
  password?: SafeHtml | string;
}

// LinkedIn's own wording; the link makes the text read "… create an account ." as on the site.
const WRONG_PASSWORD = html`Wrong email or password. Try again or <a href="/signup">create an account</a> .`;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function loginPage(values: { username?: string; redirect?: string }, errors: LoginErrors = {}): string {
  const field = (id: string, error: LoginErrors['password']) =>
    html`<div
      class="form__label--error"
      id="error-for-${id}"
      role="alert"
      aria-live="assertive"
      ${error ? '' : 'hidden'}
    >
      ${error ?? ''}
    </div>`;
  return layout({
    title: 'LinkedIn Login, Sign in',
    body: html`<div class="card login__card">
      <h1 class="header__content__heading">Sign in</h1>
      <p class="header__content__subheading">Stay updated on your professional world</p>
      <form class="login__form" action="/checkpoint/lg/login-submit" method="post" novalidate>
        <input type="hidden" name="session_redirect" value="${values.redirect ?? ''}" />
        <div class="form__input--floating">
          <label for="username" class="form__label--floating">Email or phone</label>
          <input
            id="username"
            name="session_key"
            type="email"
            autocomplete="username"
            aria-describedby="error-for-username"
            value="${values.username ?? ''}"
            autofocus
          />
          ${field('username', errors.username)}
        </div>
        <div class="form__input--floating">
          <label for="password" class="form__label--floating">Password</label>
          <input
            id="password"
            name="session_password"
            type="password"
            autocomplete="current-password"
            aria-describedby="error-for-password"
          />
          ${field('password', errors.password)}
        </div>
        <div class="login__form_action_container">
          <button class="btn__primary--large from__button--floating" type="submit" aria-label="Sign in">Sign in</button>
        </div>
      </form>
      <p class="sandbox-hint">
        Sandbox: the first sign-in with an email creates that account with that password. An email like
        <code>you+verify@example.com</code> is asked for a PIN, which arrives in the
        <a href="/__sandbox/mailbox">sandbox mailbox</a>.
      </p>
    </div>`,
  });
}

interface LoginBody {
  session_key?: string;
  session_password?: string;
  session_redirect?: string;
}

export const loginRoutes: FastifyPluginAsync<{ state: SandboxState }> = async (app, { state }) => {
  app.get<{ Querystring: { session_redirect?: string } }>('/login', async (request, reply) => {
    if (currentAccount(request, state)) return reply.redirect(safeRedirect(request.query.session_redirect));
    const page =
      state.scenario.signInPage === 'react'
        ? reactLoginPage(request.query.session_redirect)
        : loginPage({ redirect: request.query.session_redirect });
    return reply.type('text/html').send(page);
  });

  app.post<{ Body: LoginBody }>('/checkpoint/lg/login-submit', async (request, reply) => {
    const username = String(request.body?.session_key ?? '').trim();
    const password = String(request.body?.session_password ?? '');
    const redirect = request.body?.session_redirect || undefined;
    // The React page posts with fetch and shows the answer itself; the classic form gets a page.
    const fromScript = String(request.headers.accept ?? '').includes('application/json');
    const again = (errors: LoginErrors) =>
      fromScript
        ? reply.code(400).send({
            errors: {
              username: errors.username ? String(errors.username) : undefined,
              password: errors.password ? String(errors.password).replace(/<[^>]+>/g, '') : undefined,
            },
          })
        : reply.type('text/html').send(loginPage({ username, redirect }, errors));
    const go = (target: string) => (fromScript ? reply.send({ redirect: target }) : reply.redirect(target));

    if (!username) return again({ username: 'Please enter an email address or phone number.' });
    if (!EMAIL_PATTERN.test(username)) return again({ username: 'Please enter a valid username.' });
    if (!password) return again({ password: 'Please enter a password.' });

    const result = state.accounts.signIn(username, password);
    if (!result.ok) return again({ password: WRONG_PASSWORD });

    const target = safeRedirect(redirect);
    if (result.account.requirePin) {
      const { token, challenge } = state.challenges.create(result.account.email, target);
      state.mailbox.sendPin(challenge.email, challenge.pin);
      return go(`/checkpoint/challenge/${token}`);
    }
    startSession(reply, state, result.account.email);
    return go(target);
  });

  app.get('/m/logout/', async (request, reply) => {
    state.sessions.end(request.cookies.li_at);
    reply.clearCookie('li_at', { path: '/' });
    return reply.redirect('/login');
  });
};
