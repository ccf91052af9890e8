import type { FastifyPluginAsync } from 'fastify';
import { pageNames } from '../drift';
import type { ScenarioJob } from '../scenario/schema';
import { PAGE_SIZE, searchJobs, type SearchQuery } from '../search';
import { currentAccount, redirectToLogin } from '../session';
import type { SandboxState } from '../state/sandbox-state';
import { html, type SafeHtml } from './html';
import { layout } from './layout';
import { placeLabel, timeAgo } from './format';

const DATE_FILTERS = [
  { value: '', label: 'Any time' },
  { value: 'r86400', label: 'Past 24 hours' },
  { value: 'r604800', label: 'Past week' },
  { value: 'r2592000', label: 'Past month' },
];

/** The query string for the same search with some parameters changed (pagination, filter pills). */
function searchUrl(query: SearchQuery, changes: Partial<SearchQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...changes })) {
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return `/jobs/search/${text ? `?${text}` : ''}`;
}

/** What a rendered card holds (LinkedIn's 2026 card: company alone in the subtitle, location below). */
function cardContent(state: SandboxState, account: string, job: ScenarioJob): SafeHtml {
  const applied = state.appliedAt(account, job) !== undefined;
  const posted = state.postedAt(job);
  return html`<div class="job-card-container job-card-list card" data-job-id="${job.id}">
    <div class="artdeco-entity-lockup">
      <div class="artdeco-entity-lockup__title job-card-list__title">
        <a
          class="job-card-list__title--link job-card-container__link"
          href="/jobs/view/${job.id}/"
          aria-label="${job.title}"
          >${job.title}</a
        >
      </div>
      <div class="artdeco-entity-lockup__subtitle job-card-container__primary-description">
        <span>${job.company}</span>
      </div>
      <div class="artdeco-entity-lockup__caption">
        <ul class="job-card-container__metadata-wrapper">
          <li>${placeLabel(job)}</li>
        </ul>
      </div>
    </div>
    <ul class="job-card-list__footer-wrapper job-card-container__footer-wrapper">
      ${applied ? html`<li class="job-card-container__footer-item job-card-container__footer-job-state">Applied</li>` : ''}
      <li class="job-card-container__footer-item">
        <time datetime="${posted.toISOString()}">${timeAgo(posted)}</time>
      </li>
      ${job.easyApply || job.listedAsEasyApply ? html`<li class="job-card-container__footer-item job-card-container__apply-method">Easy Apply</li>` : ''}
    </ul>
  </div>`;
}

/**
 * One result. Past the first `renderedCards`, LinkedIn leaves the li empty (occluded) until it is
 * scrolled into view; the card's content waits in a template the occlusion script fills in then.
 */
function jobCard(state: SandboxState, account: string, job: ScenarioJob, rendered: boolean): SafeHtml {
  const names = pageNames(state.drift);
  return html`<li
    class="scaffold-layout__list-item jobs-search-results__list-item ${rendered ? '' : 'jobs-search-results__job-card-search--generic-occludable-area'}"
    ${names.jobCardAttribute}="${job.id}"
    ${rendered ? '' : html`data-sandbox-occluded="${job.id}"`}
  >
    ${rendered ? cardContent(state, account, job) : ''}
  </li>`;
}

const occludedTemplate = (state: SandboxState, account: string, job: ScenarioJob) =>
  html`<template data-sandbox-card-for="${job.id}">${cardContent(state, account, job)}</template>`;

function pagination(query: SearchQuery, total: number, start: number): SafeHtml {
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1) return html``;
  const current = Math.floor(start / PAGE_SIZE) + 1;
  const buttons = Array.from({ length: pages }, (_, i) => {
    const page = i + 1;
    // A button (as on LinkedIn) that navigates to the page's URL.
    return html`<li
      class="artdeco-pagination__indicator ${page === current ? 'active selected' : ''}"
      data-test-pagination-page-btn="${page}"
    >
      <button
        type="button"
        aria-label="Page ${page}"
        ${page === current ? html`aria-current="true"` : ''}
        onclick="location.href=this.dataset.href"
        data-href="${searchUrl(query, { start: page === 1 ? '' : String(i * PAGE_SIZE) })}"
      >
        <span>${page}</span>
      </button>
    </li>`;
  });
  return html`<div class="jobs-search-pagination artdeco-pagination">
    <ul class="artdeco-pagination__pages">
      ${buttons}
    </ul>
  </div>`;
}

