import { startSandbox, scenarioSchema, type RunningSandbox, type ScenarioInput } from 'linkedin-sandbox';
import { userChannelName } from '@app/shared/contract';
import type { AppDependencies } from '@/app';
import type { Config } from '@/config';
import { RawClient } from '@/live/__tests__/raw-client';
import { subscribedClient } from '@/live/publish/__tests__/subscribed-client';
import { startTestApp, testConfig, type TestApp } from './test-app';

export interface SandboxSubmission {
  id: number;
  jobId: string;
  account: string;
  answers: Array<{ questionId: string; label: string; value: string }>;
  contact: { email: string; phoneCountry: string; phone: string };
  resume: { fileName: string; sha256: string; size: number } | null;
  resumeSource: 'upload' | 'saved' | null;
  followCompany: boolean;
  topChoice: boolean | null;
}

/** An application a company-site replica (Greenhouse, Lever, Ashby) accepted, as its control route lists it. */
interface CompanySiteSubmission {
  id: number;
  jobId: string;
  layout: string | null;
  company: string;
  applicant: { name: string; email: string; phone: string; location: string };
  resume: { fileName: string; sha256: string; size: number } | null;
  answers: Array<{ questionId: string; label: string; value: string | string[] }>;
  /** The cover letter as the form's own field received it (typed text), '' when none was given. */
  coverLetter: string;
  eeo: Record<string, string>;
  /** Every field as the replica received it, by its name on the form (a list for a repeated name). */
  fields: Record<string, string | string[]>;
}

interface SandboxAccount {
  email: string;
  country: string;
  topChoiceStep: boolean;
  resumes: Array<{ id: number; fileName: string; sha256: string; size: number }>;
}

let linkedinAccounts = 0;
/**
 * A LinkedIn account no other test uses (the sandbox creates it at its first sign-in), named after
 * the test file (`prefix`) so a failure's logs say whose it is.
 */
export const newLinkedinAccount = (prefix: string) => ({
  username: `${prefix}${(linkedinAccounts += 1)}-${Date.now()}@example.com`,
  password: 'secret-pass',
});

/** One sandbox and one app (so one bot browser) per test file; the scenario is reset per test. */
export interface BotHarness {
  t: TestApp;
  sandbox: RunningSandbox;
  reset(scenario: ScenarioInput): Promise<void>;
  submissions(): Promise<SandboxSubmission[]>;
  /** What the company-site replicas accepted, and the bytes of a file one received. */
  companySubmissions(): Promise<CompanySiteSubmission[]>;
  companyFile(id: number, field: string): Promise<Buffer>;
  accounts(): Promise<SandboxAccount[]>;
  mailbox(): Promise<Array<{ to: string; pin: string; sentAt: string }>>;
  control(path: string, body: unknown): Promise<void>;
  close(): Promise<void>;
}

/**
 * The app's errors, kept in memory so a run that ends failed where a test expected otherwise can
 * print why (the CI log shows only the test's diff otherwise).
 */
const errorLines: string[] = [];
const errorLog: NonNullable<AppDependencies['logger']> = {
  level: 'error',
  stream: { write: (line) => void errorLines.push(line.trimEnd()) },
};

