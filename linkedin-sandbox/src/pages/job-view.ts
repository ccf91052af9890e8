import type { FastifyPluginAsync } from 'fastify';
import { pageNames } from '../drift';
import { easyApplyModal } from '../easy-apply/modal';
import type { ScenarioJob } from '../scenario/schema';
import { currentAccount, redirectToLogin } from '../session';
import type { SandboxState } from '../state/sandbox-state';
import { placeLabel, timeAgo } from './format';
import { html, type SafeHtml } from './html';
import { layout } from './layout';

function applyArea(state: SandboxState, account: string, job: ScenarioJob): SafeHtml {
  const names = pageNames(state.drift);
  const applied = state.appliedAt(account, job);
  if (applied) {
    const when =
      applied === 'before'
        ? html`Applied`
        : html`Applied <time datetime="${applied.toISOString()}">${timeAgo(applied)}</time>`;
    return html`<div class="jobs-s-apply jobs-s-apply--fadein">
      <div class="artdeco-inline-feedback artdeco-inline-feedback--success">
        <span class="jobs-s-apply__application-link artdeco-inline-feedback__message">${when}</span>
      </div>
    </div>`;
  }
  if (!job.easyApply) {
    return html`<div class="jobs-s-apply jobs-apply-button--top-card">
      <a
        class="jobs-apply-button artdeco-button artdeco-button--primary"
        href="/__sandbox/external-apply/${job.id}"
        aria-label="Apply to ${job.title} on company website"
        ><span class="artdeco-button__text">Apply</span></a
      >
    </div>`;
  }
  return html`<div class="jobs-s-apply jobs-apply-button--top-card">
    <button
      class="${names.applyButtonClass} artdeco-button artdeco-button--3 artdeco-button--primary"
      type="button"
      id="jobs-apply-button-id"
      data-job-id="${job.id}"
      aria-label="${names.applyButtonLabel(job.title, job.company)}"
    >
      <span class="artdeco-button__text">${names.applyButtonText}</span>
    </button>
  </div>`;
}

/** What the Easy Apply dialog shows of the account (defaults for a session without one). */
function memberOf(state: SandboxState, email: string) {
  const account = state.accounts.get(email);
  return {
    country: account ? account.country : state.scenario.newAccounts.country,
    topChoiceStep: account?.topChoiceStep ?? state.scenario.newAccounts.topChoiceStep,
    resumes: account?.resumes ?? [],
  };
}

function jobPage(state: SandboxState, account: string, job: ScenarioJob): string {
  const posted = state.postedAt(job);
  const canApply = job.easyApply && !state.appliedAt(account, job);
  const lastContact = state.submissions
    .list()
    .filter((s) => s.account === account)
    .at(-1)?.contact;
  return layout({
    title: `${job.title} | ${job.company}`,
    account,
    scripts: canApply ? ['/__sandbox/static/easy-apply.js'] : [],
    body: html`<div class="jobs-details card" data-job-id="${job.id}">
        <div class="job-details-jobs-unified-top-card__container--two-pane">
          <div class="job-details-jobs-unified-top-card__company-name">
            <a href="/jobs/search/?keywords=${encodeURIComponent(job.company)}">${job.company}</a>
          </div>
          <h1 class="t-24 t-bold job-details-jobs-unified-top-card__job-title">${job.title}</h1>
          <div class="job-details-jobs-unified-top-card__primary-description-container">
            <span class="tvm__text">${placeLabel(job)}</span> ·
            <span class="tvm__text"><time datetime="${posted.toISOString()}">${timeAgo(posted)}</time></span>
          </div>
          <ul class="job-details-preferences-and-skills">
            <li>${job.remote ? 'Remote' : 'On-site'}</li>
            <li>Full-time</li>
            ${job.easyApply ? html`<li>Easy Apply</li>` : ''}
          </ul>
          <div class="mt5">${applyArea(state, account, job)}</div>
        </div>
        <article class="jobs-description__container">
          <h2 class="text-heading-large">About the job</h2>
          <div class="jobs-description-content__text jobs-box__html-content" id="job-details">
            <p>${job.description}</p>
          </div>
        </article>
      </div>
      ${canApply ? easyApplyModal({ job, account, drift: state.drift, limitReached: state.limitReached(account), lastContact, member: memberOf(state, account) }) : ''}`,
  });
}

export const jobViewRoutes: FastifyPluginAsync<{ state: SandboxState }> = async (app, { state }) => {
  app.get<{ Params: { id: string } }>('/jobs/view/:id/', async (request, reply) => {
    const account = currentAccount(request, state);
    if (!account) return redirectToLogin(request, reply);
    const job = state.job(request.params.id);
    if (!job) {
      return reply
        .code(404)
        .type('text/html')
        .send(
          layout({
            title: 'Page not found',
            account,
            body: html`<div class="card">
              <h1>This job is no longer available</h1>
              <p><a href="/jobs/search/">Search jobs</a></p>
            </div>`,
          }),
        );
    }
    return reply.type('text/html').send(jobPage(state, account, job));
  });
  // LinkedIn links both with and without the trailing slash.
  app.get<{ Params: { id: string } }>('/jobs/view/:id', async (request, reply) =>
    reply.redirect(`/jobs/view/${encodeURIComponent(request.params.id)}/`),
  );

  app.get<{ Params: { id: string } }>('/__sandbox/external-apply/:id', async (request, reply) => {
    const job = state.job(request.params.id);
    return reply.type('text/html').send(
      layout({
        title: 'Company website',
        account: currentAccount(request, state),
        body: html`<div class="card">
          <h1>${job ? job.company : 'Company'} careers site</h1>
          <p>This posting is applied to on the company's own website, which the sandbox does not simulate.</p>
        </div>`,
      }),
    );
  });
};
