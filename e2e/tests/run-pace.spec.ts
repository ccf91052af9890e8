import { expect, test } from '../support/fixtures';
import { screenRecorder } from '../support/journey-recorder';
import { enterMailedPin } from '../support/linkedin-pin';
import { recordTexts } from '../support/record-texts';
import { pythonJob as job } from '../support/sandbox-run';

// product §2.3 (pace and the daily limit): while a search runs, its page says why the bot takes its
// time, estimates the finish once an application has gone through, and shows today's count against
// the daily limit before the limit is reached. The bot is held at LinkedIn's PIN (a `+verify`
// account) so the line is checked mid-run; the rest is recorded live. axe-core checks the page.

test.use({
  sandboxRun: { scenario: { jobs: [job('8401'), job('8402'), job('8403'), job('8404')] }, emailTag: '+verify' },
});

test('pace: a running search shows its pace, its estimated finish and today’s count against the daily limit', async ({
  page,
  searchOnDashboard: { email: linkedin, card, submittedJobIds },
}, testInfo) => {
  test.setTimeout(180_000);
  const shots = screenRecorder(page, testInfo, 'run-pace');
  await card.getByRole('button', { name: /^View details of / }).click();
  await expect(page).toHaveURL(/\/job-search\/\d+$/);
  const paceTexts = await recordTexts(page, '[role="note"][aria-label="Pace"]');
  const pace = page.getByRole('note', { name: 'Pace' });
  await expect(pace).toHaveCount(0);

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const codeDialog = page.getByRole('dialog', { name: 'LinkedIn Verification Required' });
  await expect(codeDialog).toBeVisible({ timeout: 45_000 });
  // Before any application: why it takes its time, and the limit before it is reached.
  await expect(pace).toContainText('Pacing like a person');
  await expect(pace).toContainText('The finish is estimated after the first application.');
  await expect(pace).toContainText('Today: 0 of 50 applications a day.');
  await shots.screen('pace-before-the-first-application');

  await enterMailedPin(codeDialog, linkedin);

  await expect(page.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  expect(await submittedJobIds()).toEqual(['8401', '8402', '8403', '8404']);
  // The line is gone once the run ended; while it ran, it measured its pace from the applications
  // sent and counted them against today's limit (recorded live: a reload would have lost it).
  await expect(pace).toHaveCount(0);
  const seen = await paceTexts();
  expect(seen, 'the page was not reloaded').not.toBeNull();
  const measured = seen!.filter((text) => /about one application every .+ in this run\./.test(text));
  expect(measured.length, `pace lines seen: ${JSON.stringify(seen)}`).toBeGreaterThan(0);
  expect(measured.some((text) => /At this pace the \d+ remaining jobs? takes? about .+, until about /.test(text))).toBe(
    true,
  );
  expect(measured.some((text) => /Today: [1-3] of 50 applications a day\./.test(text))).toBe(true);
});
