import { createHash } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '@app/shared/chromium';
import type { CompanySubmission } from '../company-sites/submissions';
import { startSandbox, type RunningSandbox } from '../server';
import { testJob } from './sandbox-client';

// Real Chromium through each company-site replica as a person applies: from the sandbox's LinkedIn
// job page through its external Apply (a new tab, LinkedIn's redirect) to the company's site on its
// own *.localhost host, fill, submit, see the system's confirmation; an empty required field shows
// the system's own words; a CAPTCHA variant cannot be sent. Gap: the real systems are on https,
// their CAPTCHAs are Google's and hCaptcha's own scripts; here they are local replicas.

const questions = [
  { id: 'why', kind: 'textarea', label: 'Why do you want to work here?' },
  { id: 'authorized', kind: 'yes-no', label: 'Are you legally authorized to work in Germany?' },
  { id: 'english', kind: 'select', label: 'English level', options: ['Conversational', 'Professional', 'Native'] },
  { id: 'stack', kind: 'multi-select', label: 'Which of these have you used?', options: ['Node.js', 'Go', 'Rust'] },
  { id: 'privacy', kind: 'checkbox', label: 'I have read the privacy notice.' },
];
const site = (system: string, extra: Record<string, unknown> = {}) => ({
  easyApply: false,
  companySite: { system, questions, ...extra },
});
const scenario = {
  jobs: [
    testJob('4100000001', { company: 'Acme', ...site('greenhouse', { layout: 'classic' }) }),
    testJob('4100000002', { company: 'Globex', ...site('greenhouse', { layout: 'job-boards' }) }),
    testJob('4100000003', { company: 'Initech', ...site('greenhouse', { layout: 'embed' }) }),
    testJob('4100000004', { company: 'Hooli', ...site('lever') }),
    testJob('4100000005', { company: 'Umbrella', layout: 'sdui', ...site('ashby') }),
    testJob('4100000006', { company: 'Stark', ...site('greenhouse', { layout: 'job-boards', captcha: true }) }),
    testJob('4100000007', { company: 'Wayne', ...site('lever', { captcha: true }) }),
    testJob('4100000008', { company: 'Pied Piper', ...site('ashby', { captcha: true }) }),
    testJob('4100000009', {
      company: 'Oscorp',
      ...site('greenhouse', { layout: 'job-boards', emailVerification: true }),
    }),
  ],
};

