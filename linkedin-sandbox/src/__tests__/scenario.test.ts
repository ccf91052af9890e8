import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultScenario, generateDefaultScenario } from '../scenario/default-scenario';
import { ScenarioError, loadScenarioFile, parseScenario } from '../scenario/load';
import { startSandbox } from '../server';
import { SandboxClient, cardIds, testJob } from './sandbox-client';

const problemsOf = (input: unknown): string[] => {
  try {
    parseScenario(input);
  } catch (error) {
    if (error instanceof ScenarioError) return error.problems;
    throw error;
  }
  throw new Error('the scenario was accepted');
};

describe('scenario validation', () => {
  it('fills defaults in', () => {
    const scenario = parseScenario({ jobs: [{ id: '1', title: 'T', company: 'C', location: 'L', description: 'D' }] });
    expect(scenario.accounts).toEqual([]);
    expect(scenario.jobs[0]).toMatchObject({
      remote: false,
      postedDaysAgo: 0,
      easyApply: true,
      appliedBy: [],
      questions: [],
    });
  });

  it('names every problem with where it is', () => {
    const problems = problemsOf({
      accounts: [{ email: 'nope', password: '' }],
      jobs: [
        testJob('12a'),
        testJob('7', {
          questions: [
            { id: 'q1', type: 'select', label: 'Pick one' },
            { id: 'q1', type: 'text', label: 'Again', options: ['x'] },
            { id: 'q3', type: 'numeric', label: 'Years', min: 5, max: 1 },
            { id: 'q4', type: 'radio', label: 'Which', options: ['Select an option', 'A'] },
            { id: 'q5', type: 'date', label: 'When' },
          ],
        }),
      ],
    });
    expect(problems).toEqual([
      'accounts.0.email: Invalid email address',
      'accounts.0.password: a password is required',
      'jobs.0.id: job ids are digits, as LinkedIn job ids',
      'jobs.1.questions.0.options: a select question needs options',
      'jobs.1.questions.1.options: a text question takes no options',
      'jobs.1.questions.2.max: max must not be below min',
      'jobs.1.questions.3.options: "Select an option" is the placeholder, not an option',
      expect.stringMatching(/^jobs\.1\.questions\.4\.type: Invalid option/),
    ]);
  });

  it('finds duplicates once each entry is valid', () => {
    const q = { id: 'q1', type: 'text', label: 'Why?' };
    expect(
      problemsOf({
        accounts: [
          { email: 'a@x.com', password: 'p' },
          { email: 'A@x.com', password: 'q' },
        ],
        jobs: [testJob('7', { questions: [q, q] }), testJob('7')],
      }),
    ).toEqual([
      'jobs.0.questions.1.id: duplicate question id "q1"',
      'jobs.1.id: duplicate job id "7"',
      'accounts.1.email: duplicate account "a@x.com"',
    ]);
  });

  it('loads a file and reports unreadable or malformed ones clearly', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'scenario-'));
    const good = path.join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ dailyLimit: 3, jobs: [testJob('5')] }));
    expect(loadScenarioFile(good).dailyLimit).toBe(3);
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, '{ "jobs": [');
    expect(() => loadScenarioFile(bad)).toThrow(/scenario file .*bad\.json:\n {2}- not valid JSON/);
    expect(() => loadScenarioFile(path.join(dir, 'missing.json'))).toThrow(/cannot read the file/);
    writeFileSync(bad, '{}');
    expect(() => loadScenarioFile(bad)).toThrow(/jobs: /);
  });
});

describe('default scenario', () => {
  it('is deterministic and has at least 60 varied postings', () => {
    expect(generateDefaultScenario()).toEqual(defaultScenario);
    const jobs = defaultScenario.jobs;
    expect(jobs.length).toBeGreaterThanOrEqual(60);
    expect(new Set(jobs.map((j) => j.title)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(jobs.map((j) => j.location)).size).toBeGreaterThanOrEqual(8);
    expect(jobs.filter((j) => j.remote).length).toBeGreaterThanOrEqual(20);
    expect(jobs.filter((j) => j.easyApply).length).toBeGreaterThan(jobs.length * 0.8);
    expect(jobs.some((j) => j.postedDaysAgo === 0)).toBe(true);
    const types = new Set(jobs.flatMap((j) => j.questions.map((q) => q.type)));
    expect([...types].sort()).toEqual([
      'checkbox',
      'consent',
      'numeric',
      'radio',
      'select',
      'text',
      'textarea',
      'typeahead',
    ]);
    const labels = jobs.flatMap((j) => j.questions.map((q) => q.label)).join('\n');
    for (const typical of [
      'years of work experience',
      'notice period',
      'current annual salary',
      'expected annual salary',
      'sponsorship',
      'legally authorized',
      'relocate',
      'Cover letter',
      'I confirm',
    ]) {
      expect(labels).toContain(typical);
    }
    expect(jobs.some((j) => new Set(j.questions.map((q) => q.step)).size > 1)).toBe(true);
  });

  it("a new user's ordinary searches find Easy Apply jobs", async () => {
    const sandbox = await startSandbox();
    try {
      const client = new SandboxClient(sandbox.url);
      await client.signIn('newcomer@example.com', 'pw');
      for (const query of [
        'keywords=Software+Engineer',
        'keywords=data+analyst&location=Remote',
        'keywords=accountant',
        'keywords=product+manager&location=United+States',
        'keywords=developer&f_TPR=r604800',
        'keywords=marketing&f_WT=2&f_AL=true',
      ]) {
        expect((await cardIds(await client.html(`/jobs/search/?${query}&f_AL=true`))).length).toBeGreaterThan(0);
      }
    } finally {
      await sandbox.close();
    }
  });
});

describe('control API', () => {
  it('reset replaces the scenario and clears state; a bad scenario answers 400 with the problems', async () => {
    const sandbox = await startSandbox({ scenario: parseScenario({ jobs: [testJob('1')] }) });
    try {
      const client = new SandboxClient(sandbox.url);
      await client.signIn('a@example.com', 'pw');
      const bad = await client.postJson('/__sandbox/reset', { jobs: [{ id: 'x' }] });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { problems: string[] }).problems).toContain(
        'jobs.0.id: job ids are digits, as LinkedIn job ids',
      );

      const reset = await client.postJson('/__sandbox/reset', { jobs: [testJob('2'), testJob('3')] });
      expect(await reset.json()).toEqual({ ok: true, jobs: 2 });
      // Sessions are gone with the old state.
      expect((await client.get('/jobs/search/')).status).toBe(302);
      await client.signIn('a@example.com', 'another-password');
      expect(cardIds(await client.html('/jobs/search/'))).toEqual(['2', '3']);

      await client.request('/__sandbox/reset', { method: 'POST' });
      await client.signIn('a@example.com', 'pw');
      expect(cardIds(await client.html('/jobs/search/'))).toEqual(['1']);
    } finally {
      await sandbox.close();
    }
  });
});
