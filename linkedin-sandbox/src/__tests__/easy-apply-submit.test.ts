import { createHash } from 'node:crypto';
import { startSandbox, type RunningSandbox } from '../server';
import { parseScenario } from '../scenario/load';
import type { Submission } from '../state/submissions';
import { SandboxClient, dom, testJob } from './sandbox-client';

// The submission endpoint checks what the modal checks, so a bot that skips the UI is caught too;
// and LinkedIn's daily limit stops applications after the configured number.

const questions = [
  { id: 'years', type: 'numeric', label: 'Years with Go?' },
  { id: 'notice', type: 'numeric', label: 'Notice period in days?', min: 0, max: 365 },
  { id: 'visa', type: 'radio', label: 'Need sponsorship?', options: ['Yes', 'No'] },
  { id: 'tools', type: 'checkbox', label: 'Tools you use', options: ['Git', 'Docker', 'Vim'], required: false },
  { id: 'note', type: 'textarea', label: 'Anything else?', required: false },
];
const scenario = parseScenario({
  dailyLimit: 2,
  jobs: ['1', '2', '3', '4'].map((id) => testJob(id, { questions })),
});

const contact = (email: string) => ({ email, phoneCountry: 'United States (+1)', phone: '(555) 123-4567' });
const goodAnswers = { years: '4', notice: '120', visa: 'No', tools: ['Git', 'Docker'], note: '' };
const pdf = Buffer.from('%PDF-1.4 resume');

function application(
  email: string,
  answers: Record<string, string | string[]> = goodAnswers,
  file: { name: string; data: Buffer } | null = { name: 'resume.pdf', data: pdf },
) {
  const body = new FormData();
  body.append('application', JSON.stringify({ contact: contact(email), answers, followCompany: true }));
  if (file) body.append('resume', new Blob([file.data], { type: 'application/pdf' }), file.name);
  return body;
}

let sandbox: RunningSandbox;
beforeEach(async () => {
  sandbox = await startSandbox({ scenario });
});
afterEach(() => sandbox.close());

const signedIn = async (email: string) => {
  const client = new SandboxClient(sandbox.url);
  await client.signIn(email, 'pw');
  return client;
};
const submit = (client: SandboxClient, jobId: string, body: FormData) =>
  client.request(`/jobs/view/${jobId}/easy-apply`, { method: 'POST', body });
const submissions = async () => (await (await fetch(`${sandbox.url}/__sandbox/submissions`)).json()) as Submission[];

it('records a valid application with every answer and the resume hash', async () => {
  const client = await signedIn('ok@example.com');
  const response = await submit(client, '1', application('ok@example.com'));
  expect(response.status).toBe(200);
  expect(await submissions()).toEqual([
    expect.objectContaining({
      jobId: '1',
      account: 'ok@example.com',
      answers: [
        { questionId: 'years', label: 'Years with Go?', value: '4' },
        { questionId: 'notice', label: 'Notice period in days?', value: '120' },
        { questionId: 'visa', label: 'Need sponsorship?', value: 'No' },
        { questionId: 'tools', label: 'Tools you use', value: 'Git, Docker' },
        { questionId: 'note', label: 'Anything else?', value: '' },
      ],
      contact: contact('ok@example.com'),
      resume: { fileName: 'resume.pdf', sha256: createHash('sha256').update(pdf).digest('hex'), size: pdf.length },
      followCompany: true,
    }),
  ]);
  // Applying twice is refused, as LinkedIn shows the job as applied.
  expect((await submit(client, '1', application('ok@example.com'))).status).toBe(409);
});

