import { startSandbox, type RunningSandbox } from '../server';
import { SandboxClient, dom } from './sandbox-client';

// The 2026 pages beside the classic ones: React sign-in, the SDUI job page and its apply flow,
// occluded result cards, closed and external postings, and the class-name restyle switch.
const job = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: 'Backend Developer',
  company: 'Acme',
  location: 'Berlin, Germany',
  description: 'Build APIs with Node.js.',
  ...extra,
});

let sandbox: RunningSandbox;
let client: SandboxClient;

beforeAll(async () => {
  sandbox = await startSandbox({
    scenario: {
      signInPage: 'react',
      jobs: [
        job('1', { layout: 'sdui' }),
        job('2', { layout: 'sdui', sduiApplyText: 'Apply' }),
        job('3', { closed: true }),
        job('4', { easyApply: false, listedAsEasyApply: true }),
        job('5', { layout: 'sdui', easyApply: false }),
        ...Array.from({ length: 20 }, (_, i) => job(String(100 + i))),
      ],
    },
  });
  client = new SandboxClient(sandbox.url);
  await client.signIn('new@example.com', 'pw');
});
afterAll(() => sandbox.close());

it('serves the React sign-in page: no form, useId ids, a hidden duplicate of each input, Sign in a type=button', async () => {
  const page = dom(await new SandboxClient(sandbox.url).html('/login'));
  expect(page.querySelector('form')).toBeNull();
  expect(page.querySelector('#username')).toBeNull();
  expect(page.querySelector('[name=session_key]')).toBeNull();
  const emails = page.querySelectorAll('input[type=email]');
  expect(emails).toHaveLength(2);
  expect(emails[0]!.closest('[hidden]')).not.toBeNull();
  expect(emails[1]!.getAttribute('id')).toMatch(/^«R\w+»$/);
  expect(page.querySelectorAll('input[type=password]')).toHaveLength(2);
  const buttons = page.querySelectorAll('button').map((b) => b.textContent.trim());
  expect(buttons.indexOf('Sign in with Apple')).toBeLessThan(buttons.indexOf('Sign in'));
  expect(
    page
      .querySelectorAll('button')
      .find((b) => b.textContent.trim() === 'Sign in')!
      .getAttribute('type'),
  ).toBe('button');
});

it('answers the React page’s sign-in with JSON: where to go, or the error', async () => {
  const fresh = new SandboxClient(sandbox.url);
  const wrong = await fresh.request('/checkpoint/lg/login-submit', {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: new URLSearchParams({ session_key: 'new@example.com', session_password: 'other' }),
  });
  expect(await wrong.json()).toEqual({
    errors: { password: 'Wrong email or password. Try again or create an account .' },
  });
  const right = await fresh.request('/checkpoint/lg/login-submit', {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: new URLSearchParams({ session_key: 'new@example.com', session_password: 'pw' }),
  });
  expect(await right.json()).toEqual({ redirect: '/feed/' });
});

it('serves the SDUI job page: description in About the job, Easy Apply a link to the apply flow', async () => {
  const page = dom(await client.html('/jobs/view/1/'));
  expect(page.querySelector('h1')).toBeNull();
  expect(
    page.querySelector('[componentkey="JobDetails_AboutTheJob_1"] span[data-testid="expandable-text-box"]')!
      .textContent,
  ).toBe('Build APIs with Node.js.');
  const link = page.querySelectorAll('a').find((a) => a.textContent.trim() === 'Easy Apply')!;
  expect(link.getAttribute('href')).toBe('/jobs/view/1/apply/?openSDUIApplyFlow=true');
  expect(page.querySelector('.jobs-apply-button')).toBeNull();
  expect(page.querySelector('[role=dialog]')).toBeNull();

  const bare = dom(await client.html('/jobs/view/2/'));
  expect(bare.querySelector('a[href="/jobs/view/2/apply/?openSDUIApplyFlow=true"]')!.textContent.trim()).toBe('Apply');

  const flow = dom(await client.html('/jobs/view/1/apply/?openSDUIApplyFlow=true'));
  const dialog = flow.querySelector('[role=dialog]')!;
  expect(dialog.classList.contains('jobs-easy-apply-modal')).toBe(false);
  expect(dialog.hasAttribute('data-test-modal')).toBe(false);
  expect(flow.querySelectorAll('template[data-easy-apply-step]').length).toBeGreaterThan(1);
});

