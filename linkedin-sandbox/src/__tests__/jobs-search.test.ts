import { startSandbox, type RunningSandbox } from '../server';
import { parseScenario } from '../scenario/load';
import { SandboxClient, cardIds, dom, testJob, textOf } from './sandbox-client';

// 30 filler postings (two pages) plus a few distinct ones that each filter must single out.
const filler = Array.from({ length: 30 }, (_, i) =>
  testJob(String(1000 + i), {
    title: `Accountant ${i}`,
    company: 'Ledger Ltd',
    location: 'Paris, France',
    postedDaysAgo: 10,
  }),
);
const scenario = parseScenario({
  jobs: [
    testJob('1', {
      title: 'Senior Python Developer',
      company: 'Snake Oil',
      location: 'Berlin, Germany',
      postedDaysAgo: 0,
    }),
    testJob('2', {
      title: 'Frontend Developer',
      company: 'Pixel',
      location: 'United States',
      remote: true,
      postedDaysAgo: 3,
      description: 'React and TypeScript.',
    }),
    testJob('3', {
      title: 'Data Analyst',
      company: 'Numbers Inc',
      location: 'London, England, United Kingdom',
      postedDaysAgo: 20,
      easyApply: false,
    }),
    testJob('4', {
      title: 'Nurse',
      company: 'Care & Co <Health>',
      location: 'Berlin, Germany',
      postedDaysAgo: 40,
      appliedBy: ['seeker@example.com'],
    }),
    ...filler,
  ],
});

let sandbox: RunningSandbox;
let client: SandboxClient;
beforeAll(async () => {
  sandbox = await startSandbox({ scenario });
  client = new SandboxClient(sandbox.url);
  await client.signIn('seeker@example.com', 'pw');
});
afterAll(() => sandbox.close());

const search = async (query: string) => cardIds(await client.html(`/jobs/search/?${query}`));

