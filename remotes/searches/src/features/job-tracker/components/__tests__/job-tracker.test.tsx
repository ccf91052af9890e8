import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountDataLimitMessages } from '@app/shared/contract';
import { makeJob, serveFakeJobsApi } from '@/testing/fake-jobs-api';
import { recordDownloads, textOf } from '@/testing/record-downloads';
import { renderPage } from '@/testing/render-page';
import { JobTracker } from '../job-tracker';

// The real api client against a loopback server holding the user's tracked jobs.
const api = serveFakeJobsApi();

beforeEach(() => {
  api.reset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const table = () => screen.findByRole('table', { name: /^Tracked jobs/ });
/** The title cell of each row, top to bottom. */
const titles = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const statusOf = (name: string) => screen.findByRole('combobox', { name: `Status of ${name}` });

describe('Job tracker', () => {
  test('lists the tracked jobs a page at a time, newest updated first', async () => {
    api.state.jobs = Array.from({ length: 30 }, (_, i) =>
      makeJob({ id: i + 1, title: `Job ${i + 1}`, url: i === 0 ? 'https://jobs.example.com/1' : '' }),
    );
    renderPage(<JobTracker />);
    expect(screen.getByRole('heading', { level: 1, name: 'Job tracker' })).toBeInTheDocument();
    expect(await titles()).toHaveLength(25);
    expect((await titles())[0]).toBe('Job 1');
    expect(screen.getByText('Jobs 1–25 of 30')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Job 1 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://jobs.example.com/1');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Jobs 26–30 of 30');
    expect(await titles()).toEqual(['Job 26', 'Job 27', 'Job 28', 'Job 29', 'Job 30']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(api.calls()).toContain('GET /jobs?limit=25&offset=25');
  });

  test('a page emptied by a status change gives way to the page before it', async () => {
    api.state.jobs = Array.from({ length: 26 }, (_, i) => makeJob({ id: i + 1, title: `Job ${i + 1}` }));
    renderPage(<JobTracker />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Applied');
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('Jobs 26–26 of 26');
    await userEvent.selectOptions(await statusOf('Job 26 at Acme'), 'Offer');
    expect(await screen.findByText('Jobs 1–25 of 25')).toBeInTheDocument();
    expect(await titles()).toHaveLength(25);
  });

  test('nothing tracked yet says so', async () => {
    renderPage(<JobTracker />);
    expect(await screen.findByText('No tracked jobs yet. Add the first one.')).toBeInTheDocument();
  });

  test('a list that cannot be read says so in plain words, and Try again reads it again', async () => {
    api.state.jobs = [makeJob({ title: 'Back again' })];
    api.state.readsFail = true;
    renderPage(<JobTracker />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your tracked jobs. Something went wrong on our side. Please try again in a moment.',
    );
    api.state.readsFail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await titles()).toEqual(['Back again']);
  });

  test('a status changes in place, and the job moves to the top as the newest updated', async () => {
    api.state.jobs = [makeJob({ id: 1, title: 'Designer' }), makeJob({ id: 2, title: 'Engineer', company: 'Initech' })];
    renderPage(<JobTracker />);
    await userEvent.selectOptions(await statusOf('Engineer at Initech'), 'Interviewing');
    await waitFor(() => expect(api.calls()).toContain('PATCH /jobs/2/status'));
    expect(api.lastBody('PATCH')).toEqual({ status: 'interviewing' });
    await waitFor(async () => expect(await titles()).toEqual(['Engineer', 'Designer']));
    expect(await statusOf('Engineer at Initech')).toHaveDisplayValue('Interviewing');

    await userEvent.selectOptions(await statusOf('Engineer at Initech'), 'Offer');
    await waitFor(() => expect(api.state.jobs[0]).toMatchObject({ id: 2, status: 'offered' }));
    await waitFor(async () => expect(await statusOf('Engineer at Initech')).toHaveDisplayValue('Offer'));
  });

  test('a status change to a job deleted meanwhile says so, and the list shows what is current', async () => {
    api.state.jobs = [makeJob({ id: 1, title: 'Designer', status: 'applied' })];
    renderPage(<JobTracker />);
    const status = await statusOf('Designer at Acme');
    api.state.jobs = [];
    await userEvent.selectOptions(status, 'Rejected');
    expect(await screen.findByText('Could not change the status')).toBeInTheDocument();
    expect(screen.getByText('This is no longer there. The page now shows what is current.')).toBeInTheDocument();
    expect(await screen.findByText('No tracked jobs yet. Add the first one.')).toBeInTheDocument();
  });

  test('notes are written in place and saved with the rest of the job unchanged', async () => {
    api.state.jobs = [makeJob({ id: 1, title: 'Designer', url: 'https://jobs.example.com/d', status: 'saved' })];
    renderPage(<JobTracker />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit notes for Designer at Acme' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes for Designer at Acme' }), 'Call back Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    await screen.findByRole('button', { name: 'Edit notes for Designer at Acme' });
    expect(screen.getByText('Call back Monday')).toBeInTheDocument();
    expect(api.lastBody('PUT')).toEqual({
      title: 'Designer',
      company: 'Acme',
      location: 'Berlin',
      url: 'https://jobs.example.com/d',
      status: 'saved',
      notes: 'Call back Monday',
    });
  });

  test('a job added by hand is saved and listed', async () => {
    renderPage(<JobTracker />);
    await screen.findByText('No tracked jobs yet. Add the first one.');
    await userEvent.click(screen.getByRole('button', { name: 'Add a job' }));
    const form = screen.getByRole('form', { name: 'Add a job' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Job title' }), 'Platform Engineer');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Company' }), 'Globex');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Job link' }), 'https://globex.example.com/jobs/7');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Notes' }), 'Referred by Sam');
    expect(within(form).getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Applied');
    await userEvent.click(within(form).getByRole('button', { name: 'Add job' }));

    expect(await screen.findByText('Job added to your tracker.')).toBeInTheDocument();
    expect(await titles()).toEqual(['Platform Engineer']);
    expect(screen.queryByRole('form', { name: 'Add a job' })).not.toBeInTheDocument();
    expect(api.lastBody('POST')).toEqual({
      title: 'Platform Engineer',
      company: 'Globex',
      location: '',
      url: 'https://globex.example.com/jobs/7',
      status: 'applied',
      notes: 'Referred by Sam',
    });
  });

  test('a job without its title or company is not sent, and each field says what is missing', async () => {
    renderPage(<JobTracker />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a job' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add job' }));
    expect(await screen.findAllByText('This field may not be blank.')).toHaveLength(2);
    expect(api.calls().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  test('a refused save shows the API’s message, and a field’s reason under that field', async () => {
    renderPage(<JobTracker />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a job' }));
    const form = screen.getByRole('form', { name: 'Add a job' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Job title' }), 'Analyst');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Company' }), 'Umbrella');

    api.state.refusal = { detail: accountDataLimitMessages.jobs };
    await userEvent.click(within(form).getByRole('button', { name: 'Add job' }));
    expect(await within(form).findByText(accountDataLimitMessages.jobs)).toBeInTheDocument();

    api.state.refusal = { company: ['Ensure this field has no more than 300 characters.'] };
    await userEvent.click(within(form).getByRole('button', { name: 'Add job' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription(
        'Ensure this field has no more than 300 characters.',
      ),
    );
    expect(within(form).queryByText(accountDataLimitMessages.jobs)).not.toBeInTheDocument();
    expect(api.state.jobs).toEqual([]);
  });

  test('the status filter asks the API for that status only', async () => {
    api.state.jobs = [
      makeJob({ id: 1, title: 'Designer', status: 'offered' }),
      makeJob({ id: 2, title: 'Engineer', status: 'rejected' }),
      makeJob({ id: 3, title: 'Analyst', status: 'offered' }),
    ];
    renderPage(<JobTracker />);
    expect(await titles()).toEqual(['Designer', 'Engineer', 'Analyst']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Offer');
    expect(await screen.findByRole('table', { name: 'Tracked jobs: Offer' })).toBeInTheDocument();
    await waitFor(async () => expect(await titles()).toEqual(['Designer', 'Analyst']));
    expect(api.calls()).toContain('GET /jobs?status=offered&limit=25&offset=0');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Withdrawn');
    expect(await screen.findByText('No jobs with the status Withdrawn.')).toBeInTheDocument();
  });
});

describe('Export CSV', () => {
  const downloads = recordDownloads();

  test('every job of the chosen status, quoted where a spreadsheet needs it', async () => {
    api.state.jobs = [
      makeJob({
        id: 1,
        title: 'Designer',
        company: 'Acme, Inc.',
        url: 'https://jobs.example.com/d',
        status: 'interviewing',
        notes: 'Asked for a "portfolio"\nsecond round Friday',
        updated_at: '2026-01-03 10:00:00',
      }),
      makeJob({ id: 2, title: 'Engineer', status: 'rejected' }),
      makeJob({ id: 3, title: '=Analyst', location: '', status: 'interviewing' }),
    ];
    renderPage(<JobTracker />);
    await table();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Interviewing');
    await screen.findByRole('table', { name: 'Tracked jobs: Interviewing' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.fileNames).toEqual(['job-tracker.csv']));
    expect(downloads.saved[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(downloads.saved[0]!)).toBe(
      '\uFEFFTitle,Company,Location,URL,Status,Notes,Added,Updated\r\n' +
        'Designer,"Acme, Inc.",Berlin,https://jobs.example.com/d,Interviewing,' +
        '"Asked for a ""portfolio""\nsecond round Friday",2026-01-02 09:00:00,2026-01-03 10:00:00\r\n' +
        "'=Analyst,Acme,,,Interviewing,,2026-01-02 09:00:00,2026-01-02 09:00:00\r\n",
    );
    expect(api.calls()).toContain('GET /jobs?status=interviewing&limit=500&offset=0');
  });

  test('an export that cannot read the jobs says so and saves nothing', async () => {
    api.state.jobs = [makeJob()];
    renderPage(<JobTracker />);
    await table();
    api.state.readsFail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Could not export your tracked jobs. Please try again.')).toBeInTheDocument();
    expect(downloads.fileNames).toEqual([]);
  });
});
