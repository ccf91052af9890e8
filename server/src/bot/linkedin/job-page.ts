import type { Locator, Page } from 'playwright-core';
import { PageNotRecognised } from '../run-errors';
import { pollPage } from './poll';
import { selectors } from './selectors';

/** How the posting is applied to, as its page says it. */
type ApplyMethod =
  /** LinkedIn's Easy Apply: the classic button or the SDUI link to the apply flow. */
  | { kind: 'easy_apply'; control: Locator }
  /** "Apply … on company website": not through LinkedIn. */
  | { kind: 'external' }
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
 * roles, names and texts (never by class alone, so a restyle does not blind the bot).
 */
export async function openPosting(page: Page, url: string): Promise<JobPosting> {
  await page.goto(url);
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

  // The target decides for the SDUI link (its text may be just "Apply").
  const flowLink = page.locator(job.easyApplyLink);
  if ((await flowLink.count()) > 0) return { kind: 'easy_apply', control: flowLink.first() };
  // The classic button: named "Easy Apply to <title> at <company>"; an external one with the same
  // class is named "… on company website".
  const controls = page
    .getByRole('button', { name: job.easyApplyName })
    .or(page.getByRole('link', { name: job.easyApplyName }));
  if ((await controls.count()) > 0) return { kind: 'easy_apply', control: controls.first() };
  const external = page
    .getByRole('button', { name: job.externalName })
    .or(page.getByRole('link', { name: job.externalName }));
  if ((await external.count()) > 0) return { kind: 'external' };
  return { kind: 'unknown' };
}
