import type { FastifyPluginAsync } from 'fastify';
import { currentAccount, redirectToLogin } from '../session';
import type { SandboxState } from '../state/sandbox-state';
import { html } from './html';
import { layout } from './layout';

/** The signed-in home page; the bot only checks that it landed here. */
export const feedRoutes: FastifyPluginAsync<{ state: SandboxState }> = async (app, { state }) => {
  app.get('/', async (request, reply) => reply.redirect(currentAccount(request, state) ? '/feed/' : '/login'));

  app.get('/feed/', async (request, reply) => {
    const account = currentAccount(request, state);
    if (!account) return redirectToLogin(request, reply);
    return reply.type('text/html').send(
      layout({
        title: 'Feed',
        account,
        body: html`<div class="card feed-identity-module">
          <h1>Welcome, ${account}</h1>
          <p>Your feed is quiet in the sandbox. <a href="/jobs/search/">Find jobs</a> to apply to.</p>
        </div>`,
      }),
    );
  });

  app.get('/jobs/', async (_request, reply) => reply.redirect('/jobs/search/'));
};
