import type { Page } from 'playwright-core';
import { PageNotRecognised } from '../run-errors';
import { pollPage } from './poll';
import { selectors } from './selectors';

export interface JobPosting {
  description: string;
  /** LinkedIn shows the account already applied ("Applied …", "You applied on …"). */
  applied: boolean;
}

/** Opens a posting and reads what the bot decides on. */
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
  if (description === undefined) throw new PageNotRecognised('the job description (.jobs-description-content__text)');
  const marker = page.locator(job.appliedMarker).first();
  const applied =
    ((await marker.count()) > 0 && job.appliedText.test((await marker.innerText()).trim())) ||
    (await page.getByText(job.appliedAnywhere).count()) > 0;
  return { description: description.trim(), applied };
}
