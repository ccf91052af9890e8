import { createHash } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '@app/shared/chromium';
import { startSandbox, type RunningSandbox } from '../server';
import { parseScenario } from '../scenario/load';
import type { Submission } from '../state/submissions';
import { testJob } from './sandbox-client';

// One real-Chromium run through the whole flow, as the bot drives it: sign in, reuse the saved
// session in a fresh context, open a job, fill every step (errors first), upload a resume, submit.

const JOB_ID = '4012345678';
const scenario = parseScenario({
  jobs: [
    testJob(JOB_ID, {
      title: 'Senior Software Engineer',
      company: 'Acme & Sons',
      questions: [
        {
          id: 'years-python',
          type: 'numeric',
          label: 'How many years of work experience do you have with Python?',
          step: 1,
        },
        {
          id: 'authorized',
          type: 'radio',
          label: 'Are you legally authorized to work in Germany?',
          options: ['Yes', 'No'],
          step: 1,
        },
        {
          id: 'english',
          type: 'select',
          label: 'What is your level of proficiency in English?',
          options: ['Conversational', 'Professional', 'Native or bilingual'],
          step: 1,
        },
        { id: 'city', type: 'text', label: 'Which city do you currently live in?', step: 2 },
        { id: 'cover-letter', type: 'textarea', label: 'Cover letter', required: false, step: 2 },
        {
          id: 'ack',
          type: 'checkbox',
          label: 'I confirm that the information I provided is accurate.',
          options: ['I agree'],
          step: 2,
        },
      ],
    }),
  ],
});

