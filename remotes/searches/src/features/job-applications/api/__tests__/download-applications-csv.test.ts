import { clearTokens, setTokens } from '@app/shared/stores';
import { serveApiForTests } from '@app/shared/test-support';
import { downloadApplicationsCsv } from '../download-applications-csv';

const CSV = 'title,company\r\n"Dev, Senior",Acme\r\n';
const api = serveApiForTests(() => ({
  status: 200,
  body: CSV,
  headers: { 'content-type': 'text/csv; charset=utf-8' },
}));
beforeEach(() => {
  api.server.requests.length = 0;
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});
afterEach(() => clearTokens());

it("downloads one search's applications as a file with the byte-order mark Excel needs, with the bearer token", async () => {
  expect(await downloadApplicationsCsv(4)).toEqual({
    fileName: 'job-applications-search-4.csv',
    text: `\uFEFF${CSV}`,
    type: 'text/csv;charset=utf-8',
  });
  const [request] = api.server.requests;
  expect(request!.path).toBe('/django/api/job-search/job-applications/export/?job_search_id=4');
  expect(request!.headers.authorization).toBe('Bearer access-1');
});

it('names the file for all applications when no search is given', async () => {
  expect((await downloadApplicationsCsv()).fileName).toBe('job-applications.csv');
  expect(api.server.requests[0]!.path).toBe('/django/api/job-search/job-applications/export/');
});