/** `logger`: where the app's log goes (a test that reads it); errors only, kept in memory, by default. */
export async function startBotHarness(
  bot: Partial<Config['bot']> = {},
  options: { logger?: AppDependencies['logger'] } = {},
): Promise<BotHarness> {
  const sandbox = await startSandbox({ port: 0, scenario: scenarioSchema.parse({ jobs: [] }) });
  const t = await startTestApp(
    { bot: { ...testConfig().bot, ...bot, linkedinBaseUrl: sandbox.url } },
    { logger: options.logger ?? errorLog },
  );
  const json = async (path: string, init?: RequestInit): Promise<any> => {
    const res = await fetch(sandbox.url + path, init);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const control = async (path: string, body: unknown) => {
    await json(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  };
  return {
    t,
    sandbox,
    reset: (scenario) => control('/__sandbox/reset', scenario),
    submissions: () => json('/__sandbox/submissions'),
    companySubmissions: () => json('/__sandbox/company-submissions'),
    async companyFile(id, field) {
      const res = await fetch(`${sandbox.url}/__sandbox/company-submissions/${id}/files/${field}`);
      if (!res.ok) throw new Error(`file ${field} of submission ${id}: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    accounts: () => json('/__sandbox/accounts'),
    mailbox: () => json('/__sandbox/mailbox.json'),
    control,
    async close() {
      await t.close();
      await sandbox.close();
    },
  };
}

/** The user's live events as the browser receives them, in order. */
export async function recordLiveEvents(t: TestApp, userId: number) {
  const { client } = await subscribedClient(t.baseUrl, t.config.live, userChannelName(userId));
  return {
    client: client as RawClient,
    events: () =>
      client.frames
        .filter((f) => !f.event.startsWith('pusher'))
        .map((f) => ({ event: f.event, data: JSON.parse(f.data) })),
    /** Waits until an event matching `match` has arrived (without taking it off the record). */
    async waitFor(match: (event: string, data: any) => boolean, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!client.frames.some((f) => !f.event.startsWith('pusher') && match(f.event, JSON.parse(f.data)))) {
        if (Date.now() > deadline) throw new Error(`no matching live event within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => client.close(),
  };
}

/** Polls the search until it is no longer running; answers it. */
export async function waitForRunEnd(t: TestApp, token: string, searchId: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.request('GET', `/django/api/job-search/${searchId}/`, { token });
    // A run that fails where a test expected otherwise shows only its status in the diff: its note says why.
    if (res.body.status === 'failed') {
      console.info(`search ${searchId} ended failed: ${res.body.notes}\n${errorLines.splice(0).join('\n')}`);
    }
    if (res.body.status !== 'running') return res.body;
    if (Date.now() > deadline) throw new Error(`search ${searchId} still running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function applicationsOf(t: TestApp, token: string, searchId: number) {
  const res = await t.request('GET', `/django/api/job-search/job-applications/?job_search_id=${searchId}`, { token });
  return (res.body as any[]).slice().reverse(); // oldest first
}

/** A posting with LinkedIn's usual questions; ids are unique per test when `id` is. */
export function posting(id: string, overrides: Partial<ScenarioInput['jobs'][number]> = {}) {
  return {
    id,
    title: 'Senior Software Engineer',
    company: `Company ${id}`,
    location: 'Berlin, Germany',
    postedDaysAgo: 1,
    description:
      'We build backend services in Python and Django on PostgreSQL. You will design REST APIs, review code and mentor engineers.',
    questions: [
      { id: 'years-python', type: 'numeric', label: 'How many years of work experience do you have with Python?' },
      {
        id: 'authorized',
        type: 'radio',
        label: 'Are you legally authorized to work in Germany?',
        options: ['Yes', 'No'],
      },
      { id: 'notice', type: 'numeric', label: 'What is your notice period in days?', min: 0, max: 365, step: 2 },
      {
        id: 'expected-salary',
        type: 'numeric',
        label: 'What is your expected annual salary (USD)?',
        min: 0,
        max: 9999999,
        step: 2,
      },
      {
        id: 'education',
        type: 'select',
        label: 'What is your highest level of education?',
        options: ["Bachelor's Degree", "Master's Degree", 'Doctorate'],
        step: 2,
      },
    ],
    ...overrides,
  } as ScenarioInput['jobs'][number];
}

/**
 * An external posting leading to a company-site replica, listed under LinkedIn's Easy Apply filter
 * as LinkedIn does with some (the bot's search asks for that filter).
 */
export function companySitePosting(id: string, company: string, companySite: Record<string, unknown>) {
  return posting(id, { company, easyApply: false, listedAsEasyApply: true, questions: [], companySite } as never);
}

export const RESUME_TEXT =
  'Ada Lovelace. Senior Software Engineer in Berlin. 5 years of experience with Python. ' +
  '3 years of experience with Django. Backend services, REST APIs, PostgreSQL, code review, mentoring engineers.';

export const EXTRA = {
  notice_period: 30,
  current_pay: '50,000 $/year',
  expected_pay: '60,000 $/year',
  data: {
    'Are you authorised to work in Germany': 'Yes',
    'Highest level of education': "Master's Degree",
    'Mobile phone number': '+49 151 23456789',
  },
};

/**
 * A user whose data answers most questions of the sandbox's default (mixed) scenario: years with
 * the engineering skills in the resume, the usual screening answers in Additional Information.
 */
export const MIXED_SCENARIO_USER = {
  resumeText:
    'Grace Hopper. Software Engineer. 6 years of experience with Python. 6 years of experience with Java. ' +
    '6 years of experience with Git. 4 years of experience with TypeScript. 3 years of experience with Go. ' +
    '3 years of experience with Kubernetes. 5 years of experience with React. 5 years of experience with JavaScript. ' +
    '5 years of experience with CSS. 4 years of experience with Node.js. 4 years of experience with PostgreSQL. ' +
    '4 years of experience with REST APIs. 4 years of experience with SQL. 3 years of experience with Django. ' +
    '4 years of experience with AWS. 2 years of experience with Terraform. 3 years of experience with CI/CD. ' +
    '2 years of experience with Spring Boot. 2 years of experience with Microservices.',
  extra: {
    notice_period: 30,
    current_pay: '70,000 $/year',
    expected_pay: '80,000 $/year',
    data: {
      'Are you legally authorized to work in the United States': 'Yes',
      'Are you legally authorized to work in the European Union': 'Yes',
      'Are you legally authorized to work in Canada': 'Yes',
      'Will you now or in the future require sponsorship for employment visa status (e.g. H-1B visa status)': 'No',
      'Are you comfortable working in a remote setting': 'Yes',
      'Are you willing to relocate': 'Yes',
      'Level of proficiency in English': 'Professional',
      "Have you completed the following level of education: Bachelor's Degree": 'Yes',
      'I confirm that the information I provided in this application is accurate and complete': 'I agree',
      'Cover letter': 'I build reliable backend services and would enjoy doing that for your team.',
      'Which city do you currently live in': 'Berlin',
      'Mobile phone number': '+49 151 98765432',
    },
  },
};
