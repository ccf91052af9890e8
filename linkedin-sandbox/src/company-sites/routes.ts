import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { html } from '../pages/html';
import type { SandboxState } from '../state/sandbox-state';
import { ashbyApplicationPage, ASHBY_SUBMIT_PATH, checkAshbyPost } from './ashby';
import { captchaRoutes } from './captcha';
import { readPostedForm, UnreadableForm } from './form-data';
import { checkClassicPost } from './greenhouse/classic-submit';
import { classicConfirmation, classicPage } from './greenhouse/classic';
import { checkJobBoardsPost } from './greenhouse/job-boards-submit';
import { jobBoardsConfirmation, jobBoardsPage } from './greenhouse/job-boards';
import { ATS_PREFIX, COMPANY_HOST_KEY, siteBase, siteUrl, SITE_HOSTS } from './hosts';
import {
  checkLeverPost,
  leverAlreadyApplied,
  leverAlreadyReceivedPage,
  leverApplyPage,
  leverThanksPage,
} from './lever';
import { sitePage } from './page';
import { externalApplyHref, findPosting, postingUrl } from './postings';
import type { CompanyPosting } from './schema';

const ASSETS = path.join(__dirname, 'assets');
const STATIC_TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };
const statics = new Map(
  [
    'places.js',
    'captcha-host.js',
    'greenhouse-classic.js',
    'greenhouse-classic.css',
    'greenhouse-job-boards.js',
    'greenhouse-job-boards.css',
    'lever.js',
    'lever.css',
    'ashby.js',
    'ashby.css',
  ].map((name) => [name, readFileSync(path.join(ASSETS, name), 'utf8')]),
);

const GH = `${ATS_PREFIX}/boards.greenhouse.io`;
const GHJB = `${ATS_PREFIX}/job-boards.greenhouse.io`;
const LEVER = `${ATS_PREFIX}/jobs.lever.co`;
const ASHBY = `${ATS_PREFIX}/jobs.ashbyhq.com`;
const COMPANY = `${ATS_PREFIX}/${COMPANY_HOST_KEY}/:domain`;

type Params = { board: string; id: string };

