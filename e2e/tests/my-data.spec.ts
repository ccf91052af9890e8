import { sandbox } from '../support/api-user';
import { baseURL } from '../support/base-url';
import { expect, test } from '../support/fixtures';
import { screenRecorder } from '../support/journey-recorder';
import { pythonJob, YEARS_PYTHON } from '../support/sandbox-run';

// docs/product.md §2.14: the user opens My data from the account menu, sees where the bot uses each
// answer, changes one, and the bot's next run gives the changed answer to LinkedIn. The answer's
// source on the search's page links back to it. axe-core checks the page. Desktop and 375 px. Real
// Chromium, the real server and its bot on the LinkedIn sandbox.

const LICENCE = 'Do you have a valid driving licence?';
const SCENARIO = {
  jobs: [
    pythonJob('8601', {
      questions: [
        { id: 'years-python', type: 'numeric', label: YEARS_PYTHON },
        { id: 'licence', type: 'radio', label: LICENCE, options: ['Yes', 'No'] },
      ],
    }),
  ],
};

test.use({ sandboxRun: { scenario: SCENARIO, customAnswers: { [LICENCE]: 'No' } } });

test('my data: an answer changed on My data is the one the bot gives in the next run', async ({
  page,
  searchOnDashboard: { card, email },
}, testInfo) => {
  test.setTimeout(180_000);
  const shots = screenRecorder(page, testInfo, 'my-data');
  const mobile = testInfo.project.name === 'mobile';

  // From the account menu (the phone's menu on a narrow screen).
  if (mobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menu', { name: 'Menu' }).getByRole('menuitem', { name: 'My data' }).click();
  } else {
    await page.getByRole('button', { name: /account menu$/i }).click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'My data' }).click();
  }
  await expect(page).toHaveURL(/\/my-data$/);
  await expect(page).toHaveTitle('My data · JobPilot');
  await expect(page.getByRole('heading', { level: 1, name: 'My data' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumes' }).getByText(/\.pdf$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Additional Information' })).toContainText('Expected pay');

  const licence = page.getByRole('listitem', { name: LICENCE });
  await expect(licence).toContainText('No');
  await expect(licence).toContainText("Used for questions about a driver's license, however a form words them.");
  await shots.screen('my-data');

  await licence.getByRole('button', { name: `Edit your answer to "${LICENCE}"` }).click();
  const answer = licence.getByRole('textbox', { name: `Your answer to "${LICENCE}"` });
  await answer.fill('');
  await licence.getByRole('button', { name: 'Save answer' }).click();
  await expect(licence.getByRole('alert')).toHaveText('Please enter an answer.');
  await answer.fill('Yes');
  await shots.screen('my-data-editing');
  await licence.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('Answer saved.')).toBeVisible();
  await expect(licence.getByText('Yes', { exact: true })).toBeVisible();
  // Saved on the server: read again after a reload.
  await page.reload();
  await expect(page.getByRole('listitem', { name: LICENCE }).getByText('Yes', { exact: true })).toBeVisible();

  // The run gives LinkedIn the changed answer.
  await page.goto(`${baseURL()}/dashboard`);
  await card.getByRole('button', { name: 'Start Python Developer in Toronto' }).click();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(card).toContainText('1 job applied out of 5');
  const submissions = (await sandbox('/__sandbox/submissions')) as Array<{
    account: string;
    jobId: string;
    answers: Array<{ label: string; value: string }>;
  }>;
  const mine = submissions.filter((s) => s.account === email);
  expect(mine.map((s) => s.jobId)).toEqual(['8601']);
  expect(mine[0]!.answers).toContainEqual(expect.objectContaining({ label: LICENCE, value: 'Yes' }));

  // On the search's page, the answer's source links to it on My data.
  await card.getByRole('button', { name: /^View details of / }).click();
  const application = page.getByRole('listitem', { name: 'Python Developer at Company 8601' });
  await application.getByRole('button', { name: /^Show answers/ }).click();
  const given = application.getByRole('definition').filter({ hasText: 'Yes (from your custom information)' });
  await given.getByRole('link', { name: 'from your custom information' }).click();
  await expect(page).toHaveURL(/\/my-data#answer-do-you-have-a-valid-driving-licence$/);
  const linked = page.getByRole('listitem', { name: LICENCE });
  await expect(linked).toBeFocused();
  await expect(linked).toBeInViewport();
  await shots.screen('my-data-from-link');
});
