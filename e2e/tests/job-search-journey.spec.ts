import { expect, test, type Page } from '@playwright/test';
import { plural } from '@app/shared/format';
import { baseURL, sandboxURL } from '../support/base-url';
import { CUSTOM_INFORMATION, PHONE, REQUIRED_INFORMATION, RESUMES, SEARCH } from '../support/journey-applicant';
import { screenRecorder } from '../support/journey-recorder';

// A new user's whole journey against what `pnpm start` runs: the production builds, the real
// server (embedded database, live server, in-process bot) and the LinkedIn sandbox as its own
// process. Runs once per project: desktop (1280 px) and mobile (375 px).

const SIGNUP_CREDITS = 10;

/** The header's credits: beside the avatar on wide screens, beside the menu button below md (900 px). */
async function expectCredits(page: Page, credits: number) {
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText(`Credits: ${credits}`)).toBeVisible();
}

/**
 * Records, in order, every distinct "N jobs applied out of M" and "Credits: N" the page shows (the
 * header's credits are in the DOM on every screen size), so a test can see them move step by step.
 */
async function recordLiveTexts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    // Each figure's own element: its text starts with it (a percentage may follow the count).
    const note = () => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const own = node.parentElement?.textContent ?? '';
        const text = /^\d+ jobs? applied out of \d+|^Credits: \d+$/.exec(own)?.[0];
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    // Also proves the page was not reloaded: a reload loses this.
    (window as unknown as { journeyTexts: string[] }).journeyTexts = seen;
  });
  return async (kind: 'progress' | 'credits') => {
    const seen = await page.evaluate(() => (window as unknown as { journeyTexts?: string[] }).journeyTexts ?? null);
    return seen?.filter((text) => text.startsWith('Credits') === (kind === 'credits')) ?? null;
  };
}

