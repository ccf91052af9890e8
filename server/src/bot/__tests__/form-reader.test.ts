import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { BrowserContext, Page } from 'playwright-core';
import { DEFAULT_CHROMIUM_PATH } from '@app/shared/chromium';
import { scenarioSchema, startSandbox, type RunningSandbox, type ScenarioInput } from 'linkedin-sandbox';
import { buildPdf } from '@test/helpers/resume-fixtures';
import { BrowserPool } from '../browser-pool';
import { openApplyDialog } from '../linkedin/apply-dialog';
import { learnNumberRule, readStepFields, type FieldOnPage } from '../linkedin/easy-apply-form';
import { openPosting } from '../linkedin/job-page';
import { selectors } from '../linkedin/selectors';

// The form reader and the job page in real Chromium against the sandbox, on both job-page layouts
// (classic modal and 2026 SDUI flow) for an account whose buttons read just "Apply": the whole
// field is read (help line, placeholder, LinkedIn's number rule, bounds, saved answers, labels
// without "Required"), and Easy Apply is told from an external application by what the control does.
// The gap: LinkedIn itself cannot be reached from tests; the sandbox follows its public captures.

/** No failed load is expected here: the sandbox serves every page at once. */
const log = pino({ level: 'silent' });

const KOTLIN = 'Roughly how long have you worked hands-on with Kotlin?';
const GO = 'How much commercial Go experience can you show?';
const PERMIT = 'Would you need our help with a work permit for the Netherlands?';
const OFFICE = 'Which of our hubs could you reach each day?';
const REFERRER = 'Name of the colleague who referred you';
const SELF_ID = 'Gender (voluntary self-identification)';
const SHIFTS = 'Which shift patterns suit you?';

const questions: NonNullable<ScenarioInput['jobs'][number]['questions']> = [
  { id: 'kotlin', type: 'numeric', label: KOTLIN, description: 'In full years of paid work', min: 0, max: 40 },
  {
    id: 'go',
    type: 'numeric',
    label: GO,
    description: 'Years, one decimal allowed',
    placeholder: 'e.g. 2.5',
    decimal: true,
  },
  { id: 'permit', type: 'radio', label: PERMIT, options: ['Yes', 'No'], saved: 'No' },
  { id: 'office', type: 'select', label: OFFICE, options: ['Utrecht', 'Eindhoven', 'Delft'], saved: 'Delft' },
  { id: 'referrer', type: 'text', label: REFERRER, saved: 'Grace Hopper', required: false },
  {
    id: 'gender',
    type: 'select',
    label: SELF_ID,
    options: ['Female', 'Male', 'Non-binary', "I don't wish to answer"],
    saved: "I don't wish to answer",
  },
  { id: 'shifts', type: 'checkbox', label: SHIFTS, options: ['Early', 'Late', 'Night'] },
];

const job = (id: string, overrides: Partial<ScenarioInput['jobs'][number]>) => ({
  id,
  title: 'Mobile Engineer',
  company: `Firm ${id}`,
  location: 'Utrecht, Netherlands',
  description: 'We build Android apps in Kotlin and services in Go.',
  questions,
  ...overrides,
});

let sandbox: RunningSandbox;
let pool: BrowserPool;
let context: BrowserContext;
let page: Page;
let dir: string;
let resume: string;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    scenario: scenarioSchema.parse({
      newAccounts: { country: 'Germany', applyButtonText: 'Apply', phone: '+49 151 23456789' },
      jobs: [
        job('8101', { layout: 'classic' }),
        job('8102', { layout: 'sdui' }),
        job('8103', { layout: 'classic', easyApply: false, listedAsEasyApply: true }),
        job('8104', { layout: 'sdui', easyApply: false, listedAsEasyApply: true }),
      ],
    }),
  });
  dir = await mkdtemp(path.join(tmpdir(), 'form-reader-'));
  resume = path.join(dir, 'cv.pdf');
  await writeFile(resume, buildPdf('Ada Lovelace, Mobile Engineer'));
  pool = new BrowserPool(DEFAULT_CHROMIUM_PATH);
  context = await pool.newContext();
  page = await context.newPage();
  await page.goto(`${sandbox.url}/login`);
  await page.locator(selectors.login.email).first().fill('reader@example.com');
  await page.locator(selectors.login.password).first().fill('reader-pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/feed/);
});

