import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { defaultScenario } from '../scenario/default-scenario';
import { startSandbox, type RunningSandbox } from '../server';
import { parseScenario, ScenarioError } from '../scenario/load';
import { resolvePosting } from '../company-sites/schema';
import type { CompanySubmission } from '../company-sites/submissions';
import { dom, SandboxClient, testJob, textOf } from './sandbox-client';

// The company-site replicas over HTTP: the scenario's rules, the host-name switch, LinkedIn's
// redirect, what each form refuses and records, the email-verification wall, the control API.

const jobs = [
  testJob('4200000001', {
    company: 'Acme',
    easyApply: false,
    companySite: {
      system: 'greenhouse',
      layout: 'classic',
      postingId: '4012345',
      questions: [
        { id: 'why', kind: 'textarea', label: 'Why us?' },
        { id: 'heard', kind: 'select', label: 'Heard from', options: ['LinkedIn', 'Friend'] },
      ],
    },
  }),
  testJob('4200000002', {
    company: 'Globex',
    easyApply: false,
    companySite: { system: 'greenhouse', postingId: '5012345', emailVerification: true, eeo: false },
  }),
  testJob('4200000003', { company: 'Hooli', easyApply: false, companySite: { system: 'lever', board: 'hooli' } }),
  testJob('4200000004', { company: 'Initech', easyApply: false }),
  testJob('4200000005', {
    company: 'Stark',
    easyApply: false,
    companySite: { system: 'greenhouse', postingId: '6012345', captcha: true, eeo: false },
  }),
];

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ scenario: { jobs } });
});
afterAll(() => sandbox?.close());

const submissions = async (): Promise<CompanySubmission[]> =>
  (await fetch(`${sandbox.url}/__sandbox/company-submissions`)).json() as Promise<CompanySubmission[]>;
const resume = Buffer.from('%PDF-1.4\n% http test resume\n%%EOF\n');

describe('scenario', () => {
  const problems = (job: Record<string, unknown>) => {
    try {
      parseScenario({ jobs: [testJob('1', job)] });
      return [];
    } catch (error) {
      return (error as ScenarioError).problems;
    }
  };
  it('refuses a company site on an Easy Apply posting, a layout outside Greenhouse, a file question on Lever', () => {
    expect(problems({ companySite: { system: 'lever' } })).toEqual([
      'jobs.0.companySite: a company site is for external postings (easyApply false)',
    ]);
    expect(problems({ easyApply: false, companySite: { system: 'ashby', layout: 'classic' } })).toEqual([
      'jobs.0.companySite.layout: layout applies to Greenhouse only',
    ]);
    expect(
      problems({
        easyApply: false,
        companySite: { system: 'lever', questions: [{ id: 'f', kind: 'file', label: 'CV' }] },
      }),
    ).toEqual(['jobs.0.companySite.questions: Lever forms have no file questions']);
    expect(
      problems({
        easyApply: false,
        companySite: {
          system: 'greenhouse',
          questions: [{ id: 's', kind: 'select', label: 'Pick', options: ['One'] }],
        },
      }),
    ).toEqual(['jobs.0.companySite.questions.0.options: a select question needs at least two options']);
  });
});

it('the default scenario leads to every system, layout and variant, and leaves some postings on an unknown site', () => {
  const kindOf = (site: (typeof defaultScenario.jobs)[number]['companySite']) =>
    site
      ? [site.system, site.layout, site.captcha && 'captcha', site.emailVerification && 'verify']
          .filter(Boolean)
          .join(' ')
      : 'unknown';
  const kinds = new Set(defaultScenario.jobs.filter((j) => !j.easyApply).map((j) => kindOf(j.companySite)));
  expect([...kinds].sort()).toEqual([
    'ashby',
    'ashby captcha',
    'greenhouse classic',
    'greenhouse embed',
    'greenhouse job-boards',
    'greenhouse job-boards captcha',
    'greenhouse job-boards verify',
    'lever',
    'lever captcha',
    'unknown',
  ]);
});

