import { act, screen, waitFor, within } from '@testing-library/react';
import { answerNeededMessages, type ExtraInformation, type MyAnswer, type Resume } from '@app/shared/contract';
import { MemoryRouter } from '@app/shared/router';
import { emitLiveEvent } from '@app/shared/stores';
import { serveApiForTests, type Answer, type RecordedRequest } from '@app/shared/test-support';
import { renderWithUi } from '@/test-support/render-with-ui';
import { MyDataPage } from '../my-data';

// The page through the real api client and a real HTTP server holding the user's data.
const ANSWERS = '/django/api/job-search/my-answers/';

const resumes: Resume[] = [
  {
    id: 1,
    title: 'Asha Rao CV.pdf',
    size: 120_000,
    is_default: true,
    updated_at: '2026-01-01 10:00:00',
    file: '/django/api/job-search/resumes/1/file/',
    text_read: true,
  },
];
const extra: ExtraInformation = {
  id: 4,
  notice_period: 30,
  current_pay: '8 LPA',
  expected_pay: '12 LPA',
  data: {},
  cover_letter: '',
  follow_companies: false,
  write_cover_letter: false,
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
};
const NOTICE: MyAnswer = {
  question: 'What is your notice period?',
  answer: '30 days',
  source: 'custom_information',
  input: 'text',
  options: null,
  used_for: 'Used for questions about your notice period, however a form words them.',
};
const START: MyAnswer = {
  question: 'When can you start?',
  answer: 'Within a month',
  source: 'answers_needed',
  input: 'choice',
  options: ['Immediately', 'Within a month'],
  used_for: 'Used for questions about when you can start, however a form words them.',
};

let answers: MyAnswer[] = [];
/** What the server says it offers: by default no language model. */
let offers = { cover_letter_writer: false };
/** Set by a test to answer a call its own way (a refusal, a failure). */
let answerOverride: ((request: RecordedRequest) => Answer | undefined) | undefined;

const api = serveApiForTests((request) => {
  const override = answerOverride?.(request);
  if (override) return override;
  if (request.path.endsWith('/resumes/')) return { status: 200, body: resumes };
  if (request.path.endsWith('/extra-information/')) return { status: 200, body: [extra] };
  if (request.path.endsWith('/extra-information/offers/')) return { status: 200, body: offers };
  if (request.method === 'GET') return { status: 200, body: answers };
  const body = JSON.parse(request.body) as { question: string; answer?: string };
  const found = answers.find((item) => item.question === body.question);
  if (!found) return { status: 404, body: { detail: 'Not found.' } };
  if (request.method === 'DELETE') {
    answers = answers.filter((item) => item !== found);
    return { status: 204 };
  }
  const edited = { ...found, answer: body.answer!.trim() };
  answers = answers.map((item) => (item === found ? edited : item));
  return { status: 200, body: edited };
});

