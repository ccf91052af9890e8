import { CUSTOM_ANSWERS_LIMITS } from '@app/shared/contract';
import { recordAnswerNeeded } from '@/db/repositories/answers-needed';
import { startTestApp, testConfig, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const URL = '/django/api/job-search/extra-information/';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const create = (user: SignedInUser, body: unknown) => t.request('POST', URL, { token: user.token, body });
const patch = (user: SignedInUser, id: number | string, body: unknown) =>
  t.request('PATCH', `${URL}${id}/`, { token: user.token, body });
const list = async (user: SignedInUser) => (await t.request('GET', URL, { token: user.token })).body;

const complete = {
  notice_period: 30,
  current_pay: '9 LPA',
  expected_pay: '12 LPA',
  data: { 'Years of TypeScript?': '6', 'Willing to relocate?': 'Yes' },
};

describe('GET /job-search/extra-information/', () => {
  it('answers [] before the first save, then the one record', async () => {
    const u = await t.registerUser();
    const empty = await t.request('GET', URL, { token: u.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    const created = await create(u, complete);
    expect(await list(u)).toEqual([created.body]);
  });

  it('requires a token', async () => {
    const res = await t.request('GET', URL);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('GET /job-search/extra-information/offers/', () => {
  it('says no cover letter writer where the server has no language model', async () => {
    const u = await t.registerUser();
    const res = await t.request('GET', `${URL}offers/`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cover_letter_writer: false });
  });

  it('says there is one where the server has a language model set up', async () => {
    const withModel = await startTestApp({
      bot: { ...testConfig().bot, llm: { baseUrl: 'http://127.0.0.1:9/v1', model: 'test-model' } },
    });
    try {
      const u = await withModel.registerUser();
      const res = await withModel.request('GET', `${URL}offers/`, { token: u.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ cover_letter_writer: true });
    } finally {
      await withModel.close();
    }
  });

  it('requires a token', async () => {
    expect((await t.request('GET', `${URL}offers/`)).status).toBe(401);
  });
});

describe('POST /job-search/extra-information/', () => {
  it('saves the record, trimming text and ignoring client-owned fields', async () => {
    const u = await t.registerUser();
    const res = await create(u, {
      ...complete,
      current_pay: ' 9 LPA ',
      data: { '  Years of TypeScript? ': ' 6 ' },
      id: 777,
      created_at: '2000-01-01 00:00:00',
      updated_at: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      notice_period: 30,
      current_pay: '9 LPA',
      expected_pay: '12 LPA',
      data: { 'Years of TypeScript?': '6' },
      cover_letter: '',
      follow_companies: false,
      write_cover_letter: false,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect(res.body.id).not.toBe(777);
    expect(res.body.created_at).not.toBe('2000-01-01 00:00:00');
  });

  it('needs only expected_pay: the rest defaults to null and an empty map', async () => {
    const u = await t.registerUser();
    const res = await create(u, { expected_pay: '10 LPA' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      notice_period: null,
      current_pay: null,
      expected_pay: '10 LPA',
      data: {},
      follow_companies: false,
      write_cover_letter: false,
    });
  });

  it('saves follow_companies when the user opts in, and a PATCH turns it off again', async () => {
    const u = await t.registerUser();
    const res = await create(u, { ...complete, follow_companies: true });
    expect(res.status).toBe(201);
    expect(res.body.follow_companies).toBe(true);
    const off = await patch(u, res.body.id, { follow_companies: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ follow_companies: false, expected_pay: '12 LPA' });
    const bad = await create(await t.registerUser(), { ...complete, follow_companies: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.follow_companies).toBeDefined();
  });

  it('saves write_cover_letter when the user opts in, reads it back, and refuses anything but yes or no', async () => {
    const u = await t.registerUser();
    const res = await create(u, { ...complete, write_cover_letter: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ write_cover_letter: true, cover_letter: '' });
    expect((await list(u))[0].write_cover_letter).toBe(true);
    const off = await patch(u, res.body.id, { write_cover_letter: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ write_cover_letter: false, follow_companies: false, expected_pay: '12 LPA' });
    for (const value of ['yes', null, 1]) {
      const bad = await patch(u, res.body.id, { write_cover_letter: value });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body)).toEqual(['write_cover_letter']);
      expect(bad.body.write_cover_letter).toEqual([expect.any(String)]);
    }
    expect((await list(u))[0].write_cover_letter).toBe(false);
  });

  it('saves the cover letter the user wrote, trimmed, and an empty one as none', async () => {
    const u = await t.registerUser();
    const res = await create(u, { ...complete, cover_letter: '  Dear team,\n\nI build payment services.\n ' });
    expect(res.status).toBe(201);
    expect(res.body.cover_letter).toBe('Dear team,\n\nI build payment services.');
    const cleared = await patch(u, res.body.id, { cover_letter: '   ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.cover_letter).toBe('');
  });

  it('accepts a fresher: notice period 0 and an empty current pay', async () => {
    const u = await t.registerUser();
    const res = await create(u, { notice_period: 0, current_pay: '', expected_pay: '5 LPA' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ notice_period: 0, current_pay: '' });
  });

  it('keeps one record per user: a second POST is refused and changes nothing', async () => {
    const u = await t.registerUser();
    const first = await create(u, complete);
    const second = await create(u, { expected_pay: 'something else', data: { q: 'a' } });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ non_field_errors: ['Additional information already exists. Update it instead.'] });
    expect(await list(u)).toEqual([first.body]);
  });

  it('keeps one record per user under concurrent POSTs', async () => {
    const u = await t.registerUser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(u, complete)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400]);
    expect(await list(u)).toHaveLength(1);
  });

  it.each([
    [{}, { expected_pay: ['This field is required.'] }],
    [{ expected_pay: '   ' }, { expected_pay: ['This field may not be blank.'] }],
    [{ expected_pay: null }, { expected_pay: ['This field may not be null.'] }],
    [{ expected_pay: 12 }, { expected_pay: ['Not a valid string.'] }],
    [{ expected_pay: 'x'.repeat(101) }, { expected_pay: ['Ensure this field has no more than 100 characters.'] }],
    [
      { expected_pay: '1', cover_letter: 'x'.repeat(10_001) },
      { cover_letter: ['Ensure this field has no more than 10000 characters.'] },
    ],
    [
      { expected_pay: '1', current_pay: 'x'.repeat(101) },
      { current_pay: ['Ensure this field has no more than 100 characters.'] },
    ],
    [{ expected_pay: '1', notice_period: -1 }, { notice_period: ['Ensure this value is greater than or equal to 0.'] }],
    [
      { expected_pay: '1', notice_period: 3651 },
      { notice_period: ['Ensure this value is less than or equal to 3650.'] },
    ],
    [{ expected_pay: '1', notice_period: 1.5 }, { notice_period: ['A valid integer is required.'] }],
    [{ expected_pay: '1', notice_period: '30' }, { notice_period: ['A valid integer is required.'] }],
    [{ expected_pay: '1', data: [] }, { data: ['Expected a dictionary of items but got type "list".'] }],
    [{ expected_pay: '1', data: 'q=a' }, { data: ['Expected a dictionary of items but got type "str".'] }],
    [{ expected_pay: '1', data: { q: 5 } }, { 'data.q': ['Not a valid string.'] }],
    [{ expected_pay: '1', data: { ' ': 'a' } }, { data: ['Questions may not be blank.'] }],
    [{ expected_pay: '1', data: { q: '  ', r: '' } }, { data: ['Answers may not be blank.'] }],
    [
      { expected_pay: '1', data: { ['q'.repeat(501)]: 'a'.repeat(2001) } },
      { data: ['Ensure each answer has no more than 2000 characters.'] },
    ],
    [
      { expected_pay: '1', data: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`q${i}`, 'a'])) },
      { data: ['Ensure this field has no more than 200 elements.'] },
    ],
    [[], { non_field_errors: ['Expected a dictionary of items but got type "list".'] }],
  ])('validates %j', async (body, errors) => {
    const u = await t.registerUser();
    const res = await create(u, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect(await list(u)).toEqual([]);
  });

  it('answers a malformed JSON body with a parse error', async () => {
    const u = await t.registerUser();
    const res = await t.request('POST', URL, {
      token: u.token,
      raw: '{"expected_pay": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^JSON parse error - /);
  });
});

describe('PATCH /job-search/extra-information/{id}/', () => {
  it('changes only the fields sent and bumps updated_at', async () => {
    const u = await t.registerUser();
    const created = await create(u, complete);
    const res = await patch(u, created.body.id, { expected_pay: '15 LPA', data: { 'New question?': 'New answer' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...created.body,
      expected_pay: '15 LPA',
      data: { 'New question?': 'New answer' },
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect(await list(u)).toEqual([res.body]);
  });

  it('can set the fresher values and clear the pay and notice', async () => {
    const u = await t.registerUser();
    const created = await create(u, complete);
    const fresher = await patch(u, created.body.id, { notice_period: 0, current_pay: '' });
    expect(fresher.body).toMatchObject({ notice_period: 0, current_pay: '', expected_pay: '12 LPA' });
    const cleared = await patch(u, created.body.id, { notice_period: null, current_pay: null, data: {} });
    expect(cleared.body).toMatchObject({ notice_period: null, current_pay: null, data: {} });
  });

  it('accepts an empty body and client-owned fields, changing nothing else', async () => {
    const u = await t.registerUser();
    const created = await create(u, complete);
    const res = await patch(u, created.body.id, { id: 1, created_at: '2000-01-01 00:00:00' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...complete, id: created.body.id, created_at: created.body.created_at });
  });

  it.each([
    [{ expected_pay: '' }, { expected_pay: ['This field may not be blank.'] }],
    [{ expected_pay: null }, { expected_pay: ['This field may not be null.'] }],
    [{ notice_period: 'soon' }, { notice_period: ['A valid integer is required.'] }],
    [{ data: null }, { data: ['This field may not be null.'] }],
    [{ data: { q: '' } }, { data: ['Answers may not be blank.'] }],
  ])('validates %j and changes nothing', async (body, errors) => {
    const u = await t.registerUser();
    const created = await create(u, complete);
    const res = await patch(u, created.body.id, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect(await list(u)).toEqual([created.body]);
  });

  it.each(['99999999', 'abc', '0'])('answers 404 for id %s', async (id) => {
    const u = await t.registerUser();
    await create(u, complete);
    const res = await patch(u, id, { expected_pay: '1' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('answers 404 for another user’s record and leaves it unchanged', async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const created = await create(a, complete);
    await create(b, { expected_pay: 'b pay' });
    const res = await patch(b, created.body.id, { expected_pay: 'hijacked', data: {} });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
    expect(await list(a)).toEqual([created.body]);
    expect(await list(b)).toMatchObject([{ expected_pay: 'b pay' }]);
  });

  it('requires a token', async () => {
    const res = await t.request('PATCH', `${URL}1/`, { body: { expected_pay: '1' } });
    expect(res.status).toBe(401);
  });
});

describe('a question longer than the limit', () => {
  const { questionLength } = CUSTOM_ANSWERS_LIMITS;
  const long = `${'Describe your experience with distributed systems in detail. '.repeat(12)}?`;

  it('is stored cut to the limit, and the record read back saves again unchanged', async () => {
    const u = await t.registerUser();
    expect(long.length).toBeGreaterThan(questionLength);
    const created = await create(u, { expected_pay: '1', data: { [long]: 'Ten years' } });
    expect(created.status).toBe(201);
    const [key] = Object.keys(created.body.data);
    expect(key).toBe(long.slice(0, questionLength).trimEnd());
    const [record] = await list(u);
    const again = await patch(u, record.id, { data: record.data, expected_pay: '2' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(record.data);
  });

  it('asked by a posting and answered under "Answers needed", never makes Additional Information unsavable', async () => {
    const u = await t.registerUser();
    const created = await create(u, { expected_pay: '1', data: { 'Work permit?': 'Yes' } });
    const needed = await recordAnswerNeeded(t.database.db, u.user.id, { label: long, input: 'text', options: null });
    const answered = await t.request('POST', `/django/api/job-search/answers-needed/${needed.id}/answer/`, {
      token: u.token,
      body: { answer: 'Ten years' },
    });
    expect(answered.status).toBe(200);
    // The dialog sends back what it read, with one change of its own.
    const [record] = await list(u);
    const saved = await patch(u, created.body.id, { data: { ...record.data, 'Work permit?': 'No' } });
    expect(saved.status).toBe(200);
    expect(Object.values(saved.body.data)).toEqual(expect.arrayContaining(['Ten years', 'No']));
    // Saving it again changes nothing: the long question is kept one way only.
    const [after] = await list(u);
    expect((await patch(u, created.body.id, { data: after.data })).body.data).toEqual(after.data);
  });
});

describe('PATCH with data_base: custom answers merged into what is saved now', () => {
  const answer = async (u: SignedInUser, label: string, text: string) => {
    const needed = await recordAnswerNeeded(t.database.db, u.user.id, { label, input: 'text', options: null });
    const res = await t.request('POST', `/django/api/job-search/answers-needed/${needed.id}/answer/`, {
      token: u.token,
      body: { answer: text },
    });
    expect(res.status).toBe(200);
  };

  it('keeps an answer given under "Answers needed" after the dialog read the record', async () => {
    const u = await t.registerUser();
    const created = await create(u, { expected_pay: '1', data: { 'Work permit?': 'Yes', 'Driving licence?': 'No' } });
    const read = (await list(u))[0].data;
    await answer(u, 'Years of Rust?', '4');
    await answer(u, 'Driving licence?', 'Yes, category B');
    // The dialog's copy is the one read before both answers: the user removes one, adds one.
    const saved = await patch(u, created.body.id, {
      data: { 'Driving licence?': 'No', 'Notice negotiable?': 'Yes' },
      data_base: read,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      'Driving licence?': 'Yes, category B',
      'Notice negotiable?': 'Yes',
      'Years of Rust?': '4',
    });
  });

  it('applies what the user changed or removed when nothing changed meanwhile', async () => {
    const u = await t.registerUser();
    const created = await create(u, { expected_pay: '1', data: { 'Work permit?': 'Yes', 'Years of Go?': '2' } });
    const read = (await list(u))[0].data;
    const saved = await patch(u, created.body.id, { data: { 'Years of Go?': '3' }, data_base: read });
    expect(saved.body.data).toEqual({ 'Years of Go?': '3' });
  });

  it('without data_base, data replaces the saved custom answers', async () => {
    const u = await t.registerUser();
    const created = await create(u, { expected_pay: '1', data: { 'Work permit?': 'Yes' } });
    await answer(u, 'Years of Rust?', '4');
    const saved = await patch(u, created.body.id, { data: { 'Work permit?': 'No' } });
    expect(saved.body.data).toEqual({ 'Work permit?': 'No' });
  });

  it('refuses in the API format, saving nothing, when the answers kept meanwhile bring it over the limit', async () => {
    const u = await t.registerUser();
    const full = Object.fromEntries(
      Array.from({ length: CUSTOM_ANSWERS_LIMITS.questions - 1 }, (_, i) => [`Question ${i}?`, 'Yes']),
    );
    const created = await create(u, { expected_pay: '1', data: full });
    const read = (await list(u))[0].data;
    await answer(u, 'Years of Rust?', '4');
    const res = await patch(u, created.body.id, { data: { ...read, 'One more?': 'Yes' }, data_base: read });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      data: [`Ensure this field has no more than ${CUSTOM_ANSWERS_LIMITS.questions} elements.`],
    });
    expect(Object.keys((await list(u))[0].data)).toHaveLength(CUSTOM_ANSWERS_LIMITS.questions);
  });

  it('answers 404 for another user’s record, whatever data_base says', async () => {
    const [owner, other] = [await t.registerUser(), await t.registerUser()];
    const created = await create(owner, { expected_pay: '1', data: { 'Work permit?': 'Yes' } });
    const res = await patch(other, created.body.id, { data: {}, data_base: { 'Work permit?': 'Yes' } });
    expect(res.status).toBe(404);
    expect((await list(owner))[0].data).toEqual({ 'Work permit?': 'Yes' });
  });
});
