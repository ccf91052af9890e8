import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '@app/shared/chromium';
import { startSandbox, type RunningSandbox } from '../server';
import { parseScenario } from '../scenario/load';
import type { Submission } from '../state/submissions';
import { testJob } from './sandbox-client';

// The parts of today's Easy Apply dialog that trip bots up, in real Chromium: the city typeahead,
// saved-resume cards, the member's phone country, the lone consent checkbox, the top-choice step
// and the follow-company box.

const questions = [
  {
    id: 'city',
    type: 'typeahead',
    label: 'Location (city)',
    options: ['Berlin, Berlin, Germany', 'Berlin, Connecticut, United States', 'Munich, Bavaria, Germany'],
  },
  {
    id: 'terms',
    type: 'consent',
    label: 'I agree to the terms and privacy policy of this employer.',
    options: ['I Agree Terms & Conditions'],
  },
];
const scenario = parseScenario({
  accounts: [
    { email: 'canada@example.com', password: 'pw', country: 'Canada' },
    { email: 'premium@example.com', password: 'pw', topChoiceStep: true },
  ],
  jobs: ['501', '502'].map((id) => testJob(id, { company: `Company ${id}`, questions })),
});
const pdf = Buffer.from('%PDF-1.4\n% resume\n%%EOF\n');

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
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
});

const next = 'button[aria-label="Continue to next step"]';
const review = 'button[aria-label="Review your application"]';
const modal = (page: Page) => page.locator('.jobs-easy-apply-modal');
const errors = (page: Page) => modal(page).locator('.artdeco-inline-feedback--error .artdeco-inline-feedback__message');
const json = async <T>(path: string): Promise<T> => (await fetch(sandbox.url + path)).json() as Promise<T>;

async function signedIn(email: string, password = 'pw') {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(5_000);
  await page.goto(`${sandbox.url}/login`);
  await page.fill('#username', email);
  await page.fill('#password', password);
  await page.click('button[type=submit]');
  await page.waitForURL(/\/feed\/$/);
  return { page, close: () => context.close() };
}

async function openDialog(page: Page, jobId: string) {
  await page.goto(`${sandbox.url}/jobs/view/${jobId}/`);
  await page.click('button.jobs-apply-button');
  await modal(page).waitFor();
}

async function contactStep(page: Page) {
  await modal(page).getByLabel('Mobile phone number').fill('555 123 4567');
  await page.click(next);
}

/** Answers the question step: a suggestion chosen, the consent ticked. */
async function questionStep(page: Page) {
  const city = modal(page).getByRole('combobox', { name: 'Location (city)' });
  await city.pressSequentially('berl');
  await modal(page).getByRole('option', { name: 'Berlin, Berlin, Germany' }).click();
  await modal(page).getByLabel('I Agree Terms & Conditions').check();
}