let errorLog: jest.SpyInstance;
beforeEach(() => {
  answers = [NOTICE, START];
  offers = { cover_letter_writer: false };
  answerOverride = undefined;
  api.server.requests.length = 0;
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorLog.mockRestore());

/** The writes to the answers the server received, as `METHOD body`. */
const writes = () =>
  api.server.requests.filter((r) => r.method !== 'GET' && r.path === ANSWERS).map((r) => `${r.method} ${r.body}`);

const renderPage = (entry = '/my-data') =>
  renderWithUi(
    <MemoryRouter initialEntries={[entry]}>
      <MyDataPage />
    </MemoryRouter>,
  );

const itemOf = async (question: string) => screen.findByRole('listitem', { name: question });

describe('My data page', () => {
  it('shows the resumes, Additional Information and every own answer, each with where the bot uses it', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My data' })).toBeInTheDocument();

    const resumesSection = screen.getByRole('region', { name: 'Resumes' });
    expect(await within(resumesSection).findByText('Asha Rao CV.pdf')).toBeInTheDocument();

    const info = screen.getByRole('region', { name: 'Additional Information' });
    expect(await within(info).findByText('30 days')).toBeInTheDocument();
    expect(within(info).getByText('12 LPA')).toBeInTheDocument();
    expect(
      within(info).getByText('Used for questions about your notice period and when you can start.'),
    ).toBeInTheDocument();

    const notice = await itemOf('What is your notice period?');
    expect(within(notice).getByText('30 days')).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'Your custom answer. Used for questions about your notice period, however a form words them.',
    );
    const start = await itemOf('When can you start?');
    expect(start).toHaveTextContent(
      'You answered this under Answers needed. Used for questions about when you can start',
    );
  });

  it('lists letting JobPilot write a cover letter only where the server has a language model', async () => {
    const WRITER = 'Let JobPilot write a cover letter';
    const { unmount } = renderPage();
    const info = screen.getByRole('region', { name: 'Additional Information' });
    expect(await within(info).findByText('30 days')).toBeInTheDocument();
    await waitFor(() => expect(api.server.requests.some((r) => r.path.endsWith('/offers/'))).toBe(true));
    expect(within(info).getByText(/never written for you/)).toBeInTheDocument();
    expect(within(info).queryByText(WRITER)).not.toBeInTheDocument();
    unmount();

    offers = { cover_letter_writer: true };
    renderPage();
    const offered = screen.getByRole('region', { name: 'Additional Information' });
    expect(await within(offered).findByText(WRITER)).toBeInTheDocument();
    expect(
      within(offered).getByText(
        'When you have not written one, a short letter worded from your resume and answers only, for that job.',
      ),
    ).toBeInTheDocument();
    expect(within(offered).queryByText(/never written for you/)).not.toBeInTheDocument();
  });

  it('saves an edited answer, shows it, and sends only that answer', async () => {
    const { user } = renderPage();
    const notice = await itemOf('What is your notice period?');
    await user.click(within(notice).getByRole('button', { name: 'Edit your answer to "What is your notice period?"' }));
    const field = within(notice).getByLabelText('Your answer to "What is your notice period?"');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '60 days');
    await user.click(within(notice).getByRole('button', { name: 'Save answer' }));

    expect(await within(notice).findByText('60 days', { selector: 'p' })).toBeInTheDocument();
    expect(writes()).toEqual([`PUT ${JSON.stringify({ question: 'What is your notice period?', answer: '60 days' })}`]);
    expect(await screen.findByText('Answer saved.')).toBeInTheDocument();
  });

  it('offers the options of a question asked under Answers needed, and refuses a blank answer before sending', async () => {
    const { user } = renderPage();
    const start = await itemOf('When can you start?');
    await user.click(within(start).getByRole('button', { name: /^Edit/ }));
    await user.click(within(start).getByRole('radio', { name: 'Immediately' }));
    await user.click(within(start).getByRole('button', { name: 'Save answer' }));
    expect(await within(start).findByText('Immediately', { selector: 'p' })).toBeInTheDocument();

    const notice = await itemOf('What is your notice period?');
    await user.click(within(notice).getByRole('button', { name: /^Edit/ }));
    await user.clear(within(notice).getByLabelText(/Your answer to/));
    await user.click(within(notice).getByRole('button', { name: 'Save answer' }));
    expect(within(notice).getByRole('alert')).toHaveTextContent(answerNeededMessages.blank);
    expect(writes()).toEqual([`PUT ${JSON.stringify({ question: 'When can you start?', answer: 'Immediately' })}`]);
  });

  it("shows the server's refusal under the answer and keeps the saved one", async () => {
    answerOverride = (request) =>
      request.method === 'PUT' ? { status: 400, body: { answer: ['Please choose one of the options.'] } } : undefined;
    const { user } = renderPage();
    const notice = await itemOf('What is your notice period?');
    await user.click(within(notice).getByRole('button', { name: /^Edit/ }));
    await user.type(within(notice).getByLabelText(/Your answer to/), ' notice');
    await user.click(within(notice).getByRole('button', { name: 'Save answer' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent('Please choose one of the options.');
    await user.click(within(notice).getByRole('button', { name: 'Cancel' }));
    expect(within(notice).getByText('30 days', { selector: 'p' })).toBeInTheDocument();
    expect(answers).toEqual([NOTICE, START]);
  });

  it('deletes an answer once the user confirms', async () => {
    const { user } = renderPage();
    const notice = await itemOf('What is your notice period?');
    await user.click(
      within(notice).getByRole('button', { name: 'Delete your answer to "What is your notice period?"' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this answer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete answer' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'What is your notice period?' })).not.toBeInTheDocument(),
    );
    expect(writes()).toEqual([`DELETE ${JSON.stringify({ question: 'What is your notice period?' })}`]);
    expect(screen.getByRole('listitem', { name: 'When can you start?' })).toBeInTheDocument();
  });

  it('goes to the answer a link names, or to the answers when that one is not saved under those words', async () => {
    const view = renderPage('/my-data#answer-when-can-you-start');
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'When can you start?' })).toHaveFocus());
    view.unmount();

    renderPage('/my-data#answer-how-soon-can-you-join');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your answers' })).toHaveFocus());
  });

  it('shows an answer given under Answers needed while the page is open, without a reload', async () => {
    renderPage();
    await itemOf('When can you start?');
    const SPONSORSHIP: MyAnswer = {
      question: 'Will you need sponsorship?',
      answer: 'No',
      source: 'answers_needed',
      input: 'choice',
      options: ['Yes', 'No'],
      used_for: 'Used for questions about visa sponsorship, however a form words them.',
    };
    answers = [...answers, SPONSORSHIP];
    act(() => emitLiveEvent('answers_waiting_changed', { answers_waiting: 0 }));
    const added = await itemOf('Will you need sponsorship?');
    expect(within(added).getByText('No', { selector: 'p' })).toBeInTheDocument();
  });

  it('offers Retry when the answers cannot be read', async () => {
    answerOverride = (request) => (request.path === ANSWERS ? { status: 500, body: {} } : undefined);
    const { user } = renderPage();
    const section = screen.getByRole('region', { name: 'Your answers' });
    const retry = await within(section).findByRole('button', { name: 'Retry' });
    answerOverride = undefined;
    await user.click(retry);
    expect(await itemOf('When can you start?')).toBeInTheDocument();
  });
});
