import type { FastifyPluginAsync } from 'fastify';
import { startSession } from '../session';
import type { SandboxState } from '../state/sandbox-state';
import { html } from './html';
import { layout } from './layout';

const WRONG_PIN = "The verification code you entered isn't valid. Please check the code and try again.";

/** "a***@example.com", as LinkedIn hides the address it sent the PIN to. */
const maskEmail = (email: string) => {
  const [local, domain] = email.split('@');
  return `${local!.slice(0, 1)}***@${domain}`;
};

function challengePage(token: string, email: string, error?: string): string {
  return layout({
    title: 'Security Verification',
    body: html`<div class="card login__card">
      <form
        id="email-pin-challenge"
        class="pin-verification-form"
        action="/checkpoint/challenge/${token}"
        method="post"
        novalidate
      >
        <h1 class="form__header">Let's do a quick verification</h1>
        <p class="form__subtitle">
          The login attempt seems suspicious. To finish signing in please enter the verification code we sent to your
          email address <strong>${maskEmail(email)}</strong>.
        </p>
        <div class="form__input--floating">
          <label for="input__email_verification_pin" class="form__label--floating">Enter code</label>
          <input
            id="input__email_verification_pin"
            name="pin"
            type="text"
            inputmode="numeric"
            maxlength="6"
            autocomplete="one-time-code"
            aria-describedby="email-pin-error"
          />
          <div class="form__label--error" id="email-pin-error" role="alert" ${error ? '' : 'hidden'}>
            ${error ?? ''}
          </div>
        </div>
        <button id="email-pin-submit-button" class="form__submit btn__primary--large" type="submit">Submit</button>
      </form>
      <p class="sandbox-hint">
        Sandbox: the code is in the <a href="/__sandbox/mailbox" target="_blank">sandbox mailbox</a>.
      </p>
    </div>`,
  });
}

export const checkpointRoutes: FastifyPluginAsync<{ state: SandboxState }> = async (app, { state }) => {
  app.get<{ Params: { token: string } }>('/checkpoint/challenge/:token', async (request, reply) => {
    const challenge = state.challenges.get(request.params.token);
    if (!challenge) return reply.redirect('/login');
    return reply.type('text/html').send(challengePage(request.params.token, challenge.email));
  });

  app.post<{ Params: { token: string }; Body: { pin?: string } }>(
    '/checkpoint/challenge/:token',
    async (request, reply) => {
      const { token } = request.params;
      const challenge = state.challenges.get(token);
      if (!challenge) return reply.redirect('/login');
      const pin = String(request.body?.pin ?? '').trim();
      if (pin !== challenge.pin) return reply.type('text/html').send(challengePage(token, challenge.email, WRONG_PIN));
      state.challenges.complete(token);
      startSession(reply, state, challenge.email);
      return reply.redirect(challenge.redirectTo);
    },
  );
};
