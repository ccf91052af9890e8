import { startSandbox, type RunningSandbox } from '../server';
import { parseScenario } from '../scenario/load';
import { SandboxClient, testJob } from './sandbox-client';

// The outage switch: the next loads of a page fail as on a busy site (503, 429, a dropped
// connection), then it answers again; the bot's page-load retries are tested against it.

let sandbox: RunningSandbox;
let client: SandboxClient;
beforeAll(async () => {
  sandbox = await startSandbox({ scenario: parseScenario({ jobs: [testJob('1'), testJob('2')] }) });
  client = new SandboxClient(sandbox.url);
  await client.signIn('outage@example.com', 'pw');
});
afterAll(() => sandbox.close());
beforeEach(() => client.postJson('/__sandbox/reset', {}).then(() => client.signIn('outage@example.com', 'pw')));

const outage = (body: unknown) => client.postJson('/__sandbox/outage', body);
const failed = async () => ((await (await client.get('/__sandbox/outages')).json()) as any[]).map((o) => o.failed);

it('answers the next loads of a page with 503 and its Retry-After, then serves it again', async () => {
  expect((await outage({ path: '/jobs/view/1/', times: 2, retryAfter: 1 })).status).toBe(200);
  for (let i = 0; i < 2; i += 1) {
    const response = await client.get('/jobs/view/1/');
    expect([response.status, response.headers.get('retry-after')]).toEqual([503, '1']);
    expect(await response.text()).toContain('<h1>Service Unavailable</h1>');
  }
  expect((await client.get('/jobs/view/1/')).status).toBe(200);
  expect(await failed()).toEqual([2]);
  // Only that page: another posting and the search answer as usual.
  expect((await client.get('/jobs/view/2/')).status).toBe(200);
});

it('answers 429 until switched off, without Retry-After unless asked', async () => {
  await outage({ path: '/jobs/search/', answer: '429' });
  for (let i = 0; i < 3; i += 1) {
    const response = await client.get('/jobs/search/?keywords=x');
    expect([response.status, response.headers.get('retry-after')]).toEqual([429, null]);
  }
  await outage({ path: '/jobs/search/', times: 0 });
  expect((await client.get('/jobs/search/?keywords=x')).status).toBe(200);
  expect(await failed()).toEqual([]);
});

it('drops the connection without an answer', async () => {
  await outage({ path: '/jobs/view/1/', answer: 'drop', times: 1 });
  await expect(client.get('/jobs/view/1/')).rejects.toThrow('fetch failed');
  expect((await client.get('/jobs/view/1/')).status).toBe(200);
});

it('keeps its own API up, is cleared by a reset and refuses a malformed request', async () => {
  await outage({ path: '/' });
  expect((await client.get('/feed/')).status).toBe(503);
  expect((await client.get('/__sandbox/outages')).status).toBe(200);
  await client.postJson('/__sandbox/reset', {});
  expect((await client.get('/login')).status).toBe(200);
  const bad = await outage({ path: 'jobs', answer: '500' });
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { problems: string[] }).problems).toHaveLength(2);
});
