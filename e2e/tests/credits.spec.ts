import { expect, test } from '../support/fixtures';
import { screenRecorder } from '../support/journey-recorder';
import { pythonJob, runFromCard } from '../support/sandbox-run';

// product §2.10: after a real run on the sandbox, the Credits page (opened from the header's
// credits) shows a −1 row for each job applied to, naming it and linking to its search, above the
// welcome credits; the balance matches the header's. This server sells no credits (no Stripe set
// up), so the page says, in plain words, that the administrator adds credits. axe-core checks the page.

const SCENARIO = { jobs: [pythonJob('9101'), pythonJob('9102')] };

test.describe.configure({ mode: 'serial' });
test.use({ sandboxRun: { scenario: SCENARIO } });

test('credits: the ledger shows what a run applied to, and the balance matches the header', async ({
  page,
  searchOnDashboard: { card, submittedJobIds },
}, testInfo) => {
  test.setTimeout(180_000);
  const shots = screenRecorder(page, testInfo, 'credits');
  await runFromCard(card);
  await expect(card).toContainText('2 jobs applied out of 5');
  // The dashboard's totals follow the run: today's count against the daily limit, before it is reached.
  const totals = page.getByRole('region', { name: 'Your applications' });
  await expect(totals.getByText('Sent today').locator('xpath=following-sibling::dd[1]')).toHaveText('2 of 50');
  await expect(totals.getByText('Went through').locator('xpath=following-sibling::dd[1]')).toHaveText(
    '100 % of those tried',
  );

  const header = page.getByRole('navigation', { name: 'Main' });
  await header.getByRole('link', { name: 'Credits: 8' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  const credits = page.getByRole('region', { name: 'Credits' });
  await expect(credits.getByText('You have 8 credits.')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Credits: 8' })).toBeVisible();

  const rows = credits.getByRole('row');
  await expect(rows).toHaveCount(4); // the header row and three changes
  const cells = async (index: number) => (await rows.nth(index).getByRole('cell').allTextContents()).slice(1);
  expect(await cells(1)).toEqual(['−1', 'Applied to Python Developer at Company 9102', '8']);
  expect(await cells(2)).toEqual(['−1', 'Applied to Python Developer at Company 9101', '9']);
  expect(await cells(3)).toEqual(['+10', 'Welcome credits', '10']);
  // The date comes with its time.
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(/\d{1,2}:\d\d:\d\d\s?[AP]M$/);
  await expect(credits.getByText('1 Job for 1 Credit')).toBeVisible();
  await expect(
    credits.getByText(
      'Buying credits is not available on this JobPilot. Credits are added by the administrator of this JobPilot.',
    ),
  ).toBeVisible();
  await expect(credits).not.toContainText('credits grant');
  await shots.screen('credits-after-run');

  // A charge links to the search it paid for.
  await credits.getByRole('link', { name: 'Applied to Python Developer at Company 9101' }).click();
  await expect(page).toHaveURL(/\/job-search\/\d+$/);
  await expect(page.getByText('2 jobs applied out of 5').first()).toBeVisible();

  expect(await submittedJobIds()).toEqual(['9101', '9102']);
});
