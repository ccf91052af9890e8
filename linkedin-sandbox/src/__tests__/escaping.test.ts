import { startSandbox, type RunningSandbox } from '../server';
import { SandboxClient, dom, testJob, textOf } from './sandbox-client';

// Scenario text is data, never markup: tags in titles, descriptions, labels and options come out
// as text, and the modal's JSON block cannot be closed from inside.

const evil = '</script><script>window.pwned=1</script><img src=x onerror=alert(1)>';
let sandbox: RunningSandbox;
let client: SandboxClient;
beforeAll(async () => {
  sandbox = await startSandbox({
    scenario: {
      jobs: [
        testJob('1', {
          title: `Engineer ${evil}`,
          company: `"Quotes" & <Co>`,
          description: evil,
          questions: [
            { id: 'q', type: 'select', label: evil, options: [evil, 'Other'] },
            { id: 'r', type: 'radio', label: 'Pick', options: [`a" onclick="x`, 'b'] },
          ],
        }),
      ],
    },
  });
  client = new SandboxClient(sandbox.url);
  await client.signIn('safe@example.com', 'pw');
});
afterAll(() => sandbox.close());

it('escapes scenario text on the search page, the job page and in the modal', async () => {
  const search = dom(await client.html('/jobs/search/'));
  expect(textOf(search.querySelector('.artdeco-entity-lockup__title a'))).toBe(`Engineer ${evil}`);
  expect(search.querySelectorAll('img')).toHaveLength(0);

  const page = dom(await client.html('/jobs/view/1/'));
  expect(page.querySelectorAll('img')).toHaveLength(0);
  expect(page.querySelectorAll('script').map((s) => s.getAttribute('src') ?? s.getAttribute('type'))).toEqual([
    'application/json',
    '/__sandbox/static/easy-apply.js',
  ]);
  expect(textOf(page.querySelector('#job-details p'))).toBe(evil);
  expect(page.querySelector('button.jobs-apply-button')?.getAttribute('aria-label')).toBe(
    `Easy Apply to Engineer ${evil} at "Quotes" & <Co>`,
  );
  const config = JSON.parse(page.querySelector('#easy-apply-config')!.textContent);
  expect(config.questions.q.label).toBe(evil);

  const steps = dom(
    page
      .querySelectorAll('template')
      .map((t) => t.innerHTML)
      .join(''),
  );
  expect(steps.querySelectorAll('select option').map((o) => o.getAttribute('value'))).toContain(evil);
  expect(
    steps.querySelectorAll('input[type=radio]').map((i) => [i.getAttribute('value'), i.getAttribute('onclick')]),
  ).toEqual([
    ['a" onclick="x', undefined],
    ['b', undefined],
  ]);
});
