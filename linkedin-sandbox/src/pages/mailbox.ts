import type { FastifyPluginAsync } from 'fastify';
import type { SandboxState } from '../state/sandbox-state';
import { html } from './html';
import { layout } from './layout';

/** The sandbox mailbox: the PINs LinkedIn would email, for a person (HTML) or a test (JSON). */
export const mailboxRoutes: FastifyPluginAsync<{ state: SandboxState }> = async (app, { state }) => {
  app.get('/__sandbox/mailbox.json', async () =>
    state.mailbox.list().map(({ to, pin, sentAt }) => ({ to, pin, sentAt })),
  );

  app.get('/__sandbox/mailbox', async (_request, reply) => {
    const mails = state.mailbox.list();
    const rows = mails.map(
      (m) =>
        html`<li class="card mail">
          <p class="mail__meta">
            <span>To: <strong>${m.to}</strong></span>
            <time datetime="${m.sentAt}">${m.sentAt.replace('T', ' ').slice(0, 19)} UTC</time>
          </p>
          <h2 class="mail__subject">${m.subject}</h2>
          <p>Use this code to verify your sign-in: <strong class="mail__pin">${m.pin}</strong></p>
        </li>`,
    );
    return reply.type('text/html').send(
      layout({
        title: 'Sandbox mailbox',
        body: html`<h1>Sandbox mailbox</h1>
          <p>Verification codes the sandbox "emailed", newest first. Reload to see new ones.</p>
          ${
            mails.length
              ? html`<ul class="mail-list">
                  ${rows}
                </ul>`
              : html`<p class="card">No mail yet.</p>`
          }`,
      }),
    );
  });
};
