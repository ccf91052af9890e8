import { createHash } from 'node:crypto';
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

// Today's Easy Apply dialog in real Chromium, through the real API, against the sandbox: a city
// typeahead, a lone consent checkbox, radio titles with hidden copies, a +1 phone with the
// member's country pre-selected, the top-choice step, saved-resume cards and "Follow <company>".
let h: BotHarness;

beforeAll(async () => {
  h = await startBotHarness();
});
afterAll(() => h.close());

const linkedinAccount = () => newLinkedinAccount('dialog');

const CITY = 'Location (city)';
const AUTHORIZED = 'Are you legally authorized to work in Germany?';
const TERMS = 'By submitting this application I agree to the terms and privacy policy of this employer.';

/** A posting with a city typeahead offering `cities`, a consent box and a radio question. */
const dialogPosting = (id: string, cities: string[]) =>
  posting(id, {
    questions: [
      { id: 'city', type: 'typeahead', label: CITY, options: cities },
      { id: 'authorized', type: 'radio', label: AUTHORIZED, options: ['Yes', 'No'] },
      { id: 'terms', type: 'consent', label: TERMS, options: ['I Agree Terms & Conditions'], step: 2 },
    ],
  });

const BERLINS = ['Berlin, Berlin, Germany', 'Berlin, Connecticut, United States', 'Munich, Bavaria, Germany'];

/** A user in the United States with a +1 number and a city answer; Additional Information as given. */
const american = (followCompanies?: boolean) => ({
  ...EXTRA,
  ...(followCompanies !== undefined && { follow_companies: followCompanies }),
  data: {
    'Are you authorised to work in Germany': 'Yes',
    'Mobile phone number': '+1 415 555 0134',
    [CITY]: 'Berlin, Germany',
  },
});

async function run(user: { token: string; searchId: number }) {
  const res = await h.t.request('POST', `/django/api/job-search/${user.searchId}/start/`, { token: user.token });
  expect(res.status).toBe(200);
  return waitForRunEnd(h.t, user.token, user.searchId);
}

it('chooses the typeahead suggestion that is the user’s city, fails only the posting with none, and handles the rest of the dialog', async () => {
  await h.reset({
    newAccounts: { country: 'United States', topChoiceStep: true },
    jobs: [
      dialogPosting('701', BERLINS),
      // No suggestion is Berlin, Germany here: this posting fails, naming the question.
      dialogPosting('702', ['Berlin, Connecticut, United States', 'Munich, Bavaria, Germany']),
      dialogPosting('703', BERLINS),
    ],
  });
  const linkedin = linkedinAccount();
  const u = await createBotUser(h.t, { linkedin, resumeText: RESUME_TEXT, extra: american() });
  const search = await run(u);
  expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 2 });

  const submissions = await h.submissions();
  expect(submissions.map((s) => s.jobId).sort()).toEqual(['701', '703']);
  for (const submission of submissions) {
    expect(submission.answers).toEqual([
      { questionId: 'city', label: CITY, value: 'Berlin, Berlin, Germany' },
      { questionId: 'authorized', label: AUTHORIZED, value: 'Yes' },
      { questionId: 'terms', label: TERMS, value: 'I Agree Terms & Conditions' },
    ]);
    // +1 with "United States (+1)" pre-selected for this account: kept.
    expect(submission.contact).toEqual({
      email: linkedin.username,
      phoneCountry: 'United States (+1)',
      phone: '+1 415 555 0134',
    });
    // The top-choice step was shown and left unticked; "Follow <company>" unticked by default.
    expect(submission.topChoice).toBe(false);
    expect(submission.followCompany).toBe(false);
  }

  const applications = await applicationsOf(h.t, u.token, u.searchId);
  const failed = applications.find((a) => a.status === 'failed');
  expect(failed.job_url).toBe(`${h.sandbox.url}/jobs/view/702/`);
  expect(failed.error_message).toBe(
    `Could not answer: "${CITY}". None of LinkedIn's suggestions matches your answer "Berlin, Germany".`,
  );
  expect(applications).toHaveLength(3);
  const applied = applications.find((a) => a.status === 'applied');
  // Each question recorded once, as asked: no hidden duplicate, no "Required".
  expect(applied.answers.map((a: { question: string }) => a.question)).toEqual([
    'Email address',
    'Phone country code',
    'Mobile phone number',
    CITY,
    AUTHORIZED,
    TERMS,
  ]);
  expect(applied.answers).toEqual(
    expect.arrayContaining([
      { question: CITY, answer: 'Berlin, Berlin, Germany', source: 'custom_information' },
      // +1 is shared by about 25 countries and the user's data names none: LinkedIn's pre-selection stands.
      { question: 'Phone country code', answer: 'United States (+1)', source: 'linkedin_saved' },
      { question: TERMS, answer: 'I Agree Terms & Conditions', source: 'profile' },
    ]),
  );
}, 120_000);

it('chooses the saved resume card instead of uploading the same file again, and follows companies when the user opted in', async () => {
  await h.reset({ jobs: ['711', '712', '713'].map((id) => dialogPosting(id, BERLINS)) });
  const linkedin = linkedinAccount();
  const u = await createBotUser(h.t, {
    linkedin,
    resumeText: RESUME_TEXT,
    extra: american(true),
    preference: { max_jobs: 3 },
  });
  const search = await run(u);
  expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 3 });

  const sha256 = createHash('sha256').update(u.resume!.bytes).digest('hex');
  const submissions = await h.submissions();
  expect(submissions.map((s) => s.resumeSource)).toEqual(['upload', 'saved', 'saved']);
  for (const submission of submissions) {
    expect(submission.resume).toEqual({ fileName: 'ada-lovelace-cv.pdf', sha256, size: u.resume!.bytes.length });
    expect(submission.followCompany).toBe(true);
    // This account has no top-choice step.
    expect(submission.topChoice).toBeNull();
  }
  const account = (await h.accounts()).find((a) => a.email === linkedin.username)!;
  expect(account.resumes.map((r) => [r.fileName, r.sha256])).toEqual([['ada-lovelace-cv.pdf', sha256]]);
}, 120_000);