test('a new user registers, configures a search, runs it with a LinkedIn PIN, applies more, stops and logs out', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  const shots = screenRecorder(page, testInfo);
  const mobile = testInfo.project.name === 'mobile';
  const stamp = `${Date.now()}-${testInfo.project.name}`;
  const email = `jane-${stamp}@example.com`;
  const password = 'correct horse battery';
  // A "+verify" sandbox account: LinkedIn asks for an emailed PIN at sign-in.
  const linkedinEmail = `jane-${stamp}+verify@example.com`;
  const searchName = SEARCH.terms.join(', ');

  // Register.
  await page.goto(`${baseURL()}/register`);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Jane');
  await page.getByLabel('Last name').fill('Doe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await shots.screen('register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful! You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Log in.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await shots.screen('login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('No job searches yet')).toBeVisible();
  await expect(page.getByText('No applications found.')).toBeVisible();
  await expectCredits(page, SIGNUP_CREDITS);
  await shots.screen('dashboard-empty');

  // Create Job Search: the settings are missing first.
  await page.getByRole('button', { name: 'Start a Job Search' }).click();
  await expect(page).toHaveURL(/\/job-search$/);
  await expect(page.getByRole('heading', { name: 'Create Job Search' })).toBeVisible();
  await expect(page.getByText('Please configure all settings (Resume, Extra Info) before proceeding.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Configure Resume (Not configured)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Job Search' })).toBeDisabled();
  await shots.screen('create-search-not-configured');

  // Upload a PDF and a DOCX; the newest upload becomes the default, then the PDF is made default again.
  await page.getByRole('button', { name: 'Configure Resume (Not configured)' }).click();
  const resumeDialog = page.getByRole('dialog', { name: 'Upload Resume' });
  await expect(resumeDialog.getByText('No resumes uploaded yet.')).toBeVisible();
  await resumeDialog.getByLabel('Resume file').setInputFiles(RESUMES.pdf);
  const resumes = resumeDialog.getByRole('list', { name: 'Your resumes' });
  await expect(resumes.getByRole('listitem')).toHaveCount(1);
  await resumeDialog.getByLabel('Resume file').setInputFiles(RESUMES.docx);
  await expect(resumes.getByRole('listitem')).toHaveCount(2);
  await expect(resumes.getByRole('listitem').first()).toContainText(RESUMES.docx.name);
  await expect(resumes.getByRole('listitem').first()).toContainText('Default');
  await resumeDialog.getByRole('button', { name: `Set Default: ${RESUMES.pdf.name}` }).click();
  await expect(resumeDialog.getByRole('button', { name: `Set Default: ${RESUMES.docx.name}` })).toBeVisible();
  await expect(resumes.getByRole('listitem').filter({ hasText: RESUMES.pdf.name })).toContainText('Default');
  await shots.screen('upload-resume');
  await resumeDialog.getByRole('button', { name: 'Done' }).click();
  await expect(resumeDialog).toBeHidden();
  // Configured: a tick and the default resume's name instead of "(Not configured)".
  const configureResume = page.getByRole('button', { name: /^Configure Resume jane-doe-resume/ });
  await expect(configureResume).toContainText('✓');

  // Additional Information with the custom questions the sandbox's postings ask.
  await page.getByRole('button', { name: 'Configure Extra Info (Not configured)' }).click();
  const extraDialog = page.getByRole('dialog', { name: 'Additional Information' });
  await extraDialog.getByLabel('Notice Period (days)').fill(REQUIRED_INFORMATION.noticePeriod);
  await extraDialog.getByLabel('Current Pay').fill(REQUIRED_INFORMATION.currentPay);
  await extraDialog.getByLabel('Expected Pay').fill(REQUIRED_INFORMATION.expectedPay);
  const addAnswer = extraDialog.getByRole('button', { name: 'Add', exact: true });
  for (const [question, answer] of CUSTOM_INFORMATION) {
    await extraDialog.getByLabel('Question').fill(question);
    await extraDialog.getByLabel('Answer').fill(answer);
    await addAnswer.click();
  }
  await expect(extraDialog.getByRole('list', { name: 'Custom information' }).getByRole('listitem')).toHaveCount(
    CUSTOM_INFORMATION.length,
  );
  await expect(addAnswer).toBeDisabled();
  await shots.screen('additional-information');
  await extraDialog.getByRole('button', { name: mobile ? 'Save' : 'Save Information', exact: true }).click();
  await expect(extraDialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Configure Extra Info Saved' })).toContainText('✓');
  await expect(page.getByText('Please configure all settings (Resume, Extra Info) before proceeding.')).toBeHidden();

  // Job preferences: one term by Enter, one by the Add button.
  const terms = page.getByLabel('Job Titles / Keywords');
  await terms.fill(SEARCH.terms[0]!);
  await terms.press('Enter');
  await terms.fill(SEARCH.terms[1]!);
  await page
    .getByRole('form', { name: 'Job preferences' })
    .getByRole('button', { name: 'Add job title or keyword' })
    .click();
  await expect(page.getByRole('list', { name: 'Job titles and keywords' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Job Location').fill(SEARCH.location);
  await page.getByLabel('Number of jobs to apply').fill(String(SEARCH.firstRun));
  await page.getByRole('radio', { name: 'Past Month' }).check();
  await shots.screen('create-search-filled');
  await page.getByRole('button', { name: 'Create Job Search' }).click();
  await expect(page.getByText('Job search created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const card = page.getByRole('article', { name: `Job search: ${searchName}` });
  await expect(card).toContainText(`0 jobs applied out of ${SEARCH.firstRun}`);
  await expect(card.getByText('Not Started', { exact: true })).toBeVisible();
  await expect(card.getByText(SEARCH.location, { exact: true })).toBeVisible();
  await expect(card.getByText('Past Month', { exact: true })).toBeVisible();
  await shots.screen('dashboard-not-started');

  // Start: no LinkedIn credentials yet, so the credentials dialog comes first.
  const liveTexts = await recordLiveTexts(page);
  await card.getByRole('button', { name: 'Start' }).click();
  const credentialsDialog = page.getByRole('dialog', { name: 'LinkedIn Credentials' });
  await credentialsDialog.getByLabel('LinkedIn Email').fill(linkedinEmail);
  await credentialsDialog.getByLabel('LinkedIn Password', { exact: true }).fill('sandbox-password');
  await shots.screen('linkedin-credentials');
  await credentialsDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(credentialsDialog).toBeHidden();

  // The bot signs in to the sandbox, which emails a PIN; the app asks for it.
  const codeDialog = page.getByRole('dialog', { name: 'LinkedIn Verification Required' });
  await expect(codeDialog).toBeVisible({ timeout: 45_000 });
  await expect(card.getByText('Running', { exact: true })).toBeVisible();
  await expect(codeDialog.getByRole('timer')).toContainText(/Time remaining: \d+ seconds/);
  await shots.screen('linkedin-verification');

  const mailbox = await context.newPage();
  await mailbox.goto(`${sandboxURL()}/__sandbox/mailbox`);
  const mail = mailbox.getByRole('listitem').filter({ hasText: linkedinEmail }).first();
  await expect(mail).toBeVisible();
  const pin = /Use this code to verify your sign-in: (\d{6})/.exec((await mail.textContent()) ?? '')?.[1];
  expect(pin, 'the PIN in the sandbox mailbox').toMatch(/^\d{6}$/);
  await shots.screenshot('sandbox-mailbox', mailbox);
  await mailbox.close();

  const codeInput = codeDialog.getByPlaceholder('Enter 6-digit code');
  await codeInput.fill(pin!);
  await codeInput.press('Enter');
  await expect(page.getByText('Successfully logged into LinkedIn!')).toBeVisible({ timeout: 30_000 });
  await expect(codeDialog).toBeHidden();

  // Progress, badge and credits move live, without a reload.
  await expect(card).toContainText(`${SEARCH.firstRun} jobs applied out of ${SEARCH.firstRun}`, { timeout: 45_000 });
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Completed: applied to ${SEARCH.firstRun} jobs, the number you asked for.`);
  const counts = Array.from({ length: SEARCH.firstRun + 1 }, (_, n) => n);
  expect(await liveTexts('progress'), 'each application counted live on the card').toEqual(
    counts.map((n) => `${plural(n, 'job')} applied out of ${SEARCH.firstRun}`),
  );
  expect(await liveTexts('credits'), 'each credit taken off live in the header').toEqual(
    counts.map((n) => `Credits: ${SIGNUP_CREDITS - n}`),
  );
  await expectCredits(page, SIGNUP_CREDITS - SEARCH.firstRun);
  const recent = page.getByRole('list', { name: 'Recent applications' });
  await expect(recent.getByRole('listitem')).toHaveCount(SEARCH.firstRun);
  await expect(card.getByRole('button', { name: 'Apply More' })).toBeVisible();
  await shots.screen('dashboard-completed');

  // The details: every application with the answers the bot gave and where each came from.
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/job-search\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Search Details' })).toBeVisible();
  await expect(page.getByText('Latest Results')).toBeVisible();
  const applications = page.getByRole('list', { name: 'Applications', exact: true }).getByRole('listitem');
  await expect(applications).toHaveCount(SEARCH.firstRun);
  for (let i = 0; i < SEARCH.firstRun; i += 1) {
    const application = applications.nth(i);
    await expect(application.getByText('Applied', { exact: true })).toBeVisible();
    // Each application's answers are folded until asked for (product §2.7).
    await application.getByRole('button', { name: /^Show answers \(\d+\)$/ }).click();
    const answers = application.getByRole('definition');
    await expect(application.getByRole('term').filter({ hasText: 'Mobile phone number' })).toBeVisible();
    // The phone is typed from the user's data once; LinkedIn keeps it, and later forms come filled in.
    const phoneSource = /\((from your custom information|already filled in by LinkedIn)\)$/;
    await expect(answers.filter({ hasText: PHONE }).filter({ hasText: phoneSource })).toHaveCount(1);
    // LinkedIn selects the account's own email itself.
    await expect(answers.filter({ hasText: `${linkedinEmail} (already filled in by LinkedIn)` })).toHaveCount(1);
    await expect(
      application.getByRole('term').filter({ hasText: /^How many years of work experience do you have with / }),
    ).not.toHaveCount(0);
    await expect(answers.filter({ hasText: /\(from your resume\)$/ })).not.toHaveCount(0);
  }
  await shots.screen('search-details');

  // Apply More from the details page: the saved session cookies sign in without a PIN this time.
  const firstRunEnd = SEARCH.firstRun + 5;
  const liveTextsOnDetails = await recordLiveTexts(page);
  await page.getByRole('button', { name: 'Apply More' }).click();
  const applyMoreDialog = page.getByRole('dialog', { name: 'Apply to More Jobs' });
  await expect(applyMoreDialog.getByLabel('Number of additional jobs')).toHaveValue('5');
  await expect(applyMoreDialog).toContainText(`The search will apply to up to ${firstRunEnd} jobs in total.`);
  await shots.screen('apply-more');
  await applyMoreDialog.getByRole('button', { name: 'Start Applying' }).click();
  await expect(applyMoreDialog).toBeHidden();
  await expect(page.getByText('Updating...')).toBeVisible({ timeout: 30_000 });

  // Stop once the run has applied to one more job; it ends after the application in progress.
  // waitFor checks on every frame, so Stop is pressed while the run still has jobs left to try.
  await page.getByText(`${SEARCH.firstRun + 1} jobs applied out of ${firstRunEnd}`).waitFor({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await shots.screen('stopping');
  const stoppedNote = page.getByText(/^Stopped by you after applying to \d+ jobs?\.$/);
  await expect(stoppedNote).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('Latest Results')).toBeVisible();
  const applied = Number(
    /(\d+) jobs? applied out of/.exec((await page.getByText(/jobs? applied out of/).textContent()) ?? '')?.[1],
  );
  expect(applied).toBeGreaterThan(SEARCH.firstRun);
  expect(applied).toBeLessThan(firstRunEnd);
  expect(await liveTextsOnDetails('progress')).toContain(`${SEARCH.firstRun + 1} jobs applied out of ${firstRunEnd}`);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await shots.screen('search-details-stopped');

  // Back on the dashboard: the card and the header agree with what was applied.
  await page.getByRole('button', { name: '← Back to Dashboard' }).click();
  await expect(card).toContainText(`${applied} jobs applied out of ${firstRunEnd}`);
  await expect(card.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectCredits(page, SIGNUP_CREDITS - applied);
  await shots.screen('dashboard-stopped');

  // Log out.
  if (mobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await shots.screen('mobile-menu');
    await page.getByRole('menu', { name: 'Menu' }).getByRole('menuitem', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await shots.screen('account-menu');
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Logout' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await shots.screen('logged-out');
});
