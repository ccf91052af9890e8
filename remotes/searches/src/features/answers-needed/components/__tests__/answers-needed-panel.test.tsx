import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContract } from '@app/shared/api';
import type { AnswerNeeded } from '@app/shared/contract';
import { emitLiveEvent } from '@app/shared/stores';
import { type Handler, serveApiForTests } from '@app/shared/test-support';
import { renderPage } from '@/testing/render-page';
import { AnswersNeededPanel } from '../answers-needed-panel';
import { waitingSummary } from '../waiting-summary';

const LIST = '/django/api/job-search/answers-needed/';
const COUNTRY: AnswerNeeded = {
  id: 1,
  question: 'Phone country code',
  input: 'choice',
  options: [
    'United States (+1)',
    'Canada (+1)',
    'United Kingdom (+44)',
    'Germany (+49)',
    'France (+33)',
    'India (+91)',
    'Japan (+81)',
  ],
  jobs_waiting: 2,
};
const LICENCE: AnswerNeeded = {
  id: 2,
  question: 'Do you have a driving licence?',
  input: 'choice',
  options: ['Yes', 'No'],
  jobs_waiting: 1,
};
const YEARS: AnswerNeeded = {
  id: 3,
  question: 'Years of Kubernetes?',
  input: 'number',
  options: null,
  jobs_waiting: 1,
};
const WHY: AnswerNeeded = { id: 4, question: 'Why us?', input: 'text', options: null, jobs_waiting: 0 };

/** What the fake API holds: the open questions; an answer takes one off, as the real one does. */
let open: AnswerNeeded[];
let handler: Handler;
const api = serveApiForTests((request) => handler(request));

