import type { Page } from 'playwright-core';
import type { TimePeriod } from '@app/shared/contract';
import { PageNotRecognised } from '../run-errors';
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
  /** 0-based; LinkedIn pages by `start` = 25 × page. */
  page: number;
}

/** The search URL with the filters: date posted, remote only (f_WT=2), Easy Apply only (f_AL=true). */
export function searchPageUrl(baseUrl: string, query: SearchPageQuery): string {
  const params = new URLSearchParams({
    keywords: query.keywords,
    location: query.location,
    f_TPR: TIME_FILTER[query.timePeriod],
  });
  if (query.remoteOnly) params.set('f_WT', '2');
  params.set('f_AL', 'true');
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

/** The cards of one results page; an empty list when LinkedIn says nothing (more) matches. */
export async function readResultsPage(page: Page, url: string, baseUrl: string): Promise<JobCard[]> {
  await page.goto(url);
  const { search } = selectors;
  const shown = await pollPage(
    page,
    async () => {
      if ((await page.locator(search.card).count()) > 0) return 'list' as const;
      if ((await page.locator(search.noResults).count()) > 0) return 'none' as const;
      return undefined;
    },
    5_000,
  );
  if (shown === 'none') return [];
  if (shown === undefined) throw new PageNotRecognised(search.what);
  return page
    .locator(search.card)
    .evaluateAll(
      // Runs in the page; the server compiles without the DOM library, so its nodes are untyped here.
      (items: any[], s) =>
        items.map((item) => {
          const link = item.querySelector(s.cardTitle);
          const subtitle = item.querySelector(s.cardSubtitle)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
          const marker = item.querySelector(s.cardApplied)?.textContent?.trim() ?? '';
          return {
            jobId: item.getAttribute(s.cardJobIdAttribute) ?? '',
            title: link?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
            company: subtitle.split('·')[0]?.trim() ?? '',
            url: link?.getAttribute('href') ?? '',
            applied: /^applied\b/i.test(marker),
          };
        }),
      {
        cardTitle: search.cardTitle,
        cardSubtitle: search.cardSubtitle,
        cardApplied: search.cardApplied,
        cardJobIdAttribute: search.cardJobIdAttribute,
      },
    )
    .then((cards) =>
      cards
        .filter((card) => /^\d+$/.test(card.jobId))
        .map((card) => ({ ...card, url: new URL(selectors.job.path(card.jobId), baseUrl).toString() })),
    );
}
