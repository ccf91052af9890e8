import type { Page, Route } from '@playwright/test';
import { baseURL } from '../support/base-url';
import { saveAdditionalInformation, signInThroughPage } from '../support/api-user';
import { expect, test, type TestUser } from '../support/fixtures';
import { REQUIRED_INFORMATION, RESUMES } from '../support/journey-applicant';
import { screenRecorder } from '../support/journey-recorder';

// product §8.2: the settings dialogs never fail silently nor lose what is saved. A failed
// Additional Information read offers Retry instead of an empty form, and saving after Retry keeps
// the saved answers; a refused resume says why in the panel; an upload shows its progress.

const API = () => `${baseURL()}/django/api`;
const CUSTOM_ANSWERS = { 'Are you willing to relocate?': 'Yes', 'Visa status?': 'Citizen' };

/** Signs the test's user in through the login page and opens the editor of a new search. */
async function openEditor(page: Page, { email, password }: TestUser) {
  await signInThroughPage(page, email, password);
  await page.getByRole('button', { name: 'Start a Job Search' }).click();
  await expect(page.getByRole('heading', { name: 'Create Job Search' })).toBeVisible();
}

/** Answers of one kind held until the test lets them go (`release`), each passed on unchanged. */
function holdRequests(page: Page, url: string, method: string) {
  const held: Route[] = [];
  let holding = true;
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    if (!holding) return route.fallback();
    held.push(route);
  };
  return {
    start: () => page.route(url, handler),
    held: () => held.length,
    async release() {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(url, handler);
    },
  };
}

test('a failed Additional Information read offers Retry, and saving after it keeps the saved answers', async ({
  page,
  request,
  user,
}, testInfo) => {
  const shots = screenRecorder(page, testInfo, 'settings-no-silent-failure');
  const { headers } = user;
  await saveAdditionalInformation(request, headers, CUSTOM_ANSWERS);

  // The reads fail until the dialog has shown its error: the editor page reads the record too,
  // and a record read before would (rightly) be shown instead.
  let failed = 0;
  let failing = true;
  await page.route('**/django/api/job-search/extra-information/', async (route) => {
    if (route.request().method() !== 'GET' || !failing) return route.fallback();
    failed += 1;
    await route.fulfill({ status: 500, json: { detail: 'A server error occurred.' } });
  });
  await openEditor(page, user);
  await page.getByRole('button', { name: /^Configure Extra Info/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Additional Information' });
  await expect(dialog.getByRole('alert')).toHaveText('Error loading extra information');
  await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(dialog.getByRole('form')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save Information' })).toBeDisabled();
  expect(failed).toBeGreaterThanOrEqual(1);
  await shots.screen('additional-information-load-failed');

  failing = false;
  await dialog.getByRole('button', { name: 'Retry' }).click();
  const answers = dialog.getByRole('list', { name: 'Custom information' }).getByRole('listitem');
  // In the server's order (a JSON object's keys), which need not be the order they were given in.
  await expect(answers).toHaveCount(Object.keys(CUSTOM_ANSWERS).length);
  for (const [question, answer] of Object.entries(CUSTOM_ANSWERS)) {
    await expect(answers.filter({ hasText: question })).toHaveText(`${question}${answer}`);
  }
  await expect(dialog.getByLabel('Expected Pay')).toHaveValue(REQUIRED_INFORMATION.expectedPay);
  await shots.screen('additional-information-after-retry');

  await dialog.getByRole('button', { name: 'Save Information' }).click();
  await expect(dialog).toBeHidden();

  const saved = await (await request.get(`${API()}/job-search/extra-information/`, { headers })).json();
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    notice_period: Number(REQUIRED_INFORMATION.noticePeriod),
    current_pay: REQUIRED_INFORMATION.currentPay,
    expected_pay: REQUIRED_INFORMATION.expectedPay,
    data: CUSTOM_ANSWERS,
  });
});

test('the Resume dialog says why a file is refused, shows an upload progressing, and keeps the focus after Set Default', async ({
  page,
  request,
  user,
}, testInfo) => {
  const shots = screenRecorder(page, testInfo, 'settings-no-silent-failure');
  const { headers } = user;
  await saveAdditionalInformation(request, headers, CUSTOM_ANSWERS);
  await openEditor(page, user);
  await page.getByRole('button', { name: /^Configure Resume/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Resume' });
  await expect(dialog.getByText('No resumes uploaded yet.')).toBeVisible();
  await shots.screen('resume-empty');

  // Refused in the browser by its type.
  await dialog.getByLabel('Resume file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a resume'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Only PDF and DOCX files are allowed.');
  await shots.screen('resume-wrong-type');

  // Named like a PDF, refused by the server for its bytes: its reason, without the field's name.
  await dialog.getByLabel('Resume file').setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('plain text, not a PDF'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Only PDF and DOCX files are allowed.');
  await expect(dialog.getByText('No resumes uploaded yet.')).toBeVisible();

  // A real PDF: the list read back after it is held, so the finished upload can be seen.
  const listReads = holdRequests(page, '**/django/api/job-search/resumes/', 'GET');
  await listReads.start();
  await dialog.getByLabel('Resume file').setInputFiles(RESUMES.pdf);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const bar = dialog.getByRole('progressbar', { name: `Uploading ${RESUMES.pdf.name}` });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(dialog.getByText(`Uploading ${RESUMES.pdf.name}: 100%`)).toBeVisible();
  await shots.screen('resume-uploading');
  await expect.poll(() => listReads.held()).toBe(1);
  await listReads.release();
  await expect(bar).toBeHidden();

  await dialog.getByLabel('Resume file').setInputFiles(RESUMES.docx);
  const rows = dialog.getByRole('list', { name: 'Your resumes' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Default');

  // Set Default by keyboard: the focus stays in the dialog, and Escape still closes it.
  const setDefault = dialog.getByRole('button', { name: `Set Default: ${RESUMES.pdf.name}` });
  await setDefault.focus();
  await page.keyboard.press('Enter');
  const pdfRow = rows.filter({ hasText: RESUMES.pdf.name });
  await expect(pdfRow).toContainText('Default');
  await expect(pdfRow).toBeFocused();
  await shots.screen('resume-default-set');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const stored = await (await request.get(`${API()}/job-search/resumes/`, { headers })).json();
  const defaults = Object.fromEntries(
    stored.map((r: { title: string; is_default: boolean }) => [r.title, r.is_default]),
  );
  expect(defaults).toEqual({ [RESUMES.docx.name]: false, [RESUMES.pdf.name]: true });
});