it("LinkedIn's external Apply names the company's link and redirects to it; an unknown site keeps the placeholder", async () => {
  const client = new SandboxClient(sandbox.url);
  await client.signIn('http@example.com', 'pw');
  const page = dom(await client.html('/jobs/view/4200000001/'));
  const button = page.querySelector('#jobs-apply-button-id')!;
  expect(button.getAttribute('aria-label')).toBe('Apply to Backend Developer on company website');
  const href = /window\.open\('([^']+)'/.exec(button.getAttribute('onclick')!)![1]!;
  const port = new URL(sandbox.url).port;
  const target = `http://boards.greenhouse.io.localhost:${port}/acme/jobs/4012345?gh_src=linkedin`;
  expect(new URL(href, sandbox.url).searchParams.get('url')).toBe(target);
  const redirect = await client.get(href);
  expect([redirect.status, redirect.headers.get('location')]).toEqual([302, target]);

  const unknown = dom(await client.html('/jobs/view/4200000004/')).querySelector('#jobs-apply-button-id')!;
  expect(unknown.getAttribute('onclick')).toContain('/__sandbox/external-apply/4200000004');
});

it('answers a company host name with its replica, linking within that host', async () => {
  const port = Number(new URL(sandbox.url).port);
  const { postingId } = resolvePosting({ ...jobs[2]!, companySite: parseScenario({ jobs }).jobs[2]!.companySite! });
  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path, headers: { host: `jobs.lever.co.localhost:${port}` } },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  const apply = await get(`/hooli/${postingId}/apply`);
  expect(apply.status).toBe(200);
  const page = dom(apply.body);
  expect(textOf(page.querySelector('title'))).toBe('Hooli - Backend Developer');
  // Its own links are host-relative (no /__ats prefix); the form posts to the page's own address, as Lever's does.
  expect(page.querySelector('link[rel=stylesheet]')!.getAttribute('href')).toBe('/__static/lever.css');
  expect(page.querySelector('#application-form')!.hasAttribute('action')).toBe(false);
  // The same address on the sandbox's own host is LinkedIn's, which has no such page.
  expect((await fetch(`${sandbox.url}/hooli/${postingId}/apply`)).status).toBe(404);
});

describe('classic Greenhouse form', () => {
  const path = '/__ats/boards.greenhouse.io/acme/jobs/4012345';
  it('refuses empty required fields with "This field is required." and records a complete one with the resume bytes', async () => {
    const empty = new FormData();
    empty.append('job_application[first_name]', 'Ada');
    const refused = await fetch(`${sandbox.url}${path}`, { method: 'POST', body: empty });
    expect(refused.status).toBe(422);
    const page = dom(await refused.text());
    expect(page.querySelector('#first_name')!.getAttribute('value')).toBe('Ada');
    expect(textOf(page.querySelector('#email')!.parentNode!.querySelector('.field-error-msg'))).toBe(
      'This field is required.',
    );
    expect(textOf(page.querySelector('#resume_fieldset .field-error-msg'))).toBe('This field is required.');

    const full = new FormData();
    for (const [k, v] of Object.entries({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '1',
      location: 'Berlin',
    }))
      full.append(`job_application[${k}]`, v);
    full.append('job_application[resume]', new Blob([resume], { type: 'application/pdf' }), 'cv.pdf');
    full.append('job_application[answers_attributes][0][question_id]', '12345001');
    full.append('job_application[answers_attributes][0][text_value]', 'Because.');
    full.append(
      'job_application[answers_attributes][1][answer_selected_options_attributes][0][question_option_id]',
      '1234500202',
    );
    full.append('job_application[gender]', 'Decline To Self Identify');
    const accepted = await fetch(`${sandbox.url}${path}`, { method: 'POST', body: full, redirect: 'manual' });
    expect([accepted.status, accepted.headers.get('location')]).toEqual([303, `${path}/confirmation`]);
    const sent = (await submissions()).find((s) => s.jobId === '4200000001')!;
    expect(sent.resume).toMatchObject({
      fileName: 'cv.pdf',
      size: resume.length,
      sha256: createHash('sha256').update(resume).digest('hex'),
    });
    expect(sent.answers).toEqual([
      { questionId: 'why', label: 'Why us?', value: 'Because.' },
      { questionId: 'heard', label: 'Heard from', value: 'Friend' },
    ]);
    expect(sent.eeo).toEqual({ Gender: 'Decline To Self Identify' });
    const confirmation = dom(await (await fetch(`${sandbox.url}${path}/confirmation`)).text());
    expect(textOf(confirmation.querySelector('#application_confirmation h1'))).toBe('Thank you for applying.');
  });
});

