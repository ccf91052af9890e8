import { companySiteReasons } from '../company-sites/company-site-reasons';
import { createBotUser } from '@test/helpers/bot-user';
import {
  applicationsOf,
  EXTRA,
  newLinkedinAccount,
  posting,
  RESUME_TEXT,
  startBotHarness,
  waitForRunEnd,
  type BotHarness,
} from '@test/helpers/bot-harness';
import { postingReasons } from '../run-notes';

// Whole runs in real Chromium through the real API against the sandbox: an account whose every
// apply button reads just "Apply" (both job-page layouts, Easy Apply and external alike), LinkedIn's
// saved answers kept, a decimal field answered with a decimal, and postings LinkedIn shows in a way
// the bot does not recognise failing alone while the run goes on.
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const GO = 'How much commercial Go experience can you show?';
const PERMIT = 'Would you need our help with a work permit for the Netherlands?';
const SELF_ID = 'Gender (voluntary self-identification)';
const DECLINE = "I don't wish to answer";

async function run(extra: Omit<typeof EXTRA, 'data'> & { data: Record<string, string> } = EXTRA) {
  const u = await createBotUser(h.t, { linkedin: newLinkedinAccount('apply'), resumeText: RESUME_TEXT, extra });
  const res = await h.t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
  expect(res.status).toBe(200);
  const search = await waitForRunEnd(h.t, u.token, u.searchId, 180_000);
  return { search, applications: await applicationsOf(h.t, u.token, u.searchId) };
}

const jobIdOf = (application: { job_url: string }) => /view\/(\d+)/.exec(application.job_url)![1];

it('completes a run where every posting’s button says "Apply": applies through LinkedIn’s dialog, skips the external ones, keeps saved answers', async () => {
  const saved = posting('8205', { layout: 'sdui' });
  await h.reset({
    newAccounts: { country: 'Germany', applyButtonText: 'Apply' },
    jobs: [
      posting('8201', { layout: 'classic' }),
      posting('8202', { layout: 'sdui' }),
      posting('8203', { layout: 'classic', easyApply: false, listedAsEasyApply: true }),
      posting('8204', { layout: 'sdui', easyApply: false, listedAsEasyApply: true }),
      {
        ...saved,
        questions: [
          ...saved.questions!,
          {
            id: 'go',
            type: 'numeric',
            label: GO,
            description: 'Years, one decimal allowed',
            placeholder: 'e.g. 2.5',
            decimal: true,
            step: 3,
          },
          { id: 'permit', type: 'radio', label: PERMIT, options: ['Yes', 'No'], saved: 'No', step: 3 },
          {
            id: 'gender',
            type: 'select',
            label: SELF_ID,
            options: ['Female', 'Male', 'Non-binary', DECLINE],
            saved: DECLINE,
            step: 3,
          },
        ],
      },
    ],
  });
  const { search, applications } = await run({ ...EXTRA, data: { ...EXTRA.data, [GO]: '1.5' } });
  expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 3 });
  expect(applications.map((a) => [jobIdOf(a), a.status, a.error_message])).toEqual([
    ['8201', 'applied', null],
    ['8202', 'applied', null],
    ['8203', 'skipped', companySiteReasons.unsupported(`${h.sandbox.url}/__sandbox/external-apply/8203`)],
    ['8204', 'skipped', companySiteReasons.unsupported(`${h.sandbox.url}/__sandbox/external-apply/8204`)],
    ['8205', 'applied', null],
  ]);

  const submissions = await h.submissions();
  expect(submissions.map((s) => s.jobId)).toEqual(['8201', '8202', '8205']);
  const answers = Object.fromEntries(submissions[2]!.answers.map((a) => [a.questionId, a.value]));
  // The decimal field takes 1.5 as the user gave it; the saved answers went as LinkedIn had them.
  expect(answers).toMatchObject({ go: '1.5', permit: 'No', gender: DECLINE });
  const given = applications[4].answers;
  expect(given).toEqual(
    expect.arrayContaining([
      { question: GO, answer: '1.5', source: 'custom_information' },
      { question: PERMIT, answer: 'No', source: 'linkedin_saved' },
      { question: SELF_ID, answer: DECLINE, source: 'linkedin_saved' },
      // Pre-selected by LinkedIn, and the user's +49 number names the same country.
      { question: 'Phone country code', answer: 'Germany (+49)', source: 'custom_information' },
    ]),
  );
}, 240_000);

it('fails only the postings LinkedIn shows in a way the bot does not recognise, three in a row, and goes on', async () => {
  await h.reset({ jobs: ['8301', '8302', '8303', '8304', '8305'].map((id) => posting(id)) });
  // A redesign of the dialog's step buttons reaches three postings first.
  await h.control('/__sandbox/drift', { rename: 'next-button', jobs: ['8302', '8303', '8304'] });
  const { search, applications } = await run();
  expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 2 });
  expect(applications.map((a) => [jobIdOf(a), a.status, a.error_message])).toEqual([
    ['8301', 'applied', null],
    ['8302', 'failed', postingReasons.notRecognised],
    ['8303', 'failed', postingReasons.notRecognised],
    ['8304', 'failed', postingReasons.notRecognised],
    ['8305', 'applied', null],
  ]);
  expect((await h.submissions()).map((s) => s.jobId)).toEqual(['8301', '8305']);
}, 240_000);
