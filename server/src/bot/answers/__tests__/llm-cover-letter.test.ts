import { startChatModelServer, type ChatModelServer } from '@test/helpers/chat-model-server';
import { applicantOf } from '../corpus/applicant-of';
import { createCoverLetterWriter } from '../llm-cover-letter';

// An OpenAI-compatible endpoint on loopback that answers what each test sets: what is tested is
// which replies become a letter. Gap: a real model is not reachable here.
let model: ChatModelServer;
let reply: { status: number; content: string };

beforeAll(async () => {
  model = await startChatModelServer(() => reply);
});
afterAll(() => model.close());

const applicant = applicantOf({
  email: 'ada@example.com',
  linkedinEmail: '',
  firstName: 'Ada',
  lastName: 'Lovelace',
  noticePeriodDays: 30,
  currentPay: null,
  expectedPay: '60,000 $/year',
  custom: {},
  resumeText: 'Ada Lovelace. Backend engineer. 5 years of experience with Python.',
  followCompanies: false,
});
const posting = { title: 'Backend Engineer', company: 'Hooli' };
const write = () => createCoverLetterWriter({ baseUrl: model.baseUrl, model: 'test-model' })(applicant, posting);

it('takes a letter whose every figure is in the data or the posting', async () => {
  reply = {
    status: 200,
    content: '  Dear Hooli team,\n\nI bring 5 years of Python to your Backend Engineer role.\n\nAda Lovelace ',
  };
  expect(await write()).toEqual({
    written: true,
    text: 'Dear Hooli team,\n\nI bring 5 years of Python to your Backend Engineer role.\n\nAda Lovelace',
  });
});

it.each([
  ['UNKNOWN', 'the LLM found too little in the data for a letter'],
  ['', 'the LLM found too little in the data for a letter'],
  ['Dear [Hiring Manager],\n\nI would like the role.\n\nAda Lovelace', 'the LLM left a placeholder in the letter'],
  ['Dear team, I led 40 engineers.', 'the LLM wrote a figure not in the data: 40'],
  [`Dear team, ${'I like Python. '.repeat(120)}`, 'the LLM wrote more than 320 words'],
])('refuses %j', async (content, reason) => {
  reply = { status: 200, content };
  expect(await write()).toEqual({ written: false, reason });
});

it('is no letter when the service fails or cannot be reached', async () => {
  reply = { status: 500, content: 'Dear team' };
  expect(await write()).toEqual({ written: false, reason: 'the LLM answered HTTP 500' });
  const unreachable = createCoverLetterWriter({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm' });
  expect(await unreachable(applicant, posting)).toEqual({
    written: false,
    reason: expect.stringMatching(/^the LLM could not be reached/),
  });
});
