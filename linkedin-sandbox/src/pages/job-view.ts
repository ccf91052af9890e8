import type { FastifyPluginAsync } from 'fastify';
import { pageNames } from '../drift';
import { externalApplyHref } from '../company-sites/postings';
import { easyApplyModal } from '../easy-apply/modal';
import type { ScenarioJob } from '../scenario/schema';
import { currentAccount, redirectToLogin } from '../session';
import type { SandboxState } from '../state/sandbox-state';
import { placeLabel, timeAgo } from './format';
import { html, type SafeHtml } from './html';
import { layout } from './layout';
import { reactId, sduiClass } from './sdui';

// The job page in its two generations: the classic two-pane (Ember) page and the 2026 SDUI
// standalone page, chosen per posting by the scenario. Texts, ids, roles and labels as LinkedIn's.

const CLOSED_TEXT = 'No longer accepting applications';

/** The posting as this account sees it. */
type ApplyState = 'applied' | 'closed' | 'external' | 'easy-apply';

function applyState(state: SandboxState, account: string, job: ScenarioJob): ApplyState {
  if (state.appliedAt(account, job)) return 'applied';
  if (job.closed) return 'closed';
  return job.easyApply ? 'easy-apply' : 'external';
}

/** "Applied 3 days ago" with LinkedIn's "See application" link. */
function appliedNote(state: SandboxState, account: string, job: ScenarioJob): SafeHtml {
  const applied = state.appliedAt(account, job)!;
  const when =
    applied === 'before'
      ? html`Application submitted`
      : html`Applied <time datetime="${applied.toISOString()}">${timeAgo(applied)}</time>`;
  return html`<div class="jobs-s-apply jobs-s-apply--fadein">
    <div class="artdeco-inline-feedback artdeco-inline-feedback--success">
      <span class="artdeco-inline-feedback__message">${when}</span>
    </div>
    <a
      id="jobs-apply-see-application-link"
      class="jobs-s-apply__application-link artdeco-button artdeco-button--secondary"
      href="/my-items/saved-jobs/?cardType=APPLIED"
      >See application</a
    >
  </div>`;
}

/** What the Easy Apply dialog shows of the account (defaults for a session without one). */
function memberOf(state: SandboxState, email: string) {
  const account = state.accounts.get(email);
  const settings = account ?? state.scenario.newAccounts;
  return {
    country: settings.country,
    topChoiceStep: settings.topChoiceStep,
    applyButtonText: settings.applyButtonText,
    phone: settings.phone,
    resumes: account?.resumes ?? [],
  };
}

const closedNote = () =>
  html`<div class="jobs-details-top-card__apply-error artdeco-inline-feedback artdeco-inline-feedback--error">
    <span class="artdeco-inline-feedback__message">${CLOSED_TEXT}</span>
  </div>`;

function classicApplyArea(state: SandboxState, account: string, job: ScenarioJob): SafeHtml {
  const names = pageNames(state.driftOn(job));
  switch (applyState(state, account, job)) {
    case 'applied':
      return appliedNote(state, account, job);
    case 'closed':
      return closedNote();
    case 'external':
      // Same class as Easy Apply; only the label and the target tell them apart.
      return html`<div class="jobs-s-apply jobs-apply-button--top-card">
        <button
          class="jobs-apply-button artdeco-button artdeco-button--3 artdeco-button--primary"
          type="button"
          id="jobs-apply-button-id"
          role="link"
          aria-label="Apply to ${job.title} on company website"
          onclick="window.open('${externalApplyHref(state, job.id)}', '_blank')"
        >
          <span class="artdeco-button__text">Apply</span>
        </button>
      </div>`;
    case 'easy-apply': {
      // Accounts that see just "Apply" get it on Easy Apply's button too (no "Easy" anywhere).
      const plain = memberOf(state, account).applyButtonText === 'Apply' && !state.driftOn(job);
      return html`<div class="jobs-s-apply jobs-apply-button--top-card">
        <button
          class="${names.applyButtonClass} artdeco-button artdeco-button--3 artdeco-button--primary"
          type="button"
          id="jobs-apply-button-id"
          data-job-id="${job.id}"
          aria-label="${plain ? `Apply to ${job.title} at ${job.company}` : names.applyButtonLabel(job.title, job.company)}"
        >
          <span class="artdeco-button__text">${plain ? 'Apply' : names.applyButtonText}</span>
        </button>
      </div>`;
    }
  }
}