const resume = Buffer.from('%PDF-1.4\n% company-site resume\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const resumeFile = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: resume };
const sha256 = createHash('sha256').update(resume).digest('hex');

let sandbox: RunningSandbox;
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  sandbox = await startSandbox({ scenario });
  browser = await chromium.launch(chromiumLaunchOptions());
  context = await browser.newContext();
  const login = await context.newPage();
  await login.goto(`${sandbox.url}/login`);
  await login.fill('#username', 'person@example.com');
  await login.fill('#password', 'sandbox-pw');
  await login.click('button[type=submit]');
  await login.waitForURL(/\/feed\/$/);
  await login.close();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

const submissions = async (): Promise<CompanySubmission[]> =>
  (await fetch(`${sandbox.url}/__sandbox/company-submissions`)).json() as Promise<CompanySubmission[]>;

/** Opens the LinkedIn job page and follows its external Apply into the new tab, as a person does. */
async function followApply(jobId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${sandbox.url}/jobs/view/${jobId}/`);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /on company website/ }).click(),
  ]);
  await tab.waitForLoadState();
  await page.close();
  return tab;
}

it('classic Greenhouse: required errors in its words, then the confirmation and exactly what was sent', async () => {
  const page = await followApply('4100000001');
  expect(new URL(page.url()).host).toMatch(/^boards\.greenhouse\.io\.localhost:\d+$/);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.waitForSelector('.field-error-msg');
  expect(await page.locator('#first_name ~ .field-error-msg').textContent()).toBe('This field is required.');

  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.getByLabel('Location (City)').pressSequentially('Berl');
  await page.getByRole('option', { name: 'Berlin, Berlin, Germany' }).click();
  await page.locator('#resume').setInputFiles(resumeFile);
  await page.getByLabel('Why do you want to work here?').fill('Engines.');
  await page.getByLabel('Are you legally authorized to work in Germany?').selectOption({ label: 'Yes' });
  await page.getByLabel('English level').selectOption({ label: 'Native' });
  await page.getByRole('checkbox', { name: 'Node.js' }).check();
  await page.getByRole('checkbox', { name: 'Rust' }).check();
  await page.getByRole('checkbox', { name: 'I have read the privacy notice.' }).check();
  await page.getByLabel('Gender').selectOption({ label: 'Decline To Self Identify' });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByRole('heading', { name: 'Thank you for applying.' }).waitFor();

  const [sent] = (await submissions()).filter((s) => s.jobId === '4100000001');
  expect(sent).toMatchObject({
    system: 'greenhouse',
    layout: 'classic',
    applicant: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+49 30 1234567',
      location: 'Berlin, Berlin, Germany',
    },
    resume: { fileName: 'resume.pdf', sha256, size: resume.length },
    eeo: { Gender: 'Decline To Self Identify' },
  });
  expect(sent!.answers.map((a) => [a.questionId, a.value])).toEqual([
    ['why', 'Engines.'],
    ['authorized', 'Yes'],
    ['english', 'Native'],
    ['stack', ['Node.js', 'Rust']],
    ['privacy', 'Yes'],
  ]);
  const bytes = await fetch(`${sandbox.url}/__sandbox/company-submissions/${sent!.id}/files/job_application[resume]`);
  expect(Buffer.from(await bytes.arrayBuffer()).equals(resume)).toBe(true);
  await page.close();
}, 60_000);

/** Picks an option of a react-select combobox by typing and Enter, as a person would. */
async function choose(page: Page | import('playwright-core').Frame, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillJobBoards(page: Page | import('playwright-core').Frame) {
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await choose(page, 'Country', 'Germany +49');
  await page.getByLabel('Phone').fill('30 7654321');
  await page.getByRole('combobox', { name: 'Location (City)' }).pressSequentially('Muni');
  await page.getByRole('option', { name: 'Munich, Bavaria, Germany' }).click();
  await page.locator('#resume').setInputFiles(resumeFile);
  await page.getByLabel('Why do you want to work here?').fill('Compilers.');
  await choose(page, 'Are you legally authorized to work in Germany?', 'No');
  await choose(page, 'English level', 'Professional');
  await page.getByRole('checkbox', { name: 'Go' }).check();
  await page.getByRole('checkbox', { name: 'Yes' }).check();
  await choose(page, 'Veteran Status', "I don't wish to answer");
}

it('job-boards Greenhouse: errors under each field, then "Thank you for applying."', async () => {
  const page = await followApply('4100000002');
  expect(new URL(page.url()).host).toMatch(/^job-boards\.greenhouse\.io\.localhost:\d+$/);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.locator('#first_name-error').textContent()).resolves.toBe('This field is required.');
  expect(await page.locator('#first_name').getAttribute('aria-invalid')).toBe('true');
  await fillJobBoards(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.getByRole('heading', { name: 'Thank you for applying.' }).waitFor();
  const [sent] = (await submissions()).filter((s) => s.jobId === '4100000002');
  expect(sent).toMatchObject({
    layout: 'job-boards',
    applicant: { name: 'Grace Hopper', phone: '+49 30 7654321', location: 'Munich, Bavaria, Germany' },
    resume: { sha256 },
    eeo: { 'Veteran Status': "I don't wish to answer" },
  });
  expect(sent!.answers.find((a) => a.questionId === 'authorized')?.value).toBe('No');
  await page.close();
}, 60_000);

it("a company's own page embeds the Greenhouse board in #grnhse_app's iframe", async () => {
  const page = await followApply('4100000003');
  expect(new URL(page.url()).host).toMatch(/^www\.initech\.com\.localhost:\d+$/);
  expect(new URL(page.url()).searchParams.get('gh_jid')).toMatch(/^\d+$/);
  const frame = page.frameLocator('#grnhse_app iframe#grnhse_iframe');
  await frame.getByRole('button', { name: 'Submit application' }).waitFor();
  const inner = page.frames().find((f) => f.url().includes('/embed/job_app'))!;
  expect(new URL(inner.url()).host).toMatch(/^job-boards\.greenhouse\.io\.localhost:\d+$/);
  await fillJobBoards(inner);
  await inner.getByRole('button', { name: 'Submit application' }).click();
  await frame.getByRole('heading', { name: 'Thank you for applying.' }).waitFor();
  expect((await submissions()).filter((s) => s.jobId === '4100000003')).toHaveLength(1);
  await page.close();
}, 60_000);

it('Lever: the browser stops an empty required field, then "Application submitted!"; the same email again is "Application already received"', async () => {
  const page = await followApply('4100000004');
  expect(new URL(page.url()).host).toMatch(/^jobs\.lever\.co\.localhost:\d+$/);
  await page.getByRole('link', { name: 'Apply for this job' }).click();
  await page.waitForURL(/\/apply$/);
  await page.getByRole('button', { name: 'Submit application' }).click();
  expect(
    await page
      .locator('input[name=name]')
      .evaluate((el) => (el as unknown as { validationMessage: string }).validationMessage),
  ).toBe('Please fill out this field.');
  await page.locator('#resume-upload-input').setInputFiles(resumeFile);
  await page.getByLabel('Full name').fill('Linus Torvalds');
  await page.getByLabel('Email').fill('linus@example.com');
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByRole('combobox', { name: 'Current location' }).pressSequentially('Seat');
  await page.getByRole('option', { name: 'Seattle, Washington, United States' }).click();
  await page.getByLabel('Current company').fill('Transmeta');
  await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/linus');
  await page.getByLabel('GitHub URL').fill('https://github.com/torvalds');
  await page.getByLabel('Why do you want to work here?').fill('Kernels.');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('English level').selectOption('Native');
  await page.getByRole('checkbox', { name: 'Rust' }).check();
  await page.getByRole('checkbox', { name: 'I have read the privacy notice.' }).check();
  await page.getByPlaceholder('Add a cover letter or anything else you want to share.').fill('Hello.');
  await page.getByLabel('Gender').selectOption('Decline to self-identify');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.getByRole('heading', { name: 'Application submitted!' }).waitFor();
  expect(page.url()).toMatch(/\/thanks$/);
  const [sent] = (await submissions()).filter((s) => s.jobId === '4100000004');
  expect(sent).toMatchObject({
    system: 'lever',
    applicant: { name: 'Linus Torvalds', email: 'linus@example.com', location: 'Seattle, Washington, United States' },
    currentCompany: 'Transmeta',
    urls: { LinkedIn: 'https://www.linkedin.com/in/linus', GitHub: 'https://github.com/torvalds' },
    coverLetter: 'Hello.',
    resume: { sha256 },
    eeo: { Gender: 'Decline to self-identify' },
  });
  expect(sent!.answers.map((a) => a.value)).toEqual(['Kernels.', 'Yes', 'Native', ['Rust'], 'Yes']);

  // The same email applying again to this posting (whatever its case): Lever's words, nothing recorded.
  await page.goBack();
  await page.waitForURL(/\/apply$/);
  await page.reload();
  await page.locator('#resume-upload-input').setInputFiles(resumeFile);
  await page.getByLabel('Full name').fill('Linus Torvalds');
  await page.getByLabel('Email').fill('Linus@Example.com');
  await page.getByRole('combobox', { name: 'Current location' }).pressSequentially('Seat');
  await page.getByRole('option', { name: 'Seattle, Washington, United States' }).click();
  await page.getByLabel('Why do you want to work here?').fill('Kernels.');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('English level').selectOption('Native');
  await page.getByRole('checkbox', { name: 'Rust' }).check();
  await page.getByRole('checkbox', { name: 'I have read the privacy notice.' }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.getByRole('heading', { name: 'Application already received' }).waitFor();
  expect((await submissions()).filter((s) => s.jobId === '4100000004')).toHaveLength(1);
  await page.close();
}, 60_000);

it('Ashby: "Missing entry for required field", then the success message in place', async () => {
  const page = await followApply('4100000005');
  expect(new URL(page.url()).host).toMatch(/^jobs\.ashbyhq\.com\.localhost:\d+$/);
  await page.getByRole('link', { name: 'Apply for this Job' }).click();
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await submit.click();
  await page.getByText('Your form needs corrections').waitFor();
  expect(await page.locator('[data-field-path=_systemfield_name] [role=alert]').textContent()).toBe(
    'Missing entry for required field: Name',
  );
  await page.getByLabel('Name', { exact: true }).fill('Margaret Hamilton');
  await page.getByLabel('Email').fill('margaret@example.com');
  await page.locator('#_systemfield_resume').setInputFiles(resumeFile);
  await page.getByLabel('Phone Number').fill('+1 555 0199');
  await page.getByPlaceholder('Start typing...').pressSequentially('Austin');
  await page.getByRole('option', { name: 'Austin, Texas, United States' }).click();
  await page.getByLabel('Why do you want to work here?').fill('Apollo.');
  await page
    .getByRole('group', { name: 'Are you legally authorized to work in Germany?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await page.getByLabel('English level').selectOption('Native');
  await page.getByRole('checkbox', { name: 'Node.js' }).check();
  await page.getByRole('checkbox', { name: 'I have read the privacy notice.' }).check();
  await submit.click();
  await page
    .locator('.ashby-application-form-success-container')
    .getByText('Your application was successfully submitted.', { exact: false })
    .waitFor();
  const [sent] = (await submissions()).filter((s) => s.jobId === '4100000005');
  expect(sent).toMatchObject({
    system: 'ashby',
    applicant: { name: 'Margaret Hamilton', phone: '+1 555 0199', location: 'Austin, Texas, United States' },
    resume: { sha256 },
  });
  expect(sent!.answers.map((a) => a.value)).toEqual(['Apollo.', 'Yes', 'Native', ['Node.js'], 'Yes']);
  await page.close();
}, 60_000);

it('email verification: the board holds a complete application until the emailed code is typed in', async () => {
  const page = await followApply('4100000009');
  await fillJobBoards(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.getByText('A verification code was sent to grace@example.com.', { exact: false }).waitFor();
  expect((await submissions()).some((s) => s.jobId === '4100000009')).toBe(false);
  const mails = (await (await fetch(`${sandbox.url}/__sandbox/mailbox.json`)).json()) as { to: string; pin: string }[];
  const code = mails.find((m) => m.to === 'grace@example.com')!.pin;
  await page.getByRole('textbox', { name: 'Security code character 1' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.getByRole('heading', { name: 'Thank you for applying.' }).waitFor();
  expect((await submissions()).filter((s) => s.jobId === '4100000009')).toHaveLength(1);
  await page.close();
}, 60_000);

it('CAPTCHA variants: the challenge opens, never passes, and nothing is recorded', async () => {
  const before = (await submissions()).length;

  const greenhouse = await followApply('4100000006');
  await fillJobBoards(greenhouse);
  await greenhouse.getByRole('button', { name: 'Submit application' }).click();
  const challenge = greenhouse.frameLocator('iframe[title="recaptcha challenge expires in two minutes"]');
  await challenge.getByRole('button', { name: 'Image 1 of 9' }).click();
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await expect(challenge.getByRole('alert').textContent()).resolves.toBe('Please try again.');
  await greenhouse.getByRole('button', { name: 'Submit application' }).click();
  expect(greenhouse.url()).not.toContain('confirmation');

  const lever = await followApply('4100000007');
  await lever.getByRole('link', { name: 'Apply for this job' }).click();
  await lever.locator('#resume-upload-input').setInputFiles(resumeFile);
  await lever.getByLabel('Full name').fill('Bot Person');
  await lever.getByLabel('Email').fill('bot@example.com');
  await lever.getByRole('combobox', { name: 'Current location' }).fill('Berlin');
  await lever.getByLabel('Why do you want to work here?').fill('x');
  await lever.getByRole('radio', { name: 'No' }).check();
  await lever.getByLabel('English level').selectOption('Native');
  await lever.getByRole('checkbox', { name: 'Go' }).check();
  await lever.getByRole('checkbox', { name: 'I have read the privacy notice.' }).check();
  await lever.getByRole('button', { name: 'Submit application' }).click();
  await lever
    .frameLocator('iframe[title="Main content of the hCaptcha challenge"]')
    .getByRole('button', { name: 'Verify Answers' })
    .waitFor();
  expect(lever.url()).toMatch(/\/apply$/);
  // Sent past the page's script (the form's own submit), the server refuses it too.
  await lever.locator('#application-form').evaluate((form) => (form as unknown as { submit(): void }).submit());
  await lever.getByText('There was an error submitting your application.', { exact: false }).waitFor();
  expect(await lever.locator('.error-message').allTextContents()).toEqual([
    'Please complete the security check (hCaptcha) and submit again.',
  ]);

  const ashby = await followApply('4100000008');
  await ashby.getByRole('link', { name: 'Apply for this Job' }).click();
  await ashby.getByLabel('Name', { exact: true }).fill('Bot Person');
  await ashby.getByLabel('Email').fill('bot@example.com');
  await ashby.locator('#_systemfield_resume').setInputFiles(resumeFile);
  await ashby.getByLabel('Phone Number').fill('+1 555 0100');
  await ashby.getByPlaceholder('Start typing...').pressSequentially('Austin');
  await ashby.getByRole('option', { name: 'Austin, Texas, United States' }).click();
  await ashby.getByLabel('Why do you want to work here?').fill('x');
  await ashby
    .getByRole('group', { name: 'Are you legally authorized to work in Germany?' })
    .getByRole('button', { name: 'No' })
    .click();
  await ashby.getByLabel('English level').selectOption('Native');
  await ashby.getByRole('checkbox', { name: 'Go' }).check();
  await ashby.getByRole('checkbox', { name: 'I have read the privacy notice.' }).check();
  expect(await ashby.locator('.grecaptcha-badge').count()).toBe(1);
  await ashby.getByRole('button', { name: 'Submit Application' }).click();
  const refusal = ashby.locator('.ashby-application-form-failure-container');
  await refusal.waitFor();
  expect(await refusal.textContent()).toBe('Your application submission was flagged as possible spam.');

  expect((await submissions()).length).toBe(before);
}, 90_000);