afterAll(async () => {
  await context?.close();
  await pool?.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

const noPause = { action: async () => undefined, page: async () => undefined };

/** Opens the posting's dialog through its "Apply" control and reads each step up to the questions. */
async function readDialog(id: string) {
  const posting = await openPosting(page, `${sandbox.url}/jobs/view/${id}/`, log);
  expect(posting.apply.kind).toBe('apply');
  if (posting.apply.kind !== 'apply') throw new Error('no apply control');
  const opened = await openApplyDialog(page, posting.apply.control, noPause as never);
  if (opened.kind !== 'form') throw new Error(`opened ${opened.kind}`);
  const contact = await readStepFields(opened.dialog);
  await opened.dialog.locator(selectors.modal.next).click();
  await opened.dialog.locator(selectors.modal.resumeInput).setInputFiles(resume);
  await opened.dialog.locator(selectors.modal.next).click();
  await opened.dialog.getByText(KOTLIN).first().waitFor();
  // A number field's rule as LinkedIn states it once a non-number is typed (the field cleared again).
  const questions = [];
  for (const field of await readStepFields(opened.dialog)) {
    if (field.question.kind === 'numeric') expect(field.question.wholeNumber).toBeUndefined();
    questions.push((await learnNumberRule(field)) ?? field);
  }
  return { contact, questions, dialog: opened.dialog };
}

const byLabel = (fields: FieldOnPage[], label: string) => fields.find((f) => f.question.label === label)!;

describe.each(['8101', '8102'])('posting %s (classic, then SDUI) with buttons reading "Apply"', (id) => {
  let read: Awaited<ReturnType<typeof readDialog>>;
  beforeAll(async () => {
    read = await readDialog(id);
  }, 60_000);

  it('keeps what LinkedIn filled in on the contact step: email, phone country, saved phone', () => {
    const phone = byLabel(read.contact, 'Mobile phone number');
    expect(phone.current).toEqual(['+49 151 23456789']);
    const country = byLabel(read.contact, 'Phone country code');
    expect([country.current, country.phoneCountry]).toEqual([['Germany (+49)'], true]);
    expect(phone.phoneCountry).toBe(false);
  });

  it('reads a whole-number field: help line, LinkedIn’s rule and bounds from its message, nothing typed left', async () => {
    const kotlin = byLabel(read.questions, KOTLIN);
    expect(kotlin.question).toMatchObject({
      kind: 'numeric',
      required: true,
      description: 'In full years of paid work',
      hints: ['Enter a whole number between 0 and 40'],
      wholeNumber: true,
      min: 0,
      max: 40,
      current: [],
    });
    expect(await kotlin.element.locator('input').inputValue()).toBe('');
  });

  it('reads a decimal field with its placeholder, and the page refuses 1.5 only in the whole-number one', async () => {
    const go = byLabel(read.questions, GO);
    expect(go.question).toMatchObject({
      kind: 'numeric',
      description: 'Years, one decimal allowed',
      placeholder: 'e.g. 2.5',
      hints: ['Enter a decimal number larger than 0.0'],
      wholeNumber: false,
      min: 0,
    });
    expect(go.question.max).toBeUndefined();
    for (const label of [GO, KOTLIN]) {
      const input = byLabel(read.questions, label).element.locator('input');
      await input.fill('1.5');
      await input.blur();
    }
    const kotlin = byLabel(read.questions, KOTLIN).element;
    await kotlin.getByText('Enter a whole number between 0 and 40').waitFor();
    expect(await go.element.locator(selectors.modal.error).count()).toBe(0);
    await kotlin.locator('input').fill('');
    await go.element.locator('input').fill('');
  });

  it('reads LinkedIn’s saved answers: a radio, a select, a text, a required self-identification', () => {
    expect(byLabel(read.questions, PERMIT).question).toMatchObject({ kind: 'radio', current: ['No'] });
    expect(byLabel(read.questions, OFFICE).question).toMatchObject({ kind: 'select', current: ['Delft'] });
    expect(byLabel(read.questions, REFERRER).question).toMatchObject({
      kind: 'text',
      required: false,
      current: ['Grace Hopper'],
    });
    expect(byLabel(read.questions, SELF_ID).question).toMatchObject({
      kind: 'select',
      required: true,
      options: ['Female', 'Male', 'Non-binary', "I don't wish to answer"],
      current: ["I don't wish to answer"],
    });
  });

  it('reads radio and checkbox questions by their label only: no "Required", no doubled text', () => {
    const labels = read.questions.map((f) => f.question.label);
    expect(labels).toEqual([KOTLIN, GO, PERMIT, OFFICE, REFERRER, SELF_ID, SHIFTS]);
    expect(byLabel(read.questions, SHIFTS).question).toMatchObject({
      kind: 'checkbox',
      required: true,
      options: ['Early', 'Late', 'Night'],
      current: [],
    });
  });
});

describe('the "Apply" control, told by what it does', () => {
  it('classic layout: a button leading to a tab off LinkedIn is an external application, and the tab is closed', async () => {
    const posting = await openPosting(page, `${sandbox.url}/jobs/view/8103/`, log);
    if (posting.apply.kind !== 'apply') throw new Error(`read ${posting.apply.kind}`);
    const pages = context.pages().length;
    // Where the tab went is kept: the bot follows it to the company's site (or names it when it skips).
    expect(await openApplyDialog(page, posting.apply.control, noPause as never)).toEqual({
      kind: 'external',
      url: expect.stringMatching(/\/__sandbox\/external-apply\/8103$/),
    });
    expect(context.pages()).toHaveLength(pages);
  });

  it('SDUI layout: a link opening a new tab is external without a click; the apply-flow link is Easy Apply', async () => {
    expect((await openPosting(page, `${sandbox.url}/jobs/view/8104/`, log)).apply).toEqual({
      kind: 'external',
      href: expect.stringMatching(/\/__sandbox\/external-apply\/8104$/),
    });
    const easy = await openPosting(page, `${sandbox.url}/jobs/view/8102/`, log);
    expect(easy.apply.kind).toBe('apply');
    if (easy.apply.kind === 'apply') expect(await easy.apply.control.innerText()).toBe('Apply');
  });
});