it('shows a closed posting without any apply button, and external apply with Easy Apply’s class', async () => {
  const closed = dom(await client.html('/jobs/view/3/'));
  expect(closed.textContent).toContain('No longer accepting applications');
  expect(closed.querySelector('#jobs-apply-button-id')).toBeNull();

  const external = dom(await client.html('/jobs/view/4/'));
  const button = external.querySelector('#jobs-apply-button-id')!;
  expect(button.classList.contains('jobs-apply-button')).toBe(true);
  expect(button.getAttribute('aria-label')).toBe('Apply to Backend Developer on company website');
  expect(await searchIds('f_AL=true')).toContain('4');

  const sduiExternal = dom(await client.html('/jobs/view/5/'));
  expect(sduiExternal.querySelector('a[aria-label$="on company website"]')!.getAttribute('href')).toBe(
    '/__sandbox/external-apply/5',
  );
  expect(await searchIds('f_AL=true')).not.toContain('5');
});

const searchIds = async (query: string) =>
  dom(await client.html(`/jobs/search/?${query}`))
    .querySelectorAll('li[data-occludable-job-id]')
    .map((li) => li.getAttribute('data-occludable-job-id'));

it('renders only the first 7 result cards; the rest are empty li’s with their card held back', async () => {
  const page = dom(await client.html('/jobs/search/'));
  const items = page.querySelectorAll('li[data-occludable-job-id]');
  expect(items).toHaveLength(25);
  expect(items.slice(0, 7).every((li) => li.querySelector('a[href^="/jobs/view/"]'))).toBe(true);
  expect(items.slice(7).every((li) => li.textContent.trim() === '')).toBe(true);
  expect(page.querySelectorAll('template[data-sandbox-card-for]')).toHaveLength(18);
});

it('marks an application with "See application"', async () => {
  const applied = await startSandbox({ scenario: { jobs: [job('9', { appliedBy: ['me@example.com'] })] } });
  try {
    const me = new SandboxClient(applied.url);
    await me.signIn('me@example.com', 'pw');
    const page = dom(await me.html('/jobs/view/9/'));
    expect(page.querySelector('#jobs-apply-see-application-link')!.textContent.trim()).toBe('See application');
  } finally {
    await applied.close();
  }
});

it('restyle: scrambles every class name on every page and in the stylesheet, keeping ids, roles, labels and data-*', async () => {
  const before = await client.html('/jobs/view/100/');
  const answer = await client.postJson('/__sandbox/restyle', { scrambleClasses: true });
  expect(answer.status).toBe(200);
  try {
    const after = await client.html('/jobs/view/100/');
    for (const name of ['jobs-apply-button', 'jobs-easy-apply-modal', 'artdeco-button', 'jobs-box__html-content']) {
      expect(before).toContain(name);
      expect(after).not.toMatch(new RegExp(`class="[^"]*\\b${name}\\b`));
    }
    const page = dom(after);
    expect(page.querySelector('#jobs-apply-button-id')!.getAttribute('aria-label')).toBe(
      'Easy Apply to Backend Developer at Acme',
    );
    expect(page.querySelector('#job-details')).not.toBeNull();
    expect(page.querySelector('[role=dialog]')).not.toBeNull();
    expect(page.querySelectorAll('template')).not.toHaveLength(0);
    const css = await (await client.get('/__sandbox/static/sandbox.css')).text();
    expect(css).not.toContain('.jobs-search-results-list');
    const script = await (await client.get('/__sandbox/static/easy-apply.js')).text();
    expect(script).not.toContain("'artdeco-inline-feedback__message'");
    expect(script).toContain("values['contact.email']");
  } finally {
    await client.postJson('/__sandbox/restyle', { scrambleClasses: false });
  }
  expect((await client.postJson('/__sandbox/restyle', { scrambleClasses: 'yes' })).status).toBe(400);
});