beforeAll(() => loadContract());
beforeEach(() => {
  api.server.requests.length = 0;
  open = [];
  handler = (request) => {
    if (request.method === 'GET' && request.path === LIST) return { status: 200, body: open };
    const answered = /answers-needed\/(\d+)\/answer\/$/.exec(request.path);
    if (request.method === 'POST' && answered) {
      const id = Number(answered[1]);
      const { answer } = JSON.parse(request.body) as { answer: string };
      if (answer === 'Nope') return { status: 400, body: { answer: ['That answer cannot be used.'] } };
      const question = open.find((q) => q.id === id)!;
      open = open.filter((q) => q.id !== id);
      return { status: 200, body: { id, question: question.question, answer, jobs_waiting: question.jobs_waiting } };
    }
    return { status: 404, body: { detail: 'Not found.' } };
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

// The panel follows a live event through a refetch: on a loaded machine that can take over a second.
const panel = () => screen.findByRole('region', { name: 'Answers needed' }, { timeout: 5000 });
const posted = () =>
  api.server.requests.filter((r) => r.method === 'POST').map((r) => [r.path, JSON.parse(r.body).answer]);

describe('waitingSummary', () => {
  test('says how many jobs wait for how many answers, with correct plurals', () => {
    expect(waitingSummary([COUNTRY, LICENCE])).toBe('3 jobs wait for 2 answers');
    expect(waitingSummary([LICENCE])).toBe('1 job waits for 1 answer');
    expect(waitingSummary([{ jobs_waiting: 2 }])).toBe('2 jobs wait for 1 answer');
    expect(waitingSummary([{ jobs_waiting: 1 }, { jobs_waiting: 0 }])).toBe('1 job waits for 2 answers');
    expect(waitingSummary([WHY])).toBe('1 answer needed');
  });
});

describe('Answers needed panel', () => {
  test('shows nothing while nothing is needed, and appears live when the bot meets a question', async () => {
    renderPage(<AnswersNeededPanel />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Answers needed' })).not.toBeInTheDocument();

    open = [LICENCE];
    act(() => emitLiveEvent('answer_needed', LICENCE));
    const region = await panel();
    expect(within(region).getByRole('status')).toHaveTextContent('1 job waits for 1 answer');

    // A second posting waits on it: the count follows.
    open = [{ ...LICENCE, jobs_waiting: 2 }, YEARS];
    act(() => emitLiveEvent('answer_needed', YEARS));
    expect(await within(region).findByText('3 jobs wait for 2 answers')).toBeInTheDocument();
  });

  test('each question gets its input: few options as radios, many as a list, numbers as numbers, text as text', async () => {
    open = [COUNTRY, LICENCE, YEARS, WHY];
    renderPage(<AnswersNeededPanel />);
    const region = await panel();
    expect(within(region).getByRole('status')).toHaveTextContent('4 jobs wait for 4 answers');
    const country = within(region).getByRole('form', { name: 'Phone country code' });
    expect(within(country).getByRole('combobox', { name: 'Phone country code' })).toBeInTheDocument();
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an option', ...COUNTRY.options!]);
    const licence = within(region).getByRole('form', { name: LICENCE.question });
    expect(
      within(licence)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Yes', 'No']);
    const years = within(region).getByRole('form', { name: YEARS.question });
    expect((within(years).getByLabelText(YEARS.question) as HTMLInputElement).type).toBe('number');
    const why = within(region).getByRole('form', { name: WHY.question });
    expect((within(why).getByLabelText(WHY.question) as HTMLInputElement).type).toBe('text');
  });

  test('answered inline: the answer is sent, the question leaves the panel, and the panel goes when none is left', async () => {
    open = [COUNTRY, LICENCE];
    renderPage(<AnswersNeededPanel />);
    const region = await panel();

    const country = within(region).getByRole('form', { name: 'Phone country code' });
    await userEvent.selectOptions(within(country).getByRole('combobox'), 'United States (+1)');
    await userEvent.click(within(country).getByRole('button', { name: 'Save answer' }));
    expect(await within(region).findByText('1 job waits for 1 answer')).toBeInTheDocument();
    expect(within(region).queryByRole('form', { name: 'Phone country code' })).not.toBeInTheDocument();

    const licence = within(region).getByRole('form', { name: LICENCE.question });
    await userEvent.click(within(licence).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(licence).getByRole('button', { name: 'Save answer' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Answers needed' })).not.toBeInTheDocument();
    expect(posted()).toEqual([
      [`${LIST}1/answer/`, 'United States (+1)'],
      [`${LIST}2/answer/`, 'Yes'],
    ]);
  });

  test('refuses a blank answer before sending, and shows the server’s plain message', async () => {
    open = [YEARS, WHY];
    renderPage(<AnswersNeededPanel />);
    const region = await panel();
    const years = within(region).getByRole('form', { name: YEARS.question });
    await userEvent.click(within(years).getByRole('button', { name: 'Save answer' }));
    expect(within(years).getByRole('alert')).toHaveTextContent('Please enter an answer.');

    const why = within(region).getByRole('form', { name: WHY.question });
    await userEvent.type(within(why).getByLabelText(WHY.question), 'Nope');
    await userEvent.click(within(why).getByRole('button', { name: 'Save answer' }));
    expect(await within(why).findByRole('alert')).toHaveTextContent('That answer cannot be used.');
    expect(within(region).getByRole('form', { name: WHY.question })).toBeInTheDocument();
    expect(posted()).toEqual([[`${LIST}4/answer/`, 'Nope']]);
  });

  test('reloads when an application arrives (a waiting job went through)', async () => {
    open = [{ ...LICENCE, jobs_waiting: 2 }];
    renderPage(<AnswersNeededPanel />);
    const region = await panel();
    expect(within(region).getByRole('status')).toHaveTextContent('2 jobs wait for 1 answer');
    open = [{ ...LICENCE, jobs_waiting: 1 }];
    act(() =>
      emitLiveEvent('job_application_success', {
        job_search_id: 1,
        application: {
          id: 9,
          job_search: 1,
          job_title: 'Engineer',
          company_name: 'Acme',
          job_url: 'http://127.0.0.1/jobs/view/9/',
          status: 'applied',
          error_message: null,
          answers: [],
          company_site: null,
          created_at: '2026-01-02 10:00:00',
          attempted_at: '2026-01-02 10:00:00',
        },
      }),
    );
    expect(await within(region).findByText('1 job waits for 1 answer')).toBeInTheDocument();
  });
});
