import { accountExportSchema } from '@app/shared/contract';
import { recordAnswerNeeded } from '@/db/repositories/answers-needed';
import { recordAttempt } from '@/db/repositories/job-application-attempts';
import { saveLinkedinCookies } from '@/db/repositories/linkedin-credentials';
import { createBotUser } from '@test/helpers/bot-user';
import { startTestApp, type TestApp } from '@test/helpers/test-app';

const API = '/django/api';
const EXPORT = `${API}/accounts/users/me/export/`;
const LINKEDIN_PASSWORD = 'linkedin-secret-zq81';
const COOKIE_VALUE = 'li_at-cookie-value-kx42';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /accounts/users/me/export/', () => {
  it("is a JSON attachment with the account's data, and no secret", async () => {
    const user = await createBotUser(t, {
      linkedin: { username: 'ada@linkedin.example', password: LINKEDIN_PASSWORD },
      resumeText: 'Analytical engine programmer.',
      extra: { notice_period: 30, current_pay: null, expected_pay: '70,000 €', data: { 'Work permit?': 'Yes' } },
    });
    const token = user.token;
    const db = t.database.db;
    await saveLinkedinCookies(
      db,
      t.app.secretBox,
      user.user.id,
      JSON.stringify([{ name: 'li_at', value: COOKIE_VALUE }]),
    );
    await recordAttempt(db, {
      userId: user.user.id,
      jobSearchId: user.searchId,
      linkedinJobId: 'li-json-1',
      jobTitle: 'Engineer',
      companyName: 'Acme',
      jobUrl: 'https://www.linkedin.com/jobs/view/1/',
      status: 'applied',
      answers: [{ question: 'Notice period?', answer: '30', source: 'extra_information' }],
    });
    await recordAnswerNeeded(db, user.user.id, { label: 'Licence?', input: 'text', options: null });
    await t.request('POST', `${API}/jobs`, { token, body: { title: 'Tracked job', company: 'Initech' } });
    await t.request('POST', `${API}/accounts/users/submit-feedback/`, { token, body: { comment: 'Great' } });
    await t.request('PUT', `${API}/accounts/users/me/excluded-companies/`, {
      token,
      body: { companies: ['Umbrella'] },
    });
    const other = await createBotUser(t);

    const res = await t.request('GET', EXPORT, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="jobpilot-account-export\.json"/);
    const data = accountExportSchema.parse(res.body);

    expect(data.profile).toMatchObject({ id: user.user.id, email: user.user.email, first_name: 'Ada' });
    expect(data.excluded_companies).toEqual(['Umbrella']);
    expect(data.extra_information).toMatchObject({ expected_pay: '70,000 €', data: { 'Work permit?': 'Yes' } });
    expect(data.linkedin_account).toEqual({ username: 'ada@linkedin.example', session_saved_at: expect.any(String) });
    expect(data.resumes).toEqual([
      expect.objectContaining({ file_name: 'ada-lovelace-cv.pdf', mime_type: 'application/pdf', is_default: true }),
    ]);
    expect(data.resumes[0]!.text).toContain('Analytical engine programmer.');
    expect(data.job_searches.map((s) => s.id)).toEqual([user.searchId]);
    expect(data.job_preferences).toHaveLength(1);
    expect(data.job_applications).toEqual([
      expect.objectContaining({ job_title: 'Engineer', answers: [expect.objectContaining({ answer: '30' })] }),
    ]);
    expect(data.answers_needed).toEqual([expect.objectContaining({ question: 'Licence?', answered_at: null })]);
    expect(data.jobs).toEqual([expect.objectContaining({ title: 'Tracked job' })]);
    expect(data.feedback).toEqual([expect.objectContaining({ comment: 'Great' })]);
    expect(data.credit_ledger.length).toBeGreaterThan(0);

    // Nothing secret, nothing of the other user.
    for (const secret of [LINKEDIN_PASSWORD, COOKIE_VALUE, 'password_hash', 'sealed', user.token, user.refresh_token]) {
      expect(res.text).not.toContain(secret);
    }
    expect(res.text).not.toContain(other.user.email);
  });

  it('answers 401 without a token', async () => {
    expect((await t.request('GET', EXPORT)).status).toBe(401);
  });
});
