import { expect, test } from '@playwright/test';
import { sandbox } from '../support/api-user';
import { baseURL } from '../support/base-url';
import { screenRecorder } from '../support/journey-recorder';
import { enterMailedPin } from '../support/linkedin-pin';
import { pythonJob as job, userOnDashboard } from '../support/sandbox-run';

// product §4.12: the user schedules a search on its edit page (every day at a time, in UTC), the
// card shows the next run, and when the server's scheduler clock reaches that time the search
// starts by itself and applies on the sandbox; its next time, come while it still runs (held at
// LinkedIn's PIN: a `+verify` account), is skipped, never a second run. Paused, a later time passes
// without a start;
// Resume shows the next run again. The browser's clock is Playwright's; the server's scheduler
// clock is its test mode's (SCHEDULER_TEST_CLOCK, set by global setup), moved through
// POST /django/api/__test/scheduler-clock/. axe-core checks the new controls. Desktop and 375 px.

test.describe.configure({ mode: 'serial' });
test.afterAll(async () => {
  await sandbox('/__sandbox/reset');
});

/** Sets the server's scheduler clock and has it start what has come by then. */
async function serverClock(at: Date) {
  const res = await fetch(`${baseURL()}/django/api/__test/scheduler-clock/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: at.toISOString() }),
  });
  if (!res.ok) throw new Error(`scheduler clock: ${res.status} ${await res.text()}`);
}

const hhmm = (date: Date) => date.toISOString().slice(11, 16);

test('a scheduled search starts on time by itself, never twice at once, and not while paused', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const shots = screenRecorder(page, testInfo, 'schedules');
  // The start: the next whole minute at least five minutes from now, in UTC, every day.
  const startAt = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000);
  const time = hhmm(startAt);
  await page.clock.install({ time: new Date(startAt.getTime() - 4 * 60_000) });
  await serverClock(new Date(startAt.getTime() - 4 * 60_000));

  // "+verify": the sandbox asks the bot for a PIN when it signs in, so the run is held there.
  const email = `grace-${Date.now()}-${testInfo.project.name}+verify@example.com`;
  const { card, headers } = await userOnDashboard(page, request, {
    email,
    scenario: { jobs: [job('9401')] },
    maxJobs: 1,
  });
  await expect(card.getByText('Not Started', { exact: true })).toBeVisible();

  // The schedule, on the search's edit page, in its own section.
  await card.getByRole('button', { name: 'Edit Python Developer in Toronto' }).click();
  const section = page.getByRole('region', { name: 'Schedule' });
  await expect(section.getByText(/starts only when you start it/)).toBeVisible();
  for (const day of ['Saturday', 'Sunday']) await section.getByRole('checkbox', { name: day }).check();
  await section.getByLabel('Time of day').fill(time);
  await section.getByRole('combobox', { name: 'Time zone' }).fill('UTC');
  await section.getByRole('button', { name: 'Set Schedule' }).click();
  await expect(page.getByText('Schedule saved.')).toBeVisible();
  await expect(
    section.getByText(new RegExp(`^Runs every day at ${time} \\(UTC\\)\\. Next run: .*${time}\\.$`)),
  ).toBeVisible();
  await shots.screen('schedule-set');

  // On the dashboard: when it runs next, and a Pause button.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(card.getByText(`Runs every day at ${time} (UTC).`, { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pause Python Developer in Toronto' })).toBeVisible();
  await shots.screen('card-scheduled');

  // A second before: nothing. On time: it starts by itself and applies.
  await serverClock(new Date(startAt.getTime() - 1000));
  await page.clock.fastForward(4 * 60_000 - 1000);
  await page.reload();
  await expect(card.getByText('Not Started', { exact: true })).toBeVisible();
  await serverClock(startAt);
  await page.clock.fastForward(1000);
  const codeDialog = page.getByRole('dialog', { name: 'LinkedIn Verification Required' });
  await expect(codeDialog).toBeVisible({ timeout: 45_000 });

  // Its next time comes while it still runs: skipped, never a second run at once.
  await serverClock(new Date(startAt.getTime() + 24 * 3600_000));
  await enterMailedPin(codeDialog, email);
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  // Told live: no reload.
  await expect(card.getByText(/: Skipped a scheduled start: the search was still running\.$/)).toBeVisible();
  const searches = await (await request.get(`${baseURL()}/django/api/job-search/`, { headers })).json();
  expect(searches[0].schedule_log.map((line: { message: string }) => line.message)).toEqual([
    'Started on schedule.',
    'Skipped a scheduled start: the search was still running.',
  ]);
  const submissions = (await sandbox('/__sandbox/submissions')) as Array<{ jobId: string; account: string }>;
  expect(submissions.filter((s) => s.account === email).map((s) => s.jobId)).toEqual(['9401']);

  // Paused: a later day's time passes with no start; Resume brings the next run back.
  await card.getByRole('button', { name: 'Pause Python Developer in Toronto' }).click();
  await expect(card.getByText('Paused: it will not start on its own until you resume it.')).toBeVisible();
  const resume = card.getByRole('button', { name: 'Resume Python Developer in Toronto' });
  await expect(resume).toBeVisible();
  await shots.screen('card-paused');
  await serverClock(new Date(startAt.getTime() + 48 * 3600_000));
  await page.reload();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  await expect(card.getByText(/: Skipped a scheduled start: the search was still running\.$/)).toBeVisible();
  await resume.click();
  await expect(card.getByText(new RegExp(`Next run: .*${time}\\.$`))).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pause Python Developer in Toronto' })).toBeVisible();
});