describe('job search', () => {
  it('renders the 2026 cards: title link, company subtitle, location below, escaped text', async () => {
    const page = dom(await client.html('/jobs/search/?keywords=nurse'));
    const card = page.querySelector('li[data-occludable-job-id="4"]')!;
    const link = card.querySelector('.artdeco-entity-lockup__title a')!;
    expect(link.getAttribute('href')).toBe('/jobs/view/4/');
    expect(textOf(link)).toBe('Nurse');
    expect(textOf(card.querySelector('.artdeco-entity-lockup__subtitle'))).toBe('Care & Co <Health>');
    expect(textOf(card.querySelector('.job-card-container__metadata-wrapper'))).toBe('Berlin, Germany');
    expect(await client.html('/jobs/search/?keywords=nurse')).not.toContain('<Health>');
    const remote = dom(await client.html('/jobs/search/?keywords=frontend'));
    expect(textOf(remote.querySelector('.artdeco-entity-lockup__subtitle'))).toBe('Pixel');
    expect(textOf(remote.querySelector('.job-card-container__metadata-wrapper'))).toBe('United States (Remote)');
  });

  it('keywords match words of the title, company or description', async () => {
    expect(await search('keywords=python+developer')).toEqual(['1']);
    expect(await search('keywords=Developers')).toEqual(['1', '2']);
    expect(await search('keywords=typescript')).toEqual(['2']);
    expect(await search('keywords=numbers')).toEqual(['3']);
    expect(await search('keywords=java')).toEqual([]);
  });

  it('location matches the place; "Remote" matches remote jobs', async () => {
    expect(await search('location=Berlin')).toEqual(['1', '4']);
    expect(await search('location=berlin%2C+germany')).toEqual(['1', '4']);
    expect(await search('location=United+Kingdom')).toEqual(['3']);
    expect(await search('location=Remote')).toEqual(['2']);
    expect(await search('location=Tokyo')).toEqual([]);
  });

  it('f_TPR filters by posting age, f_WT=2 to remote, f_AL=true to Easy Apply', async () => {
    expect(await search('f_TPR=r86400')).toEqual(['1']);
    expect(await search('f_TPR=r604800')).toEqual(['1', '2']);
    expect((await search('f_TPR=r2592000')).slice(0, 3)).toEqual(['1', '2', '3']);
    expect(await search('f_TPR=r2592000&keywords=nurse')).toEqual([]);
    expect(await search('f_WT=2')).toEqual(['2']);
    expect(await search('f_WT=1&keywords=developer')).toEqual(['1']);
    expect(await search('keywords=analyst')).toEqual(['3']);
    expect(await search('keywords=analyst&f_AL=true')).toEqual([]);
    expect(await search('keywords=python&f_AL=true&f_WT=2')).toEqual([]);
  });

  it('pages 25 at a time with Page N buttons', async () => {
    const first = dom(await client.html('/jobs/search/?location=Paris'));
    expect(first.querySelectorAll('li[data-occludable-job-id]')).toHaveLength(25);
    expect(textOf(first.querySelector('.jobs-search-results-list__subtitle'))).toBe('30 results');
    const page2 = first.querySelector("button[aria-label='Page 2']")!;
    expect(page2.getAttribute('data-href')).toBe('/jobs/search/?location=Paris&start=25');
    expect(first.querySelector("button[aria-label='Page 1']")?.getAttribute('aria-current')).toBe('true');
    expect(first.querySelector("button[aria-label='Page 3']")).toBeNull();
    expect(await search('location=Paris&start=25')).toEqual(['1025', '1026', '1027', '1028', '1029']);
    expect(await search('location=Paris&start=50')).toEqual([]);
  });

  it('shows the no-results banner when nothing matches', async () => {
    const page = dom(await client.html('/jobs/search/?keywords=astronaut'));
    expect(page.querySelector('.jobs-search-two-pane__no-results-banner--expand')).not.toBeNull();
    expect(page.querySelectorAll('li[data-occludable-job-id]')).toHaveLength(0);
    const found = dom(await client.html('/jobs/search/?keywords=nurse'));
    expect(found.querySelector('.jobs-search-two-pane__no-results-banner--expand')).toBeNull();
  });

  it('marks jobs the account already applied to, for that account only', async () => {
    const state = (page: string, id: string) =>
      textOf(dom(page).querySelector(`li[data-occludable-job-id="${id}"] .job-card-container__footer-job-state`));
    const mine = await client.html('/jobs/search/?location=Berlin');
    expect(state(mine, '4')).toBe('Applied');
    expect(state(mine, '1')).toBeUndefined();
    const other = new SandboxClient(sandbox.url);
    await other.signIn('someone.else@example.com', 'pw');
    expect(state(await other.html('/jobs/search/?location=Berlin'), '4')).toBeUndefined();
  });

  it('the job page shows the description and the Easy Apply button, or the applied state', async () => {
    const page = dom(await client.html('/jobs/view/1/'));
    expect(textOf(page.querySelector('#job-details p'))).toBe('Build APIs with Node.js.');
    const button = page.querySelector('button.jobs-apply-button')!;
    expect(button.getAttribute('aria-label')).toBe('Easy Apply to Senior Python Developer at Snake Oil');
    expect(textOf(button)).toBe('Easy Apply');
    expect(page.querySelector('.jobs-easy-apply-modal')).not.toBeNull();

    const applied = dom(await client.html('/jobs/view/4/'));
    expect(textOf(applied.querySelector('#jobs-apply-see-application-link'))).toBe('See application');
    expect(applied.querySelector('.jobs-apply-button')).toBeNull();

    const external = dom(await client.html('/jobs/view/3/'));
    expect(textOf(external.querySelector('.jobs-apply-button'))).toBe('Apply');
    expect((await client.get('/jobs/view/999/')).status).toBe(404);
    expect((await client.get('/jobs/view/1')).headers.get('location')).toBe('/jobs/view/1/');
  });
});