function lastContactOf(state: SandboxState, account: string) {
  return state.submissions
    .list()
    .filter((s) => s.account === account)
    .at(-1)?.contact;
}

function classicPage(state: SandboxState, account: string, job: ScenarioJob): string {
  const posted = state.postedAt(job);
  const canApply = applyState(state, account, job) === 'easy-apply';
  return layout({
    title: `${job.title} | ${job.company}`,
    account,
    scripts: canApply ? ['/__sandbox/static/easy-apply.js'] : [],
    body: html`<div class="jobs-details card" data-job-id="${job.id}">
        <div class="job-details-jobs-unified-top-card__container--two-pane">
          <div class="job-details-jobs-unified-top-card__company-name">
            <a href="/jobs/search/?keywords=${encodeURIComponent(job.company)}">${job.company}</a>
          </div>
          <div class="job-details-jobs-unified-top-card__job-title">
            <h1 class="t-24 t-bold"><a href="/jobs/view/${job.id}/">${job.title}</a></h1>
          </div>
          <div class="job-details-jobs-unified-top-card__primary-description-container">
            <span class="tvm__text tvm__text--low-emphasis">${placeLabel(job)}</span> ·
            <span class="tvm__text"><time datetime="${posted.toISOString()}">${timeAgo(posted)}</time></span>
          </div>
          <ul class="job-details-preferences-and-skills">
            <li>${job.remote ? 'Remote' : 'On-site'}</li>
            <li>Full-time</li>
            ${job.easyApply && memberOf(state, account).applyButtonText === 'Easy Apply' ? html`<li>Easy Apply</li>` : ''}
          </ul>
          <div class="mt5">${classicApplyArea(state, account, job)}</div>
        </div>
        <article class="jobs-description__container">
          <div
            class="jobs-description__content jobs-box__html-content jobs-description-content__text--stretch"
            id="job-details"
          >
            <h2 class="text-heading-large">About the job</h2>
            <p>${job.description}</p>
          </div>
        </article>
      </div>
      ${canApply ? easyApplyModal({ job, account, drift: state.driftOn(job), limitReached: state.limitReached(account), lastContact: lastContactOf(state, account), member: memberOf(state, account), safetyReminder: job.safetyReminder }) : ''}`,
  });
}

function sduiApplyArea(state: SandboxState, account: string, job: ScenarioJob): SafeHtml {
  const button = sduiClass('button', 'button-primary');
  switch (applyState(state, account, job)) {
    case 'applied':
      return appliedNote(state, account, job);
    case 'closed':
      return html`<p class="${sduiClass('closed')}"><span>${CLOSED_TEXT}</span></p>`;
    case 'external':
      return html`<a
        class="${button}"
        href="${externalApplyHref(state, job.id)}"
        target="_blank"
        aria-label="Apply to ${job.title} on company website"
        ><span>Apply</span></a
      >`;
    case 'easy-apply': {
      const text = memberOf(state, account).applyButtonText === 'Apply' ? 'Apply' : job.sduiApplyText;
      return html`<a class="${button}" href="/jobs/view/${job.id}/apply/?openSDUIApplyFlow=true"
        ><span>${text}</span></a
      >`;
    }
  }
}

