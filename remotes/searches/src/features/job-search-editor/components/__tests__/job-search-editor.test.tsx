import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@app/shared/api';
import { useSession } from '@app/shared/stores';
import { makeSearch, user } from '../../../../testing/fixtures';
import { renderPage } from '../../../../testing/render-page';
import { JobSearchEditor } from '../job-search-editor';

jest.mock('@app/shared/api', () => ({
  ...jest.requireActual('@app/shared/api'),
  listResumes: jest.fn(),
  getExtraInformation: jest.fn(),
  createJobPreference: jest.fn(),
  createJobSearch: jest.fn(),
  updateJobPreference: jest.fn(),
  getJobSearch: jest.fn(),
}));
jest.mock('../../../../federation/load-settings-components', () => ({
  loadSettingsComponents: () =>
    Promise.resolve(jest.requireActual('../../../../testing/settings-stand-ins').settingsStandIns),
}));

const mocked = api as jest.Mocked<typeof api>;
const resume = { id: 1, title: 'cv', size: 10, is_default: true, updated_at: '2026-01-01 00:00:00', file: '/f' };
const extra = {
  id: 1,
  notice_period: 30,
  current_pay: '9 LPA',
  expected_pay: '12 LPA',
  data: {},
  follow_companies: false,
  created_at: '2026-01-01 00:00:00',
  updated_at: '2026-01-01 00:00:00',
};

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listResumes.mockResolvedValue([resume]);
  mocked.getExtraInformation.mockResolvedValue(extra);
  useSession.setState({ user: { ...user, credits: 10 }, isAuthenticated: true });
});

const submitButton = (name: RegExp | string) => screen.findByRole('button', { name });
const termsInput = () => screen.getByRole('textbox', { name: 'Job Titles / Keywords' });
const locationInput = () => screen.getByRole('textbox', { name: 'Job Location' });
const maxJobsInput = () => screen.getByRole('spinbutton', { name: 'Number of jobs to apply' });
/** Resumes and extra information have loaded: the submit button is enabled. */
const settingsLoaded = (name: string) => waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());