it('a board with email verification holds the application until the emailed security code comes back', async () => {
  const path = '/__ats/job-boards.greenhouse.io/globex/jobs/5012345';
  const form = () => {
    const data = new FormData();
    for (const [k, v] of Object.entries({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      country: 'Germany +49',
      phone: '30 1',
      'candidate-location': 'Berlin',
    }))
      data.append(k, v);
    data.append('resume_text', 'Grace Hopper — compilers.');
    return data;
  };
  const first = await fetch(`${sandbox.url}${path}`, { method: 'POST', body: form() });
  expect(first.status).toBe(428);
  expect(((await first.json()) as { verification: string }).verification).toMatch(
    /^A verification code was sent to grace@example.com\./,
  );
  expect((await submissions()).some((s) => s.jobId === '4200000002')).toBe(false);

  const wrong = form();
  wrong.append('security_code', 'WRONG123');
  const refused = await fetch(`${sandbox.url}${path}`, { method: 'POST', body: wrong });
  expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([
    428,
    'Incorrect security code. Please try again.',
  ]);

  const mails = (await (await fetch(`${sandbox.url}/__sandbox/mailbox.json`)).json()) as { to: string; pin: string }[];
  const code = mails.find((m) => m.to === 'grace@example.com')!.pin;
  const right = form();
  right.append('security_code', code);
  const accepted = await fetch(`${sandbox.url}${path}`, { method: 'POST', body: right });
  expect(accepted.status).toBe(200);
  expect((await submissions()).find((s) => s.jobId === '4200000002')).toMatchObject({
    resume: null,
    resumeText: 'Grace Hopper — compilers.',
  });
});

it('a CAPTCHA board refuses a complete application whose challenge was not solved, whatever token it carries', async () => {
  const post = async (token: string) => {
    const data = new FormData();
    for (const [k, v] of Object.entries({
      first_name: 'Bot',
      last_name: 'Person',
      email: 'bot@example.com',
      country: 'Germany +49',
      phone: '30 1',
      'candidate-location': 'Berlin',
      resume_text: 'cv',
    }))
      data.append(k, v);
    data.append('g-recaptcha-response', token);
    const response = await fetch(`${sandbox.url}/__ats/job-boards.greenhouse.io/stark/jobs/6012345`, {
      method: 'POST',
      body: data,
    });
    return [response.status, await response.json()];
  };
  const refused = [422, { errors: { 'g-recaptcha-response': 'Please verify that you are not a robot.' } }];
  expect(await post('')).toEqual(refused);
  expect(await post('03AFcWeA-made-up-token')).toEqual(refused);
  expect((await submissions()).some((s) => s.jobId === '4200000005')).toBe(false);
});

it('a file over the limit or a body that is not a form gets a plain refusal, not a server error', async () => {
  const big = new FormData();
  big.append('job_application[resume]', new Blob([Buffer.alloc(11 * 1024 * 1024, 1)]), 'huge.pdf');
  const tooLarge = await fetch(`${sandbox.url}/__ats/boards.greenhouse.io/acme/jobs/4012345`, {
    method: 'POST',
    body: big,
  });
  expect(tooLarge.status).toBe(413);
  expect(textOf(dom(await tooLarge.text()).querySelector('[role=alert]'))).toBe(
    'The file is too large. Please upload a file of 10 MB or less.',
  );
  const garbled = await fetch(
    `${sandbox.url}/__ats/jobs.ashbyhq.com/api/non-user-graphql?op=ApiSubmitSingleApplicationFormAction`,
    {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    },
  );
  expect([garbled.status, ((await garbled.json()) as { message: string }).message]).toEqual([
    400,
    'The application could not be read. Please try again.',
  ]);
});

it('a reset forgets what the company sites accepted', async () => {
  expect((await submissions()).length).toBeGreaterThan(0);
  await fetch(`${sandbox.url}/__sandbox/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jobs }),
  });
  expect(await submissions()).toEqual([]);
});