/** The company-site replicas (Greenhouse, Lever, Ashby, a company page embedding Greenhouse), their control API and LinkedIn's redirect to them. */
export const companySiteRoutes: FastifyPluginAsync<{ state: SandboxState }> = async (app, { state }) => {
  const port = () => state.port;
  const notFound = (reply: FastifyReply, base: string) =>
    reply
      .code(404)
      .type('text/html')
      .send(
        sitePage({
          title: 'Page not found',
          base,
          css: 'greenhouse-job-boards.css',
          scripts: [],
          body: html`<main class="main">
            <h1>Sorry, but we can't find that page.</h1>
            <p>The job you are looking for is no longer open.</p>
          </main>`,
        }),
      );
  const sendHtml = (reply: FastifyReply, page: string, code = 200) =>
    reply.code(code).type('text/html; charset=utf-8').send(page);
  // A post the replica cannot read (a file over the limit, not a form) gets a plain answer in the
  // system's format — a page for the form-posting ones, JSON for the script-posting ones — never a 500.
  app.setErrorHandler(async (error, request, reply) => {
    if (!(error instanceof UnreadableForm)) throw error;
    if (request.url.startsWith(GHJB) || request.url.startsWith(ASHBY))
      return reply.code(error.status).send({ success: false, message: error.message, errors: { base: error.message } });
    const body = html`<main class="page-centered">
      <h1>Application not sent</h1>
      <p class="error-message" role="alert">${error.message}</p>
    </main>`;
    const lever = request.url.startsWith(LEVER);
    const base = siteBase(request.raw, lever ? 'jobs.lever.co' : 'boards.greenhouse.io');
    const css = lever ? 'lever.css' : 'greenhouse-classic.css';
    return sendHtml(reply, sitePage({ title: 'Application not sent', base, css, scripts: [], body }), error.status);
  });
  const record = (
    entry: Parameters<SandboxState['companySubmissions']['add']>[0],
    files: Parameters<SandboxState['companySubmissions']['add']>[1],
  ) => state.companySubmissions.add(entry, files);

  await app.register(captchaRoutes);

  for (const site of SITE_HOSTS) {
    app.get<{ Params: { name: string } }>(`${ATS_PREFIX}/${site}/__static/:name`, async (request, reply) => {
      const body = statics.get(request.params.name);
      if (!body) return reply.code(404).send({ error: 'Not found' });
      return reply.type(`${STATIC_TYPES[path.extname(request.params.name)]}; charset=utf-8`).send(body);
    });
  }

  // --- Greenhouse, classic board -------------------------------------------------------------
  const classicPosting = (p: Params) =>
    findPosting(
      state,
      (x) => x.system === 'greenhouse' && x.layout === 'classic' && x.board === p.board && x.postingId === p.id,
    );
  app.get<{ Params: Params }>(`${GH}/:board/jobs/:id`, async (request, reply) => {
    const base = siteBase(request.raw, 'boards.greenhouse.io');
    const posting = classicPosting(request.params);
    if (!posting) return notFound(reply, base);
    return sendHtml(reply, classicPage({ posting, base, port: port() }));
  });
  app.post<{ Params: Params }>(`${GH}/:board/jobs/:id`, async (request, reply) => {
    const base = siteBase(request.raw, 'boards.greenhouse.io');
    const posting = classicPosting(request.params);
    if (!posting) return notFound(reply, base);
    const form = await readPostedForm(request);
    const checked = checkClassicPost(posting, form);
    if ('errors' in checked)
      return sendHtml(reply, classicPage({ posting, base, port: port(), values: form, errors: checked.errors }), 422);
    record(checked.entry, form.files);
    return reply.redirect(`${base}/${posting.board}/jobs/${posting.postingId}/confirmation`, 303);
  });
  app.get<{ Params: Params }>(`${GH}/:board/jobs/:id/confirmation`, async (request, reply) => {
    const base = siteBase(request.raw, 'boards.greenhouse.io');
    const posting = classicPosting(request.params);
    if (!posting) return notFound(reply, base);
    return sendHtml(reply, classicConfirmation(posting, base));
  });

  // Greenhouse's embed script: the company page loads it; it puts the board's iframe into
  // #grnhse_app for the job named by ?gh_jid= in the page's address.
  app.get<{ Querystring: { for?: string } }>(`${GH}/embed/job_board/js`, async (request, reply) => {
    const board = String(request.query.for ?? '');
    const frameBase = siteUrl(port(), 'job-boards.greenhouse.io', '/embed/job_app');
    const script = `(function () {
  var jid = new URLSearchParams(window.location.search).get('gh_jid');
  var root = document.getElementById('grnhse_app');
  if (!root || !jid) return;
  var iframe = document.createElement('iframe');
  iframe.id = 'grnhse_iframe';
  iframe.title = 'Greenhouse Job Board';
  iframe.width = '100%';
  iframe.height = '2400';
  iframe.setAttribute('frameborder', '0');
  iframe.setAttribute('scrolling', 'no');
  iframe.setAttribute('allow', 'geolocation');
  iframe.src = ${JSON.stringify(frameBase)} + '?for=' + encodeURIComponent(${JSON.stringify(board)}) + '&token=' + encodeURIComponent(jid) + '&b=' + encodeURIComponent(window.location.href);
  root.appendChild(iframe);
})();`;
    return reply.type('text/javascript; charset=utf-8').send(script);
  });

  // --- Greenhouse, job-boards (React) and its embed -------------------------------------------
  const boardPosting = (board: string, id: string) =>
    findPosting(
      state,
      (x) => x.system === 'greenhouse' && x.layout !== 'classic' && x.board === board && x.postingId === id,
    );
  const jobBoardsSubmit = async (request: FastifyRequest, reply: FastifyReply, posting: CompanyPosting) => {
    const form = await readPostedForm(request);
    const checked = checkJobBoardsPost(posting, form);
    if ('errors' in checked) return reply.code(422).send({ errors: checked.errors });
    if (posting.site.emailVerification) {
      const verification = state.companyVerifications;
      const key = `${posting.postingId}:${checked.entry.applicant.email.toLowerCase()}`;
      const code = form.fields.get('security_code')?.[0]?.trim() ?? '';
      const expected = verification.get(key);
      if (!expected || code.toUpperCase() !== expected) {
        const issued = expected ?? Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, 'X');
        if (!expected) {
          verification.set(key, issued);
          state.mailbox.sendPin(checked.entry.applicant.email, issued);
        }
        return reply.code(428).send({
          verification: `A verification code was sent to ${checked.entry.applicant.email}. Copy and paste it in the boxes below to confirm you're not a robot and submit your application.`,
          error: code ? 'Incorrect security code. Please try again.' : undefined,
        });
      }
      verification.delete(key);
    }
    record(checked.entry, form.files);
    return reply.send({ ok: true });
  };
  app.get<{ Params: Params }>(`${GHJB}/:board/jobs/:id`, async (request, reply) => {
    const base = siteBase(request.raw, 'job-boards.greenhouse.io');
    const posting = boardPosting(request.params.board, request.params.id);
    if (!posting) return notFound(reply, base);
    const own = `${base}/${posting.board}/jobs/${posting.postingId}`;
    return sendHtml(
      reply,
      jobBoardsPage({ posting, base, port: port(), action: own, confirmation: `${own}/confirmation` }),
    );
  });
  app.post<{ Params: Params }>(`${GHJB}/:board/jobs/:id`, async (request, reply) => {
    const posting = boardPosting(request.params.board, request.params.id);
    if (!posting) return reply.code(404).send({ errors: { base: 'This job is no longer open.' } });
    return jobBoardsSubmit(request, reply, posting);
  });
  app.get<{ Params: Params }>(`${GHJB}/:board/jobs/:id/confirmation`, async (request, reply) => {
    const base = siteBase(request.raw, 'job-boards.greenhouse.io');
    const posting = boardPosting(request.params.board, request.params.id);
    if (!posting) return notFound(reply, base);
    return sendHtml(reply, jobBoardsConfirmation(posting, base));
  });
  type EmbedQuery = { Querystring: { for?: string; token?: string } };
  app.get<EmbedQuery>(`${GHJB}/embed/job_app`, async (request, reply) => {
    const base = siteBase(request.raw, 'job-boards.greenhouse.io');
    const posting = boardPosting(String(request.query.for ?? ''), String(request.query.token ?? ''));
    if (!posting) return notFound(reply, base);
    const query = `?for=${encodeURIComponent(posting.board)}&token=${posting.postingId}`;
    return sendHtml(
      reply,
      jobBoardsPage({
        posting,
        base,
        port: port(),
        embedded: true,
        action: `${base}/embed/job_app${query}`,
        confirmation: `${base}/embed/job_app/confirmation${query}`,
      }),
    );
  });
  app.post<EmbedQuery>(`${GHJB}/embed/job_app`, async (request, reply) => {
    const posting = boardPosting(String(request.query.for ?? ''), String(request.query.token ?? ''));
    if (!posting) return reply.code(404).send({ errors: { base: 'This job is no longer open.' } });
    return jobBoardsSubmit(request, reply, posting);
  });
  app.get<EmbedQuery>(`${GHJB}/embed/job_app/confirmation`, async (request, reply) => {
    const base = siteBase(request.raw, 'job-boards.greenhouse.io');
    const posting = boardPosting(String(request.query.for ?? ''), String(request.query.token ?? ''));
    if (!posting) return notFound(reply, base);
    return sendHtml(reply, jobBoardsConfirmation(posting, base));
  });

  // The company's own careers page: its text, and Greenhouse's embed script filling #grnhse_app.
  app.get<{ Params: { domain: string }; Querystring: { gh_jid?: string } }>(
    `${COMPANY}/careers`,
    async (request, reply) => {
      const domain = request.params.domain;
      const jid = String(request.query.gh_jid ?? '');
      const posting = findPosting(
        state,
        (x) => x.layout === 'embed' && x.companyDomain === domain && (!jid || x.postingId === jid),
      );
      if (!posting)
        return reply.code(404).type('text/html').send('<!doctype html><title>Not found</title><h1>Page not found</h1>');
      const script = siteUrl(
        port(),
        'boards.greenhouse.io',
        `/embed/job_board/js?for=${encodeURIComponent(posting.board)}`,
      );
      return sendHtml(
        reply,
        html`<!doctype html>
          <html lang="en">
            <head>
              <meta charset="utf-8" />
              <title>Careers at ${posting.company}</title>
              <style>
                body {
                  font-family: Georgia, serif;
                  margin: 0;
                  color: #222;
                }
                header {
                  background: #10243e;
                  color: #fff;
                  padding: 20px 40px;
                  font-size: 22px;
                }
                main {
                  max-width: 900px;
                  margin: 0 auto;
                  padding: 24px;
                }
              </style>
            </head>
            <body>
              <header>${posting.company}</header>
              <main>
                <h1>Join ${posting.company}</h1>
                <p>We build products people rely on every day. Find your next role below.</p>
                <div id="grnhse_app"></div>
              </main>
              <script src="${script}"></script>
            </body>
          </html>`.value,
      );
    },
  );

  // --- Lever ------------------------------------------------------------------------------------
  const leverPosting = (p: Params) =>
    findPosting(state, (x) => x.system === 'lever' && x.board === p.board && x.postingId === p.id);
  app.get<{ Params: Params }>(`${LEVER}/:board/:id`, async (request, reply) => {
    const base = siteBase(request.raw, 'jobs.lever.co');
    const posting = leverPosting(request.params);
    if (!posting) return notFound(reply, base);
    return sendHtml(
      reply,
      sitePage({
        title: `${posting.company} - ${posting.title}`,
        base,
        css: 'lever.css',
        scripts: [],
        body: html`<div class="content-wrapper posting-page">
          <div class="posting-headline">
            <h2>${posting.title}</h2>
            <div class="posting-categories"><div class="location">${posting.location}</div></div>
          </div>
          <div class="section page-centered">${posting.description.split('\n').map((l) => html`<p>${l}</p>`)}</div>
          <div class="section page-centered last-section-apply">
            <a
              class="postings-btn template-btn-submit"
              data-qa="btn-apply-bottom"
              href="${base}/${posting.board}/${posting.postingId}/apply"
              >Apply for this job</a
            >
          </div>
        </div>`,
      }),
    );
  });
  app.get<{ Params: Params }>(`${LEVER}/:board/:id/apply`, async (request, reply) => {
    const base = siteBase(request.raw, 'jobs.lever.co');
    const posting = leverPosting(request.params);
    if (!posting) return notFound(reply, base);
    return sendHtml(reply, leverApplyPage({ posting, base, port: port() }));
  });
  app.post<{ Params: Params }>(`${LEVER}/:board/:id/apply`, async (request, reply) => {
    const base = siteBase(request.raw, 'jobs.lever.co');
    const posting = leverPosting(request.params);
    if (!posting) return notFound(reply, base);
    const form = await readPostedForm(request);
    const checked = checkLeverPost(posting, form);
    if ('errors' in checked)
      return sendHtml(
        reply,
        leverApplyPage({ posting, base, port: port(), values: form, errors: checked.errors }),
        400,
      );
    if (leverAlreadyApplied(state.companySubmissions.list(), posting, checked.entry.applicant.email))
      return sendHtml(reply, leverAlreadyReceivedPage(posting, base));
    record(checked.entry, form.files);
    return reply.redirect(`${base}/${posting.board}/${posting.postingId}/thanks`, 303);
  });
  app.get<{ Params: Params }>(`${LEVER}/:board/:id/thanks`, async (request, reply) => {
    const base = siteBase(request.raw, 'jobs.lever.co');
    const posting = leverPosting(request.params);
    if (!posting) return notFound(reply, base);
    return sendHtml(reply, leverThanksPage(posting, base));
  });

  // --- Ashby ------------------------------------------------------------------------------------
  const ashbyPosting = (p: Params) =>
    findPosting(state, (x) => x.system === 'ashby' && x.board === p.board && x.postingId === p.id);
  app.get<{ Params: Params }>(`${ASHBY}/:board/:id`, async (request, reply) => {
    const base = siteBase(request.raw, 'jobs.ashbyhq.com');
    const posting = ashbyPosting(request.params);
    if (!posting) return notFound(reply, base);
    return sendHtml(
      reply,
      sitePage({
        title: `${posting.title} @ ${posting.company}`,
        base,
        css: 'ashby.css',
        scripts: [],
        body: html`<div id="root">
          <div class="ashby-job-posting-right-pane">
            <div role="tablist" class="ashby-job-posting-tabs">
              <a role="tab" aria-selected="true" href="${base}/${posting.board}/${posting.postingId}">Overview</a>
              <a role="tab" aria-selected="false" href="${base}/${posting.board}/${posting.postingId}/application"
                >Application</a
              >
            </div>
            <h1 class="ashby-job-posting-heading">${posting.title}</h1>
            <p>${posting.location}</p>
            ${posting.description.split('\n').map((l) => html`<p>${l}</p>`)}
            <a class="ashby-job-posting-apply-button" href="${base}/${posting.board}/${posting.postingId}/application"
              >Apply for this Job</a
            >
          </div>
        </div>`,
      }),
    );
  });
  app.get<{ Params: Params }>(`${ASHBY}/:board/:id/application`, async (request, reply) => {
    const base = siteBase(request.raw, 'jobs.ashbyhq.com');
    const posting = ashbyPosting(request.params);
    if (!posting) return notFound(reply, base);
    return sendHtml(reply, ashbyApplicationPage(posting, base));
  });
  app.post(`${ASHBY}${ASHBY_SUBMIT_PATH}`, async (request, reply) => {
    const form = await readPostedForm(request);
    const id = form.fields.get('jobPostingId')?.[0] ?? '';
    const posting = findPosting(state, (x) => x.system === 'ashby' && x.postingId === id);
    if (!posting)
      return reply.send({ success: false, message: 'This job posting is no longer accepting applications.' });
    const checked = checkAshbyPost(posting, form);
    if ('missing' in checked) return reply.send({ success: false, missing: checked.missing });
    if ('spam' in checked)
      return reply.send({ success: false, message: 'Your application submission was flagged as possible spam.' });
    record(checked.entry, form.files);
    return reply.send({ success: true });
  });

  // --- LinkedIn's redirect to the company's site, and the control API ---------------------------
  app.get<{ Params: { id: string } }>('/jobs/view/externalApply/:id', async (request, reply) => {
    const posting = findPosting(state, (p) => p.jobId === request.params.id);
    if (!posting) return reply.redirect(externalApplyHref(state, request.params.id));
    return reply.redirect(postingUrl(posting, port()));
  });

  app.get('/__sandbox/company-submissions', async () => state.companySubmissions.list());
  app.get<{ Params: { id: string; field: string } }>(
    '/__sandbox/company-submissions/:id/files/:field',
    async (request, reply) => {
      const file = state.companySubmissions.file(Number(request.params.id), request.params.field);
      if (!file) return reply.code(404).send({ error: 'No such file' });
      return reply.type(file.meta.contentType || 'application/octet-stream').send(file.bytes);
    },
  );
};
