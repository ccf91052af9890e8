import { startChatModelServer, type ChatModelServer } from '@test/helpers/chat-model-server';
import type { Applicant, FormQuestion } from '../applicant';
import { applicantOf, type ApplicantDataOf } from '../corpus/applicant-of';
import { createLlmAnswerer } from '../llm-answer';

// An OpenAI-compatible endpoint on loopback that answers what each test sets, and records what the
// bot sent: the client's request and its handling of replies are what is tested here.
let model: ChatModelServer;
let baseUrl: string;
let reply: { status: number; content: string };
let received: ChatModelServer['received'];

beforeAll(async () => {
  model = await startChatModelServer(() => reply);
  ({ baseUrl, received } = model);
});
afterAll(() => model.close());
beforeEach(() => {
  received.length = 0;
});

const data: ApplicantDataOf = {
  email: 'ada@example.com',
  linkedinEmail: 'ada@linkedin.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  noticePeriodDays: 30,
  currentPay: null,
  expectedPay: '60,000 $/year',
  custom: { 'Preferred pronouns': 'she/her' },
  resumeText: 'Ada Lovelace. Holds a valid EU driving licence.',
  followCompanies: false,
};
const applicant: Applicant = applicantOf(data);
const question: FormQuestion = {
  label: 'Do you have a driving licence?',
  kind: 'radio',
  required: true,
  options: ['Yes', 'No'],
};

describe('createLlmAnswerer', () => {
  // Made per call: the server's port is known only once beforeAll ran.
  const ask = (q: FormQuestion, a: Applicant) =>
    createLlmAnswerer({ baseUrl, apiKey: 'test-key', model: 'test-model' })(q, a);

  it('asks with the question, its options and only the user’s own data, deterministically', async () => {
    reply = { status: 200, content: 'Yes' };
    expect(await ask(question, applicant)).toEqual({ answered: true, value: 'Yes', source: 'llm' });
    const [request] = received;
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body).toMatchObject({ model: 'test-model', temperature: 0 });
    const [system, user] = request!.body.messages;
    expect(system.content).toContain('reply exactly UNKNOWN');
    expect(user.content).toContain('Do you have a driving licence?');
    expect(user.content).toContain('Holds a valid EU driving licence.');
    expect(user.content).toContain('she/her');
  });

  it('takes UNKNOWN or an empty reply as no answer', async () => {
    for (const content of ['UNKNOWN', 'Unknown.', '  ']) {
      reply = { status: 200, content };
      expect(await ask(question, applicant)).toEqual({
        answered: false,
        reason: 'the LLM found no answer in the data',
      });
    }
  });

  it('refuses a reply that is none of the options, or not a number for a numeric field', async () => {
    reply = { status: 200, content: 'Probably' };
    expect((await ask(question, applicant)).answered).toBe(false);
    reply = { status: 200, content: 'a few' };
    expect((await ask({ ...question, kind: 'numeric', options: [] }, applicant)).answered).toBe(false);
  });

  it('is no answer when the service fails or cannot be reached', async () => {
    reply = { status: 500, content: 'Yes' };
    expect(await ask(question, applicant)).toEqual({ answered: false, reason: 'the LLM answered HTTP 500' });
    const unreachable = createLlmAnswerer({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm' });
    expect((await unreachable(question, applicant)).answered).toBe(false);
  });
});
