import { parse } from 'csv-parse/sync';
import type { GivenAnswer } from '@app/shared/contract';
import type { NewJobApplication } from '@/db/repositories/job-applications';
import { createSearch as newSearch, recordApplication } from '@test/helpers/applications';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const EXPORT = '/django/api/job-search/job-applications/export/';
const APPLICATIONS = '/django/api/job-search/job-applications/';
const HEADER = ['title', 'company', 'url', 'status', 'reason', 'date', 'questions and answers'];

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const createSearch = async (user: SignedInUser) => (await newSearch(t, user)).searchId;
const record = (user: SignedInUser, jobSearchId: number, overrides: Partial<NewJobApplication> = {}) =>
  recordApplication(t, user, jobSearchId, overrides);

/** The CSV as a spreadsheet reads it, by an independent RFC 4180 parser. */
async function exportOf(user: SignedInUser, query = '') {
  const res = await t.request('GET', `${EXPORT}${query}`, { token: user.token });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const rows: string[][] = parse(res.text, { bom: true });
  expect(rows[0]).toEqual(HEADER);
  return { res, rows: rows.slice(1) };
}

describe('GET /job-search/job-applications/export/', () => {
  it('has one row per application, as the list shows them, newest first', async () => {
    const user = await t.registerUser();
    const searchId = await createSearch(user);
    const answers: GivenAnswer[] = [
      { question: 'Notice period (days)?', answer: '30', source: 'extra_information' },
      { question: 'Do you have a work permit?', answer: 'Yes', source: 'custom_information' },
    ];
    await record(user, searchId, { jobTitle: 'Backend Engineer', answers });
    await record(user, searchId, {
      jobTitle: 'Data Engineer',
      status: 'failed',
      errorMessage: 'The posting is closed.',
    });

    const { res, rows } = await exportOf(user);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="job-applications\.csv"/);
    const listed = (await t.request('GET', APPLICATIONS, { token: user.token })).body as any[];
    expect(rows).toEqual(
      listed.map((a) => [
        a.job_title,
        a.company_name,
        a.job_url,
        a.status,
        a.error_message ?? '',
        a.created_at,
        a.answers.map((g: GivenAnswer) => `Q: ${g.question}\nA: ${g.answer}`).join('\n'),
      ]),
    );
    expect(rows[1]![6]).toBe('Q: Notice period (days)?\nA: 30\nQ: Do you have a work permit?\nA: Yes');
    expect(rows[0]![4]).toBe('The posting is closed.');
  });

  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run as formulas', async () => {
    const user = await t.registerUser();
    const searchId = await createSearch(user);
    await record(user, searchId, {
      jobTitle: '=HYPERLINK("http://evil.example","click")',
      companyName: 'Acme, "Quoted" Ltd.\nBerlin',
      jobUrl: '@SUM(1+1)',
      errorMessage: '-2+3',
      answers: [{ question: 'Salary, "gross"?', answer: '+49 123', source: 'extra_information' }],
    });
    await record(user, searchId, { jobTitle: '+cmd', companyName: '\tTabbed' });

    const { res, rows } = await exportOf(user);
    expect(rows).toHaveLength(2);
    const [tabbed, formula] = rows;
    expect(formula!.slice(0, 5)).toEqual([
      `'=HYPERLINK("http://evil.example","click")`,
      'Acme, "Quoted" Ltd.\nBerlin',
      `'@SUM(1+1)`,
      'applied',
      `'-2+3`,
    ]);
    // The answer's cell starts with "Q:", so it is left as written.
    expect(formula![6]).toBe('Q: Salary, "gross"?\nA: +49 123');
    expect(tabbed!.slice(0, 2)).toEqual([`'+cmd`, `'\tTabbed`]);
    // Raw RFC 4180: quotes doubled inside a quoted field, records ended by CRLF.
    expect(res.text).toContain('"Acme, ""Quoted"" Ltd.\nBerlin"');
    expect(res.text.endsWith('\r\n')).toBe(true);
  });

  it('exports one search when asked, including applications of a deleted search only in the full export', async () => {
    const user = await t.registerUser();
    const first = await createSearch(user);
    const second = await createSearch(user);
    await record(user, first, { jobTitle: 'First search job' });
    await record(user, second, { jobTitle: 'Second search job' });
    const gone = await createSearch(user);
    await record(user, gone, { jobTitle: 'Deleted search job' });
    expect((await t.request('DELETE', `/django/api/job-search/${gone}/`, { token: user.token })).status).toBe(204);

    const { res, rows } = await exportOf(user, `?job_search_id=${second}`);
    expect(rows.map((row) => row[0])).toEqual(['Second search job']);
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="job-applications-search-${second}\\.csv"`),
    );
    const all = await exportOf(user);
    expect(all.rows.map((row) => row[0]).sort()).toEqual([
      'Deleted search job',
      'First search job',
      'Second search job',
    ]);
  });

  it('has only the header for a user with no applications, after a byte-order mark for Excel', async () => {
    const user = await t.registerUser();
    const { rows } = await exportOf(user);
    expect(rows).toEqual([]);
    // fetch's text() drops a byte-order mark: the bytes show it.
    const raw = await fetch(t.baseUrl + EXPORT, { headers: { authorization: `Bearer ${user.token}` } });
    const bytes = Buffer.from(await raw.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("answers 404 for another user's or an unknown search, and 400 for a malformed id", async () => {
    const owner = await t.registerUser();
    const stranger = await t.registerUser();
    const searchId = await createSearch(owner);
    await record(owner, searchId);
    const foreign = await t.request('GET', `${EXPORT}?job_search_id=${searchId}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain('Engineer');
    expect((await t.request('GET', `${EXPORT}?job_search_id=999999`, { token: owner.token })).status).toBe(404);
    const bad = await t.request('GET', `${EXPORT}?job_search_id=abc`, { token: owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ job_search_id: [expect.any(String)] });
  });

  it('answers 401 without a token', async () => {
    const res = await t.request('GET', EXPORT);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