/** The 2026 standalone page: build-hash classes, no h1, the description in "About the job". */
function sduiPage(state: SandboxState, account: string, job: ScenarioJob, withFlow: boolean): string {
  const posted = state.postedAt(job);
  const canApply = withFlow && applyState(state, account, job) === 'easy-apply';
  const slug = job.company.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const text = sduiClass('text-body');
  return layout({
    title: `${job.title} | ${job.company}`,
    account,
    scripts: canApply ? ['/__sandbox/static/easy-apply.js'] : [],
    body: html`<div class="${sduiClass('screen')}" data-sdui-screen="com.linkedin.sdui.flagshipnav.jobs.JobDetails">
        <div class="${sduiClass('column')}" data-testid="lazy-column">
          <div class="${sduiClass('top-card')}">
            <a class="${text}" href="/company/${slug}/life/" componentkey="auto-binding-${reactId()}-${job.id}"
              >${job.company}</a
            >
            <p class="${sduiClass('title')}">${job.title}</p>
            <p class="${text}">
              <span>${placeLabel(job)}</span> · <span><strong>${timeAgo(posted)}</strong></span> ·
              <span>Over 100 applicants</span>
            </p>
            <div class="${sduiClass('pills')}">
              <a class="${sduiClass('pill')}" href="/jobs/view/${job.id}/">${job.remote ? 'Remote' : 'On-site'}</a>
              <a class="${sduiClass('pill')}" href="/jobs/view/${job.id}/">Full-time</a>
            </div>
            <div class="${sduiClass('actions')}">
              ${sduiApplyArea(state, account, job)}
              <button class="${sduiClass('button', 'button-secondary')}" type="button" aria-label="Save the job">
                <span>Save</span>
              </button>
            </div>
          </div>
          <div
            class="${sduiClass('component')}"
            data-sdui-component="com.linkedin.sdui.generated.jobseeker.dsl.impl.aboutTheJob"
            componentkey="JobDetails_AboutTheJob_${job.id}"
          >
            <h2 class="${sduiClass('heading')}">About the job</h2>
            <p class="${text}"><span data-testid="expandable-text-box">${job.description}</span></p>
          </div>
          <div
            class="${sduiClass('component')}"
            data-sdui-component="com.linkedin.sdui.generated.jobseeker.dsl.impl.aboutTheCompanyForJobDetails"
            componentkey="JobDetails_AboutTheCompany_${job.id}"
          >
            <h2 class="${sduiClass('heading')}">About the company</h2>
            <p class="${text}">
              <span data-testid="expandable-text-box">${job.company} builds products people rely on every day.</span>
            </p>
          </div>
        </div>
      </div>
      ${canApply ? easyApplyModal({ job, account, drift: state.driftOn(job), limitReached: state.limitReached(account), lastContact: lastContactOf(state, account), member: memberOf(state, account), safetyReminder: job.safetyReminder, variant: 'sdui' }) : ''}`,
  });
}

export const jobViewRoutes: FastifyPluginAsync<{ state: SandboxState }> = async (app, { state }) => {
  const notFound = (account: string) =>
    layout({
      title: 'Page not found',
      account,
      body: html`<div class="card">
        <h1>This job is no longer available</h1>
        <p><a href="/jobs/search/">Search jobs</a></p>
      </div>`,
    });

  app.get<{ Params: { id: string } }>('/jobs/view/:id/', async (request, reply) => {
    const account = currentAccount(request, state);
    if (!account) return redirectToLogin(request, reply);
    const job = state.job(request.params.id);
    if (!job) return reply.code(404).type('text/html').send(notFound(account));
    const page = job.layout === 'sdui' ? sduiPage(state, account, job, false) : classicPage(state, account, job);
    return reply.type('text/html').send(page);
  });
  // LinkedIn links both with and without the trailing slash.
  app.get<{ Params: { id: string } }>('/jobs/view/:id', async (request, reply) =>
    reply.redirect(`/jobs/view/${encodeURIComponent(request.params.id)}/`),
  );

  // The SDUI apply flow: the same page with the Easy Apply dialog opened over it.
  app.get<{ Params: { id: string } }>('/jobs/view/:id/apply/', async (request, reply) => {
    const account = currentAccount(request, state);
    if (!account) return redirectToLogin(request, reply);
    const job = state.job(request.params.id);
    if (!job) return reply.code(404).type('text/html').send(notFound(account));
    return reply.type('text/html').send(sduiPage(state, account, job, true));
  });

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
