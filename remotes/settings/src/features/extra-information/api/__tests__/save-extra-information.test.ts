import { clearTokens, setTokens } from '@app/shared/stores';
import { serveApiForTests, type Answer } from '@app/shared/test-support';
import { createExtraInformation, updateExtraInformation } from '../save-extra-information';

const at = '2026-01-02 03:04:05';
const record = {
  id: 3,
  notice_period: 30,
  current_pay: '9 LPA',
  expected_pay: '12 LPA',
  data: {},
  cover_letter: '',
  follow_companies: false,
  write_cover_letter: false,
  created_at: at,
  updated_at: at,
};
let answer: Answer;
const api = serveApiForTests(() => answer);
beforeEach(() => {
  api.server.requests.length = 0;
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});
afterEach(() => clearTokens());

it('creates the record, then changes only what is sent', async () => {
  answer = { status: 200, body: record };
  await expect(createExtraInformation({ expected_pay: '12 LPA' })).resolves.toEqual(record);
  await expect(updateExtraInformation(3, { notice_period: 0 })).resolves.toEqual(record);
  expect(api.server.requests.map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([
    'POST /django/api/job-search/extra-information/ {"expected_pay":"12 LPA"}',
    'PATCH /django/api/job-search/extra-information/3/ {"notice_period":0}',
  ]);
});

it('names the call when an answer breaks the contract this remote was built with', async () => {
  answer = { status: 200, body: { ...record, notice_period: 'soon' } };
  await expect(updateExtraInformation(3, { notice_period: 0 })).rejects.toThrow(
    /Unexpected answer from update extra information/,
  );
});