it('a typed city is refused until a suggestion is chosen; the open list covers "Next"', async () => {
  const { page, close } = await signedIn('typeahead@example.com', 'pw');
  try {
    await openDialog(page, '501');
    await contactStep(page);
    await modal(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.click(next);

    const city = modal(page).getByRole('combobox', { name: 'Location (city)' });
    expect(await city.getAttribute('id')).toContain('GEO-LOCATION');
    expect(await city.getAttribute('data-test-single-typeahead-input')).toBe('');
    await city.pressSequentially('Berlin');
    const listbox = modal(page).getByRole('listbox');
    await listbox.waitFor();
    expect(await city.getAttribute('aria-expanded')).toBe('true');
    expect(await listbox.getByRole('option').allTextContents()).toEqual([
      'Berlin, Berlin, Germany',
      'Berlin, Connecticut, United States',
    ]);
    // The open list lies over the step button: a click cannot reach it.
    await expect(page.click(review, { timeout: 1_500 })).rejects.toThrow(/intercepts pointer events|Timeout/);

    // Closed without a choice, the typed text alone does not pass.
    await city.press('Escape');
    await modal(page).getByLabel('I Agree Terms & Conditions').check();
    await page.click(review);
    expect(await errors(page).allTextContents()).toEqual(['Please enter a valid answer']);

    await city.fill('');
    await city.pressSequentially('conn');
    await modal(page).getByRole('option', { name: 'Berlin, Connecticut, United States' }).click();
    expect(await city.inputValue()).toBe('Berlin, Connecticut, United States');
    await page.click(review);
    await page.uncheck('#follow-company-checkbox');
    await page.click('button[aria-label="Submit application"]');
    await modal(page).getByText('Your application was sent').waitFor();
    const [submission] = await json<Submission[]>('/__sandbox/submissions');
    expect(submission!.answers).toEqual([
      { questionId: 'city', label: 'Location (city)', value: 'Berlin, Connecticut, United States' },
      {
        questionId: 'terms',
        label: 'I agree to the terms and privacy policy of this employer.',
        value: 'I Agree Terms & Conditions',
      },
    ]);
  } finally {
    await close();
  }
}, 30_000);

it('a lone required consent checkbox answers "Select checkbox to proceed" until ticked', async () => {
  const { page, close } = await signedIn('consent@example.com', 'pw');
  try {
    await openDialog(page, '501');
    await contactStep(page);
    await modal(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.click(next);
    const element = modal(page).locator('[data-test-form-element]', { hasText: 'terms and privacy' });
    expect(await element.locator('fieldset').count()).toBe(0);
    expect(await element.locator('span[data-test-checkbox-form-required="true"]').textContent()).toBe('Required');
    const city = modal(page).getByRole('combobox', { name: 'Location (city)' });
    await city.pressSequentially('muni');
    await modal(page).getByRole('option', { name: 'Munich, Bavaria, Germany' }).click();
    await page.click(review);
    expect(await errors(page).allTextContents()).toEqual(['Select checkbox to proceed']);
  } finally {
    await close();
  }
}, 30_000);

it('keeps uploaded resumes in the account and offers them as cards, the latest selected', async () => {
  const { page, close } = await signedIn('cards@example.com', 'pw');
  try {
    await openDialog(page, '501');
    await contactStep(page);
    expect(await modal(page).locator('.jobs-document-upload-redesign-card__container').count()).toBe(0);
    await modal(page).locator('input[type=file][id*="jobs-document-upload-file-input-upload-resume"]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.click(next);
    await questionStep(page);
    await page.click(review);
    await page.click('button[aria-label="Submit application"]');
    await modal(page).getByText('Your application was sent').waitFor();

    // The next application shows the saved resume as a card, selected, with the upload input beside it.
    await openDialog(page, '502');
    await contactStep(page);
    const cards = modal(page).locator('.jobs-document-upload-redesign-card__container');
    expect(await cards.count()).toBe(1);
    expect(await cards.first().getAttribute('aria-label')).toBe('Selected');
    expect(await cards.locator('.jobs-document-upload-redesign-card__file-name').textContent()).toBe('cv.pdf');
    expect(await modal(page).getByRole('radio', { name: 'Deselect resume cv.pdf' }).isChecked()).toBe(true);
    expect(await modal(page).locator('input[type=file]').count()).toBe(1);
    await page.click(next);
    await questionStep(page);
    await page.click(review);
    await page.click('button[aria-label="Submit application"]');
    await modal(page).getByText('Your application was sent').waitFor();

    const submissions = await json<Submission[]>('/__sandbox/submissions');
    expect(submissions.map((s) => [s.resume?.fileName, s.resumeSource])).toEqual([
      ['cv.pdf', 'upload'],
      ['cv.pdf', 'saved'],
    ]);
    const accounts = await json<Array<{ email: string; resumes: Array<{ fileName: string }> }>>('/__sandbox/accounts');
    expect(accounts.find((a) => a.email === 'cards@example.com')!.resumes.map((r) => r.fileName)).toEqual(['cv.pdf']);
  } finally {
    await close();
  }
}, 40_000);

it('an upload of a file the account already holds is kept again, a second copy', async () => {
  const { page, close } = await signedIn('twice@example.com', 'pw');
  try {
    for (const jobId of ['501', '502']) {
      await openDialog(page, jobId);
      await contactStep(page);
      await modal(page)
        .locator('input[type=file]')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
      await page.click(next);
      await questionStep(page);
      await page.click(review);
      await page.click('button[aria-label="Submit application"]');
      await modal(page).getByText('Your application was sent').waitFor();
    }
    const accounts = await json<Array<{ email: string; resumes: unknown[] }>>('/__sandbox/accounts');
    expect(accounts.find((a) => a.email === 'twice@example.com')!.resumes).toHaveLength(2);
  } finally {
    await close();
  }
}, 40_000);

it("pre-selects the member's country as the phone country code", async () => {
  const { page, close } = await signedIn('canada@example.com');
  try {
    await openDialog(page, '501');
    const country = modal(page).getByLabel('Phone country code');
    expect(await country.inputValue()).toBe('Canada (+1)');
    // Many countries share +1; the list names each.
    const plusOne = (await country.locator('option').allTextContents()).filter((o) => o.includes('(+1)'));
    expect(plusOne.length).toBeGreaterThanOrEqual(20);
  } finally {
    await close();
  }
}, 30_000);

it('asks some accounts to mark the job as a top choice, unticked; the review step follows the company by default', async () => {
  const { page, close } = await signedIn('premium@example.com');
  try {
    await openDialog(page, '501');
    await contactStep(page);
    await modal(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.click(next);
    await questionStep(page);
    await page.click(next);
    await modal(page).getByRole('heading', { name: 'Mark this job as a top choice' }).waitFor();
    const box = modal(page).getByRole('checkbox', { name: 'Mark job as a top choice' });
    expect(await box.getAttribute('aria-checked')).toBe('false');
    await page.click(review);
    expect(await modal(page).locator('input#follow-company-checkbox').isChecked()).toBe(true);
    await page.click('button[aria-label="Submit application"]');
    await modal(page).getByText('Your application was sent').waitFor();
    const [submission] = await json<Submission[]>('/__sandbox/submissions');
    expect(submission).toMatchObject({ topChoice: false, followCompany: true });
  } finally {
    await close();
  }
}, 30_000);