describe('Create Job Search', () => {
  test('defaults: credits as the number of jobs, Past Week, flags off; title and back button', async () => {
    renderPage(<JobSearchEditor />);
    expect(screen.getByRole('heading', { name: 'Create Job Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect((maxJobsInput() as HTMLInputElement).value).toBe('10');
    expect(screen.getByRole('radio', { name: 'Past Week' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Past 24 Hours' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Remote Only' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Relevant Jobs Only' })).not.toBeChecked();
    expect(await submitButton('Create Job Search')).toBeInTheDocument();
  });

  test('5 jobs by default before the user is known', async () => {
    useSession.setState({ user: null });
    renderPage(<JobSearchEditor />);
    expect((maxJobsInput() as HTMLInputElement).value).toBe('5');
    await settingsLoaded('Create Job Search');
  });

  test('terms become chips by Enter or Add, trimmed, blanks ignored, removable', async () => {
    renderPage(<JobSearchEditor />);
    await settingsLoaded('Create Job Search');
    const ui = userEvent.setup();
    await ui.type(termsInput(), '  Frontend Developer  {Enter}');
    await ui.type(termsInput(), '   {Enter}');
    await ui.type(termsInput(), 'React');
    await ui.click(screen.getByRole('button', { name: 'Add' }));
    const chips = within(screen.getByRole('list', { name: 'Job titles and keywords' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Frontend Developer', 'React']);
    expect((termsInput() as HTMLInputElement).value).toBe('');
    await ui.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(screen.queryByRole('button', { name: 'Remove React' })).not.toBeInTheDocument();
  });

  test('product §5 messages on submit, cleared by adding a term and typing a location; nothing is sent', async () => {
    renderPage(<JobSearchEditor />);
    const ui = userEvent.setup();
    await ui.click(await submitButton('Create Job Search'));
    expect(screen.getByText('Job title or keywords are required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    await ui.type(termsInput(), 'Dev{Enter}');
    expect(screen.queryByText('Job title or keywords are required')).not.toBeInTheDocument();
    await ui.type(locationInput(), 'Berlin');
    expect(screen.queryByText('Location is required')).not.toBeInTheDocument();
    await ui.clear(maxJobsInput());
    await ui.type(maxJobsInput(), '0');
    await ui.click(await submitButton('Create Job Search'));
    expect(screen.getByText('Enter at least 1 job')).toBeInTheDocument();
    expect(mocked.createJobPreference).not.toHaveBeenCalled();
  });

  test('the credit warning: max_jobs above the balance', async () => {
    useSession.setState({ user: { ...user, credits: 3 } });
    renderPage(<JobSearchEditor />);
    await settingsLoaded('Create Job Search');
    const ui = userEvent.setup();
    expect(screen.queryByText(/You need/)).not.toBeInTheDocument(); // default = credits: nothing missing
    await ui.clear(maxJobsInput());
    await ui.type(maxJobsInput(), '8');
    expect(
      screen.getByText('You need 8 credits to complete this job search, but you only have 3 credits available.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You may need to purchase more credits or reduce this number')).toBeInTheDocument();
    await ui.clear(maxJobsInput());
    await ui.type(maxJobsInput(), '3');
    expect(screen.queryByText(/You need/)).not.toBeInTheDocument();
  });

  test('submit: preference, then search from its id, toast and /dashboard; "Creating..." meanwhile', async () => {
    const preference = makeSearch().job_preference;
    let finish: (value: ReturnType<typeof makeSearch>) => void = () => undefined;
    mocked.createJobPreference.mockResolvedValue(preference);
    mocked.createJobSearch.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPage(<JobSearchEditor />, { path: '/job-search' });
    const ui = userEvent.setup();
    await ui.type(termsInput(), 'Frontend Developer{Enter}React{Enter}');
    await ui.type(locationInput(), '  Berlin ');
    await ui.click(screen.getByRole('radio', { name: 'Past Month' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Remote Only' }));
    await ui.click(await submitButton('Create Job Search'));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(mocked.createJobPreference).toHaveBeenCalledWith({
      search_term: 'Frontend Developer;React',
      location: 'Berlin',
      time_period: 'past_one_month',
      remote_only: true,
      relevant_jobs_only: false,
      max_jobs: 10,
    });
    expect(mocked.createJobSearch).toHaveBeenCalledWith(preference.id);
    await act(async () => finish(makeSearch()));
    expect(await screen.findByText('Job search created successfully')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  test('a term typed but not added counts on submit', async () => {
    mocked.createJobPreference.mockResolvedValue(makeSearch().job_preference);
    mocked.createJobSearch.mockResolvedValue(makeSearch());
    renderPage(<JobSearchEditor />);
    const ui = userEvent.setup();
    await ui.type(termsInput(), 'Designer');
    await ui.type(locationInput(), 'Paris');
    await ui.click(await submitButton('Create Job Search'));
    await waitFor(() => expect(mocked.createJobPreference).toHaveBeenCalled());
    expect(mocked.createJobPreference.mock.calls[0]![0].search_term).toBe('Designer');
  });

  test.each([
    ['the preference', 'Failed to save job preferences'],
    ['the search', 'Failed to create job search'],
  ])('a failure saving %s says "%s" and stays', async (step, message) => {
    if (step === 'the preference') mocked.createJobPreference.mockRejectedValue(new Error('boom'));
    else {
      mocked.createJobPreference.mockResolvedValue(makeSearch().job_preference);
      mocked.createJobSearch.mockRejectedValue(new Error('boom'));
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<JobSearchEditor />, { path: '/job-search' });
    const ui = userEvent.setup();
    await ui.type(termsInput(), 'Dev{Enter}');
    await ui.type(locationInput(), 'Berlin');
    await ui.click(await submitButton('Create Job Search'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/job-search$/);
    expect(await submitButton('Create Job Search')).toHaveProperty('disabled', false);
  });

  test.each([
    ['no resumes', [], extra],
    ['no extra information', [resume], null],
  ])('with %s: the banner, "(Not configured)" and a disabled submit', async (_case, resumes, info) => {
    mocked.listResumes.mockResolvedValue(resumes);
    mocked.getExtraInformation.mockResolvedValue(info);
    renderPage(<JobSearchEditor />);
    expect(
      await screen.findByText('Please configure all settings (Resume, Extra Info) before proceeding.'),
    ).toBeInTheDocument();
    expect(await submitButton('Create Job Search')).toHaveProperty('disabled', true);
    const missing =
      resumes.length === 0 ? 'Configure Resume (Not configured)' : 'Configure Extra Info (Not configured)';
    expect(screen.getByRole('button', { name: missing })).toBeInTheDocument();
  });

  test('the settings dialogs come from the settings remote; saving there lifts the banner', async () => {
    mocked.listResumes.mockResolvedValue([]);
    mocked.getExtraInformation.mockRejectedValue(new Error('offline')); // product §8: counts as never saved
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<JobSearchEditor />);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Configure Resume (Not configured)' }));
    await ui.click(await screen.findByRole('button', { name: 'Upload stand-in resume' }));
    await ui.click(screen.getByRole('button', { name: 'Close resumes' }));
    expect(screen.getByRole('button', { name: 'Configure Resume' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Configure Extra Info (Not configured)' }));
    await ui.click(await screen.findByRole('button', { name: 'Save Information' }));
    expect(screen.queryByRole('dialog', { name: 'Additional Information' })).not.toBeInTheDocument();
    expect(
      screen.queryByText('Please configure all settings (Resume, Extra Info) before proceeding.'),
    ).not.toBeInTheDocument();
    expect(await submitButton('Create Job Search')).toHaveProperty('disabled', false);
  });
});

describe('Edit Job Search', () => {
  test('before any job was applied: every field editable, the whole preference sent, success stays', async () => {
    const search = makeSearch({ id: 3, num_applied_jobs: 0 });
    mocked.getJobSearch.mockResolvedValue(search);
    mocked.updateJobPreference.mockResolvedValue(search.job_preference);
    renderPage(<JobSearchEditor jobSearchId={3} />, { path: '/job-search/edit/3' });
    expect(screen.getByRole('heading', { name: 'Edit Job Search' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading job preferences' })).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.clear(await screen.findByRole('textbox', { name: 'Job Location' }));
    await ui.type(locationInput(), 'Munich');
    await ui.click(await submitButton('Update Job Search'));
    expect(await screen.findByText('Job search updated successfully')).toBeInTheDocument();
    expect(mocked.updateJobPreference).toHaveBeenCalledWith(search.job_preference.id, {
      search_term: 'Frontend Developer;React Engineer',
      location: 'Munich',
      time_period: 'past_one_week',
      remote_only: true,
      relevant_jobs_only: false,
      max_jobs: 5,
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/job-search\/edit\/3$/);
  });

  test('the edit lock: after jobs were applied only max_jobs is editable and sent', async () => {
    const search = makeSearch({ id: 4, num_applied_jobs: 2 });
    mocked.getJobSearch.mockResolvedValue(search);
    mocked.updateJobPreference.mockResolvedValue({ ...search.job_preference, max_jobs: 9 });
    renderPage(<JobSearchEditor jobSearchId={4} />);
    await screen.findByRole('textbox', { name: 'Job Location' });
    const locked = [
      termsInput(),
      screen.getByRole('button', { name: 'Add' }),
      locationInput(),
      screen.getByRole('radio', { name: 'Past 24 Hours' }),
      screen.getByRole('radio', { name: 'Past Week' }),
      screen.getByRole('radio', { name: 'Past Month' }),
      screen.getByRole('checkbox', { name: 'Remote Only' }),
      screen.getByRole('checkbox', { name: 'Relevant Jobs Only' }),
    ];
    for (const field of locked) {
      expect(field).toBeDisabled(); // by itself or by its disabled fieldset
    }
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(maxJobsInput()).toBeEnabled();
    expect(
      screen.getByText(
        'Jobs have already been applied for this search, so only the number of jobs to apply can be adjusted.',
      ),
    ).toBeInTheDocument();
    // Each locked field explains itself on hover.
    // eslint-disable-next-line testing-library/no-node-access -- the tooltip listens on the wrapper around the locked field
    fireEvent.mouseEnter(locationInput().closest('[aria-describedby]')!);
    const tip = screen.getAllByRole('tooltip').find((t) => !t.hidden)!;
    expect(tip).toHaveTextContent('This field cannot be modified after jobs have been applied');
    expect(screen.getAllByRole('tooltip', { hidden: true })).toHaveLength(5);

    const ui = userEvent.setup();
    await ui.clear(maxJobsInput());
    await ui.type(maxJobsInput(), '9');
    await ui.click(await submitButton('Update Job Search'));
    await waitFor(() =>
      expect(mocked.updateJobPreference).toHaveBeenCalledWith(search.job_preference.id, { max_jobs: 9 }),
    );
  });

  test('the credit warning counts only the jobs still to apply', async () => {
    useSession.setState({ user: { ...user, credits: 2 } });
    mocked.getJobSearch.mockResolvedValue(makeSearch({ id: 5, num_applied_jobs: 3, preference: { max_jobs: 5 } }));
    renderPage(<JobSearchEditor jobSearchId={5} />);
    await screen.findByRole('textbox', { name: 'Job Location' });
    expect(screen.queryByText(/You need/)).not.toBeInTheDocument(); // 5 − 3 = 2 ≤ 2
    const ui = userEvent.setup();
    await ui.clear(maxJobsInput());
    await ui.type(maxJobsInput(), '10');
    expect(
      screen.getByText('You need 7 credits to complete this job search, but you only have 2 credits available.'),
    ).toBeInTheDocument();
    // The warning does not block saving.
    expect(await submitButton('Update Job Search')).toHaveProperty('disabled', false);
  });

  test('a failed load says "Failed to load job search details"', async () => {
    mocked.getJobSearch.mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<JobSearchEditor jobSearchId={6} />);
    expect(await screen.findByText('Failed to load job search details')).toBeInTheDocument();
  });

  test.each([
    ['the preference', 'Failed to save job preferences'],
    ['reading the search back', 'Failed to update job search'],
  ])('a failure in %s says "%s"', async (step, message) => {
    const search = makeSearch({ id: 8 });
    mocked.getJobSearch.mockResolvedValueOnce(search);
    if (step === 'the preference') mocked.updateJobPreference.mockRejectedValue(new Error('boom'));
    else {
      mocked.updateJobPreference.mockResolvedValue(search.job_preference);
      mocked.getJobSearch.mockRejectedValueOnce(new Error('boom'));
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<JobSearchEditor jobSearchId={8} />);
    const ui = userEvent.setup();
    await ui.click(await submitButton('Update Job Search'));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
