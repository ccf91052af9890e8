import { startSandbox, type RunningSandbox } from '../server';
import { parseScenario } from '../scenario/load';
import { SandboxClient, dom, testJob } from './sandbox-client';

// The drift switch renames one key element at a time, as a LinkedIn redesign would; the bot's
// selectors must then find nothing (and the bot must say so), while the page still works.

let sandbox: RunningSandbox;
let client: SandboxClient;
beforeAll(async () => {
  const questions = [{ id: 'q', type: 'text', label: 'Why us?' }];
  sandbox = await startSandbox({ scenario: parseScenario({ jobs: [testJob('1', { questions })] }) });
  client = new SandboxClient(sandbox.url);
  await client.signIn('drift@example.com', 'pw');
});
afterAll(() => sandbox.close());

const drift = (rename: string | null) => client.postJson('/__sandbox/drift', { rename });
const search = async () => dom(await client.html('/jobs/search/'));
const job = async () => dom(await client.html('/jobs/view/1/'));
/** The modal's step templates, as one DOM (the client script clones them one at a time). */
const steps = async () =>
  dom(
    (await job())
      .querySelectorAll('template[data-easy-apply-step]')
      .map((t) => t.innerHTML)
      .join(''),
  );

it('renames the job list', async () => {
  expect((await search()).querySelectorAll('li[data-occludable-job-id]')).toHaveLength(1);
  expect(await (await drift('job-list')).json()).toEqual({ rename: 'job-list' });
  const page = await search();
  expect(page.querySelectorAll('li[data-occludable-job-id]')).toHaveLength(0);
  expect(page.querySelector('.jobs-search-two-pane__no-results-banner--expand')).toBeNull();
  expect(page.querySelectorAll('li[data-job-posting-id]')).toHaveLength(1);
});

it('renames the Easy Apply button', async () => {
  await drift('easy-apply-button');
  const page = await job();
  expect(page.querySelector('.jobs-apply-button')).toBeNull();
  expect(page.querySelector('[aria-label^="Easy Apply"]')).toBeNull();
  expect(page.querySelector('button.jobs-apply-cta')?.textContent.trim()).toBe('Apply');
});

it('renames the step buttons', async () => {
  await drift(null);
  const labels = async () => (await steps()).querySelectorAll('footer button').map((b) => b.getAttribute('aria-label'));
  expect(await labels()).toEqual([
    'Continue to next step',
    'Back to previous step',
    'Continue to next step',
    'Back to previous step',
    'Review your application',
    'Back to previous step',
    'Submit application',
  ]);
  await drift('next-button');
  expect((await labels()).filter((l) => l === 'Continue to next step')).toEqual([]);
  await drift('submit-button');
  expect(await labels()).not.toContain('Submit application');
  expect(await labels()).toContain('Continue to next step');
});

it('null restores LinkedIn names; an unknown target is refused', async () => {
  await drift('job-list');
  await drift(null);
  expect((await search()).querySelectorAll('li[data-occludable-job-id]')).toHaveLength(1);
  const bad = await drift('footer');
  expect(bad.status).toBe(400);
  expect(JSON.stringify(await bad.json())).toContain('rename');
});