const resume = Buffer.from('%PDF-1.4\n% a tiny test resume\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

let sandbox: RunningSandbox;
let browser: Browser;
beforeAll(async () => {
  sandbox = await startSandbox({ scenario });
  browser = await chromium.launch(chromiumLaunchOptions());
}, 30_000);
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

const modal = (page: Page) => page.locator('.jobs-easy-apply-modal');
const errors = (page: Page) => modal(page).locator('.artdeco-inline-feedback--error .artdeco-inline-feedback__message');
const fieldFor = (page: Page, label: string) => modal(page).locator('[data-test-form-element]', { hasText: label });

it('signs in, fills every Easy Apply step with a resume and records exactly what was sent', async () => {
  const first = await browser.newContext();
  const login = await first.newPage();
  await login.goto(`${sandbox.url}/login`);
  await login.fill('#username', 'bot.user@example.com');
  await login.fill('#password', 'sandbox-pw');
  await login.click('button[type=submit]');
  await login.waitForURL(/\/feed\/$/);
  const cookies = await first.cookies();
  expect(cookies.find((c) => c.name === 'li_at')?.httpOnly).toBe(true);
  await first.close();

  // A fresh context with the saved cookies goes straight in, as the bot's stored session does.
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(`${sandbox.url}/jobs/search/?keywords=software&location=Berlin&f_AL=true`);
  expect(page.url()).toContain('/jobs/search/');
  await page.locator(`li[data-occludable-job-id="${JOB_ID}"] .artdeco-entity-lockup__title a`).click();
  await page.waitForURL(`**/jobs/view/${JOB_ID}/`);
  await expect(page.locator('#job-details').textContent()).resolves.toContain('Build APIs');

  await page.click('button.jobs-apply-button[aria-label="Easy Apply to Senior Software Engineer at Acme & Sons"]');
  await modal(page).waitFor();
  // Dismissing a started application asks to save or discard, as LinkedIn does.
  await page.click('.artdeco-modal__dismiss');
  await page.click('button[data-control-name="discard_application_confirm_btn"]');
  await modal(page).waitFor({ state: 'hidden' });
  await page.click('button.jobs-apply-button');
  await modal(page).waitFor();

  // Contact info: the email and the member's country code are filled in; the phone is required and checked.
  expect(await modal(page).locator('select[id*="multipleChoice"]').first().inputValue()).toBe('bot.user@example.com');
  expect(await modal(page).locator('select[id*="phoneNumber-Country"]').inputValue()).toBe('United States (+1)');
  await page.click('button[aria-label="Continue to next step"]');
  expect(await errors(page).allTextContents()).toEqual(['Please enter a valid answer']);
  await modal(page).locator('select[id*="phoneNumber-Country"]').selectOption('Germany (+49)');
  await fieldFor(page, 'Mobile phone number').locator('input').fill('call me');
  await page.click('button[aria-label="Continue to next step"]');
  expect(await errors(page).allTextContents()).toEqual(['Enter a valid phone number']);
  await fieldFor(page, 'Mobile phone number').locator('input').fill('+49 30 1234567');
  await page.click('button[aria-label="Continue to next step"]');

  // Resume: required, then uploaded.
  await modal(page).getByRole('heading', { name: 'Resume' }).waitFor();
  await page.click('button[aria-label="Continue to next step"]');
  expect(await errors(page).allTextContents()).toEqual(['A resume is required']);
  await modal(page)
    .locator('input[type=file][id*="jobs-document-upload-file-input-upload-resume"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: resume });
  await page.click('button[aria-label="Continue to next step"]');

  // Question step 1: numeric checked as a whole number, radio and select required.
  await fieldFor(page, 'years of work experience').locator('input').fill('five');
  // Leaving the field shows its number rule at once (as LinkedIn does); then Next shows the rest.
  await page.keyboard.press('Tab');
  await errors(page).first().waitFor();
  await page.click('button[aria-label="Continue to next step"]');
  expect(await errors(page).allTextContents()).toEqual([
    'Enter a whole number between 0 and 99',
    'Please make a selection',
    'Please make a selection',
  ]);
  expect(await modal(page).locator('select option').first().textContent()).toBe('Select an option');
  await fieldFor(page, 'years of work experience').locator('input').fill('7');
  const radios = modal(page).locator('fieldset[data-test-form-builder-radio-button-form-component="true"]');
  // The title holds the question twice (an aria-hidden and a visually hidden copy); the legend adds "Required".
  const title = radios.locator('[data-test-form-builder-radio-button-form-component__title]');
  expect(await title.textContent()).toBe(
    'Are you legally authorized to work in Germany?Are you legally authorized to work in Germany?',
  );
  expect(await title.locator('.visually-hidden').textContent()).toBe('Are you legally authorized to work in Germany?');
  expect((await radios.locator('legend').textContent())?.replace(/\s+/g, ' ').trim()).toMatch(/\?Required$/);
  await radios.getByLabel('Yes').check();
  await fieldFor(page, 'proficiency in English').locator('select').selectOption('Professional');

  // Going back keeps what was entered.
  await page.click('button[aria-label="Continue to next step"]');
  await page.click('button[aria-label="Back to previous step"]');
  expect(await fieldFor(page, 'years of work experience').locator('input').inputValue()).toBe('7');
  await page.click('button[aria-label="Continue to next step"]');

  // Question step 2 is the last: its button is "Review your application".
  await expect(modal(page).locator('button[aria-label="Continue to next step"]').count()).resolves.toBe(0);
  await page.click('button[aria-label="Review your application"]');
  expect(await errors(page).allTextContents()).toEqual(['Please enter a valid answer', 'Please make a selection']);
  await page.getByLabel('Which city do you currently live in?').fill('Berlin');
  await page.getByLabel('Cover letter').fill('Dear Acme,\n<b>I would love to join.</b>');
  await fieldFor(page, 'I confirm').getByLabel('I agree').check();
  await page.click('button[aria-label="Review your application"]');

  // Review: unfollow the company, submit.
  await expect(modal(page).locator('[data-easy-apply-summary]').textContent()).resolves.toContain('cv.pdf');
  await page.uncheck('input#follow-company-checkbox');
  await page.click('button[aria-label="Submit application"]');
  await modal(page).getByText('Your application was sent to Acme & Sons!').waitFor();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.locator('.jobs-s-apply__application-link').waitFor();
  expect(await page.locator('.jobs-apply-button').count()).toBe(0);
  await context.close();

  const submissions = (await (await fetch(`${sandbox.url}/__sandbox/submissions`)).json()) as Submission[];
  expect(submissions).toEqual([
    {
      id: 1,
      jobId: JOB_ID,
      account: 'bot.user@example.com',
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      answers: [
        { questionId: 'years-python', label: 'How many years of work experience do you have with Python?', value: '7' },
        { questionId: 'authorized', label: 'Are you legally authorized to work in Germany?', value: 'Yes' },
        { questionId: 'english', label: 'What is your level of proficiency in English?', value: 'Professional' },
        { questionId: 'city', label: 'Which city do you currently live in?', value: 'Berlin' },
        { questionId: 'cover-letter', label: 'Cover letter', value: 'Dear Acme,\n<b>I would love to join.</b>' },
        { questionId: 'ack', label: 'I confirm that the information I provided is accurate.', value: 'I agree' },
      ],
      contact: { email: 'bot.user@example.com', phoneCountry: 'Germany (+49)', phone: '+49 30 1234567' },
      resume: { fileName: 'cv.pdf', sha256: createHash('sha256').update(resume).digest('hex'), size: resume.length },
      resumeSource: 'upload',
      followCompany: false,
      topChoice: null,
    },
  ]);
}, 45_000);

it("shows LinkedIn's daily-limit dialog after Easy Apply is clicked once the limit is reached", async () => {
  const limited = await startSandbox({ scenario, dailyLimit: 0 });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${limited.url}/login`);
    await page.fill('#username', 'capped@example.com');
    await page.fill('#password', 'pw');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/feed\/$/);
    await page.goto(`${limited.url}/jobs/view/${JOB_ID}/`);
    await page.click('.jobs-apply-button');
    await expect(modal(page).textContent()).resolves.toContain("You’ve reached today's Easy Apply limit");
    await expect(modal(page).getByRole('button', { name: 'Got it' }).count()).resolves.toBe(1);
    expect(await modal(page).locator('[data-test-form-element]').count()).toBe(0);
  } finally {
    await context.close();
    await limited.close();
  }
}, 20_000);