function filterBar(query: SearchQuery): SafeHtml {
  const pill = (label: string, active: boolean, change: Partial<SearchQuery>) =>
    html`<a
      class="search-reusables__filter-pill-button ${active ? 'artdeco-pill--selected' : ''}"
      aria-pressed="${active}"
      href="${searchUrl(query, { ...change, start: '' })}"
      >${label}</a
    >`;
  return html`<form class="jobs-search-box" action="/jobs/search/" method="get" role="search">
      <label for="jobs-search-box-keyword-id">Search by title, skill, or company</label>
      <input
        id="jobs-search-box-keyword-id"
        class="jobs-search-box__text-input"
        name="keywords"
        value="${query.keywords ?? ''}"
      />
      <label for="jobs-search-box-location-id">City, state, or zip code</label>
      <input
        id="jobs-search-box-location-id"
        class="jobs-search-box__text-input"
        name="location"
        value="${query.location ?? ''}"
      />
      ${(['f_TPR', 'f_WT', 'f_AL', 'sortBy'] as const).map((key) => (query[key] ? html`<input type="hidden" name="${key}" value="${query[key]}" />` : ''))}
      <button class="jobs-search-box__submit-button artdeco-button" type="submit">Search</button>
    </form>
    <div class="search-reusables__filters-bar" aria-label="Search filters">
      ${DATE_FILTERS.map((f) => pill(f.label, (query.f_TPR ?? '') === f.value, { f_TPR: f.value }))}
      ${pill('Remote', query.f_WT === '2', { f_WT: query.f_WT === '2' ? '' : '2' })}
      ${pill('Easy Apply', query.f_AL === 'true', { f_AL: query.f_AL === 'true' ? '' : 'true' })}
    </div>`;
}

function searchPage(state: SandboxState, account: string, query: SearchQuery): string {
  const names = pageNames(state.drift);
  const { total, start, jobs } = searchJobs(state.scenario.jobs, query);
  const heading = [query.keywords, query.location].filter(Boolean).join(' in ') || 'Jobs';
  const results = jobs.length
    ? html`<div class="jobs-search-results-list">
        <div class="jobs-search-results-list__subtitle">
          <span>${total} ${total === 1 ? 'result' : 'results'}</span>
        </div>
        <ul class="${names.jobListClass}">
          ${jobs.map((job, i) => jobCard(state, account, job, i < state.scenario.renderedCards))}
        </ul>
        ${jobs.slice(state.scenario.renderedCards).map((job) => occludedTemplate(state, account, job))}
        ${pagination(query, total, start)}
      </div>`
    : html`<div class="jobs-search-two-pane__no-results-banner--expand card" role="status">
        <h2 class="jobs-search-no-results-banner__image-heading">No matching jobs found.</h2>
        <p>Try removing filters or rephrasing your search.</p>
      </div>`;
  return layout({
    title: heading,
    account,
    scripts: ['/__sandbox/static/occlusion.js'],
    body: html`<section class="jobs-search-two-pane__layout">
      ${filterBar(query)}
      <h1 class="jobs-search-results-list__title-heading">${heading}</h1>
      ${results}
    </section>`,
  });
}

export const jobsSearchRoutes: FastifyPluginAsync<{ state: SandboxState }> = async (app, { state }) => {
  app.get<{ Querystring: SearchQuery }>('/jobs/search/', async (request, reply) => {
    const account = currentAccount(request, state);
    if (!account) return redirectToLogin(request, reply);
    const query: SearchQuery = {};
    for (const key of ['keywords', 'location', 'f_TPR', 'f_WT', 'f_AL', 'f_LF', 'sortBy', 'start'] as const) {
      const value = request.query[key];
      if (typeof value === 'string' && value) query[key] = value;
    }
    return reply.type('text/html').send(searchPage(state, account, query));
  });
};
