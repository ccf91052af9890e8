import type { FastifyBaseLogger } from 'fastify';
import type { Locator, Page } from 'playwright-core';
import type { TimePeriod } from '@app/shared/contract';
import { PageNotRecognised } from '../run-errors';
import { loadPage } from './page-load';
import { pollPage } from './poll';
import { selectors } from './selectors';

/** LinkedIn's "Date posted" filter values. */
const TIME_FILTER: Record<TimePeriod, string> = {
  past_24_hours: 'r86400',
  past_one_week: 'r604800',
  past_one_month: 'r2592000',
};

export interface SearchPageQuery {
  keywords: string;
  location: string;
  timePeriod: TimePeriod;
  remoteOnly: boolean;
  /** LinkedIn's Easy Apply filter: off when the search applies on company sites too (product §4.13). */
  easyApplyOnly: boolean;
  /** 0-based; LinkedIn pages by `start` = 25 × page. */
  page: number;
}

/**
 * The search URL with the filters: date posted, remote only (f_WT=2), Easy Apply only (f_AL=true).
 * Without f_AL LinkedIn lists the postings applied to on the company's site too.
 */
export function searchPageUrl(baseUrl: string, query: SearchPageQuery): string {
  const params = new URLSearchParams({
    keywords: query.keywords,
    location: query.location,
    f_TPR: TIME_FILTER[query.timePeriod],
  });
  if (query.remoteOnly) params.set('f_WT', '2');
  if (query.easyApplyOnly) params.set('f_AL', 'true');
  if (query.page > 0) params.set('start', String(query.page * selectors.search.pageSize));
  return `${baseUrl}${selectors.search.path}?${params.toString()}`;
}

export interface JobCard {
  jobId: string;
  title: string;
  company: string;
  url: string;
  /** LinkedIn's own "Applied" marker on the card. */
  applied: boolean;
}

/**
 * The cards of one results page; an empty list when LinkedIn says nothing (more) matches. LinkedIn
 * renders only the first few cards: each later one is an empty li until it is scrolled into view,
 * so the bot scrolls to every card and reads it once it is filled in. `log` gets the page's failed loads.
 */
export async function readResultsPage(
  page: Page,
  url: string,
  baseUrl: string,
  log: FastifyBaseLogger,
): Promise<JobCard[]> {
  await loadPage(page, url, log);
  const { search } = selectors;
  const shown = await pollPage(
    page,
    async () => {
      if ((await page.locator(search.card).count()) > 0) return 'list' as const;
      if ((await page.locator(search.noResults).count()) > 0) return 'none' as const;
      if ((await page.getByText(search.noResultsText).count()) > 0) return 'none' as const;
      return undefined;
    },
    5_000,
  );
  if (shown === 'none') return [];
  if (shown === undefined) throw new PageNotRecognised(search.what);

  const items = page.locator(search.card);
  const cards: JobCard[] = [];
  for (let i = 0; i < (await items.count()); i += 1) {
    const item = items.nth(i);
    const jobId = (await item.getAttribute(search.cardJobIdAttribute)) ?? '';
    if (!/^\d+$/.test(jobId)) continue;
    const link = item.locator(search.cardTitle).first();
    if ((await link.count()) === 0) {
      await item.scrollIntoViewIfNeeded().catch(() => undefined);
      await link.waitFor({ state: 'attached', timeout: search.cardRenderTimeoutMs }).catch(() => undefined);
    }
    cards.push({ ...(await readCard(item, link)), jobId, url: new URL(selectors.job.path(jobId), baseUrl).toString() });
  }
  return cards;
}

/** Title, company and LinkedIn's "Applied" marker of one (rendered) card. */
async function readCard(item: Locator, link: Locator): Promise<Pick<JobCard, 'title' | 'company' | 'applied'>> {
  const { search } = selectors;
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  const title = (await link.count()) > 0 ? clean(await link.innerText()) : '';
  const lines = (await item.innerText()).split('\n').map(clean).filter(Boolean);
  const subtitle = item.locator(search.cardSubtitle).first();
  // The lockup subtitle while its class lasts; else the first line after the title's.
  const company =
    (await subtitle.count()) > 0
      ? clean(await subtitle.innerText())
          .split(' · ')[0]!
          .trim()
      : (lines.slice(lines.indexOf(title) + 1).find((line) => line !== title && !line.startsWith(title)) ?? '');
  return { title, company, applied: lines.some((line) => search.cardAppliedLine.test(line)) };
}
