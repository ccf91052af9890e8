import type { BrowserContext, Frame, Page } from 'playwright-core';
import { pollPage } from '../linkedin/poll';
import { PostingFailure } from '../run-errors';
import type { CompanySystem } from './company-apply';
import { companySiteReasons } from './company-site-reasons';
import { greenhouseSelectors as gh } from './greenhouse-selectors';
import { ashbySelectors as ab } from './ashby-selectors';
import { leverSelectors as lv } from './lever-selectors';

/** The company's site the apply control led to, in a tab of its own (the caller closes it). */
export interface OpenedCompanySite {
  page: Page;
  /** Where the site ended up, after LinkedIn's redirect and the company's own. */
  url: string;
  /** The system whose form the bot fills there, with the frame holding it; none for any other site. */
  form?: { system: CompanySystem; frame: Frame };
}

const LOAD_TIMEOUT_MS = 30_000;
/** How long a loaded page has to show a form the bot knows (a script may put in an embed late). */
const RECOGNISE_TIMEOUT_MS = 3_000;

/**
 * Opens where the apply control leads (LinkedIn's redirect is followed like any other) and
 * recognises the system by the page itself, not by its host: companies serve Greenhouse boards on
 * their own domain through Greenhouse's embed. A site that does not load is that posting's failure.
 */
export async function openCompanySite(context: BrowserContext, href: string): Promise<OpenedCompanySite> {
  const page = await context.newPage();
  try {
    await page.goto(href, { waitUntil: 'domcontentloaded', timeout: LOAD_TIMEOUT_MS });
  } catch (error) {
    await page.close().catch(() => undefined);
    throw new PostingFailure(companySiteReasons.didNotLoad(href), undefined, { cause: error });
  }
  // The embed's iframe is put in by Greenhouse's script; the page's load waits for such frames.
  await page.waitForLoadState('load', { timeout: LOAD_TIMEOUT_MS }).catch(() => undefined);
  const form = await pollPage(page, () => recognise(page), RECOGNISE_TIMEOUT_MS);
  return { page, url: page.url(), ...(form ? { form } : {}) };
}

/**
 * Greenhouse's board (newer or classic) on the page itself or its newer board in the embed iframe,
 * Lever's posting or apply page, or Ashby's posting or application; undefined until one shows
 * (Ashby's app draws its form a moment after the page loads).
 */
async function recognise(page: Page): Promise<OpenedCompanySite['form']> {
  if ((await page.locator(`${lv.recognise.applyForm}, ${lv.recognise.postingApply}`).count()) > 0)
    return { system: 'lever', frame: page.mainFrame() };
  if ((await page.locator(`${gh.recognise.jobBoardsForm}, ${gh.recognise.classicForm}`).count()) > 0)
    return { system: 'greenhouse', frame: page.mainFrame() };
  if ((await page.locator(`${ab.recognise.applicationForm}, ${ab.recognise.postingApply}`).count()) > 0)
    return { system: 'ashby', frame: page.mainFrame() };
  if ((await page.locator(gh.recognise.embedFrame).count()) > 0) {
    const frame = page.frames().find((f) => gh.recognise.embedFrameUrl.test(f.url()));
    if (frame && (await frame.locator(gh.recognise.jobBoardsForm).count()) > 0) return { system: 'greenhouse', frame };
  }
  return undefined;
}
