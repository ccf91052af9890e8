import type { FastifyBaseLogger } from 'fastify';
import type { Locator, Page } from 'playwright-core';
import { PageNotRecognised } from '../run-errors';
import { loadPage } from './page-load';
import { pollPage } from './poll';
import { selectors } from './selectors';

/** How the posting is applied to, as its page says it. */
type ApplyMethod =
  /**
   * The apply control, which opens LinkedIn's own apply dialog: the SDUI link to the apply flow, or
   * a button, which is Easy Apply unless its click leads off LinkedIn (openApplyDialog tells).
   */
  | { kind: 'apply'; control: Locator }
  /**
   * A link off LinkedIn (another host, LinkedIn's redirect, a new tab): the company's own site.
   * `href` is where the link points (LinkedIn's redirect as often as the company's page).
   */
  | { kind: 'external'; href: string }
  /** "No longer accepting applications". */
  | { kind: 'closed' }
  /** LinkedIn shows the account already applied ("See application", "Application submitted"). */
  | { kind: 'applied' }
  /** None of the above: LinkedIn shows something the bot does not know. */
  | { kind: 'unknown' };

export interface JobPosting {
  description: string;
  apply: ApplyMethod;
}

/**
 * Opens a posting (the classic two-pane page or the 2026 SDUI page) and reads what the bot decides
 * on: the description and how it is applied to, found by ids LinkedIn keeps, data attributes,
 * roles, names and texts (never by class alone, so a restyle does not blind the bot). `log` gets
 * the page's failed loads.
 */
export async function openPosting(page: Page, url: string, log: FastifyBaseLogger): Promise<JobPosting> {
  await loadPage(page, url, log);
  const { job } = selectors;
  const description = await pollPage(
    page,
    async () => {
      const node = page.locator(job.description).first();
      return (await node.count()) > 0 ? ((await node.innerText()) ?? '') : undefined;
    },
    5_000,
  );
  if (description === undefined) throw new PageNotRecognised(job.descriptionWhat);
  return { description: description.replace(/^\s*About the job\s*/i, '').trim(), apply: await applyMethod(page) };
}

async function applyMethod(page: Page): Promise<ApplyMethod> {
  const { job } = selectors;
  const applied =
    (await page.locator(job.appliedLink).count()) > 0 ||
    (await page.getByRole('link', { name: job.appliedName }).count()) > 0 ||
    (await page.getByText(job.appliedAnywhere).count()) > 0;
  if (applied) return { kind: 'applied' };
  if ((await page.getByText(job.closedText).count()) > 0) return { kind: 'closed' };

  // Found by its name ("Easy Apply", just "Apply", "Apply … on company website"); what it does
  // decides which it is, as the name no longer says "Easy" on every account.
  const control = page
    .getByRole('button', { name: job.applyName })
    .or(page.getByRole('link', { name: job.applyName }))
    .filter({ visible: true })
    .first();
  if ((await control.count()) === 0) return { kind: 'unknown' };
  const link = await control.evaluate((node: any) => ({
    href: typeof node.href === 'string' && node.getAttribute('href') ? String(node.href) : undefined,
    newTab: node.getAttribute('target') === '_blank',
  }));
  // A button shows what it does when clicked (the dialog, or a tab off LinkedIn).
  if (!link.href) return { kind: 'apply', control };
  const target = new URL(link.href, page.url());
  const offsite = target.origin !== new URL(page.url()).origin || job.offsitePaths.test(target.pathname);
  if (offsite || link.newTab) return { kind: 'external', href: target.href };
  // Within LinkedIn (the SDUI apply flow, /apply/?openSDUIApplyFlow=true): the page it opens decides.
  return { kind: 'apply', control };
}