it('rejects empty, malformed and unknown answers with LinkedIn messages, and records nothing', async () => {
  const client = await signedIn('bad@example.com');
  const response = await submit(
    client,
    '1',
    application(
      'bad@example.com',
      { years: '4.5', notice: '400', visa: 'Maybe', tools: ['Emacs'], extra: 'x' },
      { name: 'resume.exe', data: pdf },
    ),
  );
  expect(response.status).toBe(400);
  expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([
    { field: 'resume', label: 'Resume', message: 'Please upload a DOC, DOCX, or PDF file.' },
    { field: 'extra', label: 'extra', message: 'This question is not part of this application.' },
    { field: 'years', label: 'Years with Go?', message: 'Enter a whole number between 0 and 99' },
    { field: 'notice', label: 'Notice period in days?', message: 'Enter a whole number between 0 and 365' },
    { field: 'visa', label: 'Need sponsorship?', message: 'Please make a selection' },
    { field: 'tools', label: 'Tools you use', message: 'Please make a selection' },
  ]);

  const missing = await submit(client, '1', application('bad@example.com', {}, null));
  expect(((await missing.json()) as { errors: { field: string; message: string }[] }).errors).toEqual([
    { field: 'resume', label: 'Resume', message: 'A resume is required' },
    { field: 'years', label: 'Years with Go?', message: 'Please enter a valid answer' },
    { field: 'notice', label: 'Notice period in days?', message: 'Please enter a valid answer' },
    { field: 'visa', label: 'Need sponsorship?', message: 'Please make a selection' },
  ]);

  const big = await submit(
    client,
    '1',
    application('bad@example.com', goodAnswers, { name: 'cv.pdf', data: Buffer.alloc(2 * 1024 * 1024 + 1) }),
  );
  expect(big.status).toBe(400);
  expect(JSON.stringify(await big.json())).toContain('no larger than 2 MB');

  const garbled = new FormData();
  garbled.append('application', '{not json');
  expect((await submit(client, '1', garbled)).status).toBe(400);
  expect(
    (await fetch(`${sandbox.url}/jobs/view/1/easy-apply`, { method: 'POST', body: application('x@example.com') }))
      .status,
  ).toBe(401);
  expect(await submissions()).toEqual([]);
});

it("shows LinkedIn's daily-limit message after the configured number of submissions", async () => {
  const client = await signedIn('busy@example.com');
  expect((await submit(client, '1', application('busy@example.com'))).status).toBe(200);
  expect((await submit(client, '2', application('busy@example.com'))).status).toBe(200);

  const refused = await submit(client, '3', application('busy@example.com'));
  expect(refused.status).toBe(429);
  expect(((await refused.json()) as { message: string }).message).toContain("You’ve reached today's Easy Apply limit");
  // The job page's modal opens on the message instead of the form.
  const config = JSON.parse(dom(await client.html('/jobs/view/3/')).querySelector('#easy-apply-config')!.textContent);
  expect(config.limitReached).toBe(true);

  // Another account has its own count; the control API changes the limit.
  const other = await signedIn('calm@example.com');
  expect((await submit(other, '3', application('calm@example.com'))).status).toBe(200);
  const raised = await client.postJson('/__sandbox/daily-limit', { limit: 3 });
  expect(await raised.json()).toEqual({ limit: 3 });
  expect((await submit(client, '3', application('busy@example.com'))).status).toBe(200);
  expect((await client.postJson('/__sandbox/daily-limit', { limit: -1 })).status).toBe(400);
  expect((await submissions()).map((s) => [s.account, s.jobId])).toEqual([
    ['busy@example.com', '1'],
    ['busy@example.com', '2'],
    ['calm@example.com', '3'],
    ['busy@example.com', '3'],
  ]);
});

it('startSandbox({ dailyLimit }) overrides the scenario', async () => {
  const strict = await startSandbox({ scenario, dailyLimit: 0 });
  try {
    const client = new SandboxClient(strict.url);
    await client.signIn('zero@example.com', 'pw');
    expect((await submit(client, '1', application('zero@example.com'))).status).toBe(429);
  } finally {
    await strict.close();
  }
});

it('fills the contact step with the last phone sent, as LinkedIn remembers it', async () => {
  const client = await signedIn('returning@example.com');
  const phoneOf = async (jobId: string) => {
    const page = await client.html(`/jobs/view/${jobId}/`);
    const contactStep = dom(dom(page).querySelector('template[data-easy-apply-step="0"]')!.innerHTML);
    return {
      country: contactStep.querySelector('select[id*="phoneNumber-Country"] option[selected]')?.getAttribute('value'),
      phone: contactStep.querySelector('input[id*="phoneNumber-nationalNumber"]')?.getAttribute('value'),
    };
  };
  // The first time, the code is the member's country (LinkedIn's default here: the United States).
  expect(await phoneOf('1')).toEqual({ country: 'United States (+1)', phone: '' });
  await submit(client, '1', application('returning@example.com'));
  expect(await phoneOf('2')).toEqual({ country: 'United States (+1)', phone: '(555) 123-4567' });
});
