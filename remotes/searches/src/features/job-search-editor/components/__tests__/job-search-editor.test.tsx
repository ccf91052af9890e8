import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContract } from '@app/shared/api';
import type { ExtraInformation, JobSearch, Resume } from '@app/shared/contract';
import { useSession } from '@app/shared/stores';
import { serveApiForTests, type Answer, type Handler } from '@app/shared/test-support';
import { extraInformation, makeSearch, user } from '@/testing/fixtures';
import { renderPage } from '@/testing/render-page';
import { JobSearchEditor } from '../job-search-editor';

jest.mock('@/federation/load-settings-components', () => ({
  loadSettingsComponents: () => Promise.resolve(jest.requireActual('@/testing/settings-stand-ins').settingsStandIns),
}));

const API = '/django/api/job-search/';
const resume: Resume = {
  id: 1,
  title: 'ada-cv.pdf',
  size: 10,
  is_default: true,
  updated_at: '2026-01-01 00:00:00',
  file: '/f',
  text_read: true,
};

/**
 * The fake API's state: what the real one would hold for this user. Routes answer as the server
 * does (product §7); `broken` names the calls that fail, `held` a call whose answer waits.
 */
let resumes: Resume[];
let extraInfo: ExtraInformation | null;
let searches: Map<number, JobSearch>;
let broken: Set<string>;
let held: { call: string; release: Promise<void> } | null;
let handler: Handler;
const api = serveApiForTests((request) => handler(request));

const notFound: Answer = { status: 404, body: { detail: 'Not found.' } };
const serverError: Answer = { status: 500, body: { detail: 'A server error occurred.' } };

beforeAll(() => loadContract());
beforeEach(() => {
  api.server.requests.length = 0;
  resumes = [resume];
  extraInfo = extraInformation;
  searches = new Map();
  broken = new Set();
  held = null;
  handler = async ({ method, path, body }) => {
    const call = `${method} ${path.replace(API, '')}`;
    if (held?.call === call) await held.release;
    if (broken.has(call)) return serverError;
    if (call === 'GET resumes/') return { status: 200, body: resumes };
    if (call === 'GET extra-information/') return { status: 200, body: extraInfo ? [extraInfo] : [] };
    if (call === 'POST job-preferences/') {
      const sent = JSON.parse(body);
      return { status: 201, body: { ...makeSearch({ id: 50 }).job_preference, ...sent, id: 150 } };
    }
    if (call === 'POST ') return { status: 201, body: makeSearch({ id: 50 }) };
    const read = /^GET (\d+)\/$/.exec(call);
    if (read) return searches.has(Number(read[1])) ? { status: 200, body: searches.get(Number(read[1])) } : notFound;
    const patch = /^PATCH job-preferences\/(\d+)\/$/.exec(call);
    if (patch) {
      const search = [...searches.values()].find((s) => s.job_preference.id === Number(patch[1]));
      if (!search) return notFound;
      const { updated_at: _ignored, ...changes } = JSON.parse(body);
      const preference = { ...search.job_preference, ...changes };
      searches.set(search.id, { ...search, job_preference: preference });
      return { status: 200, body: preference };
    }
    return notFound;
  };
  useSession.setState({ user: { ...user, credits: 10 }, isAuthenticated: true });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const sent = (call: string) =>
  api.server.requests
    .filter((r) => `${r.method} ${r.path.replace(API, '')}` === call)
    .map((r) => {
      const { created_at: _c, updated_at: _u, ...rest } = JSON.parse(r.body || '{}');
      return rest;
    });
const hold = (call: string) => {
  let release = () => undefined as void;
  held = { call, release: new Promise<void>((resolve) => (release = resolve)) };
  return release;
};
const given = (search: JobSearch) => searches.set(search.id, search);

const submitButton = (name: RegExp | string) => screen.findByRole('button', { name });
const termsInput = () => screen.getByRole('textbox', { name: 'Job Titles / Keywords' });
const locationInput = () => screen.getByRole('textbox', { name: 'Job Location' });
const maxJobsInput = () => screen.getByRole('spinbutton', { name: 'Number of jobs to apply' });
/**
 * Resumes and extra information have loaded: the submit button is enabled. The first answers of a
 * file also load the contract's schemas, which takes longer than waitFor's default on a busy machine.
 */
const settingsLoaded = (name: string) =>
  waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled(), { timeout: 10_000 });

describe('Create Job Search', () => {
  test('defaults: credits as the number of jobs, Past Week, flags off; title and back button', async () => {
    renderPage(<JobSearchEditor />);
    expect(screen.getByRole('heading', { name: 'Create Job Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(maxJobsInput()).toHaveValue(10);
    expect(screen.getByRole('radio', { name: 'Past Week' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Past 24 Hours' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Remote Only' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Relevant Jobs Only' })).not.toBeChecked();
    // product §4.13: on by default, with what it means.
    const companySites = screen.getByRole('checkbox', {
      name: 'Apply on company sites too (Greenhouse, Lever, Ashby)',
    });
    expect(companySites).toBeChecked();
    expect(companySites).toHaveAccessibleDescription(/fills those forms too/);
    await settingsLoaded('Create Job Search');
  });

  test('5 jobs by default before the user is known', async () => {
    useSession.setState({ user: null });
    renderPage(<JobSearchEditor />);
    expect(maxJobsInput()).toHaveValue(5);
    await settingsLoaded('Create Job Search');
  });

  test('terms become chips by Enter or Add, trimmed, blanks ignored, removable', async () => {
    renderPage(<JobSearchEditor />);
    await settingsLoaded('Create Job Search');
    const ui = userEvent.setup();
    await ui.type(termsInput(), '  Frontend Developer  {Enter}');
    await ui.type(termsInput(), '   {Enter}');
    await ui.type(termsInput(), 'React');
    await ui.click(screen.getByRole('button', { name: 'Add job title or keyword' }));
    const chips = within(screen.getByRole('list', { name: 'Job titles and keywords' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Frontend Developer', 'React']);
    expect(termsInput()).toHaveValue('');
    await ui.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(screen.queryByRole('button', { name: 'Remove React' })).not.toBeInTheDocument();
  });

  test('a chip differing only in case is not added twice', async () => {
    renderPage(<JobSearchEditor />);
    await settingsLoaded('Create Job Search');
    const ui = userEvent.setup();
    await ui.type(termsInput(), 'Berlin{Enter}berlin{Enter}BERLIN ');
    await ui.click(screen.getByRole('button', { name: 'Add job title or keyword' }));
    const chips = within(screen.getByRole('list', { name: 'Job titles and keywords' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Berlin']);
  });

  test('product §5 messages on submit, cleared by adding a term and typing a location; nothing is sent', async () => {
    renderPage(<JobSearchEditor />);
    await settingsLoaded('Create Job Search');
    const ui = userEvent.setup();
    await ui.click(await submitButton('Create Job Search'));
    expect(await screen.findByText('Job title or keywords are required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    await ui.type(termsInput(), 'Dev{Enter}');
    await waitFor(() => expect(screen.queryByText('Job title or keywords are required')).not.toBeInTheDocument());
    await ui.type(locationInput(), 'Berlin');
    await waitFor(() => expect(screen.queryByText('Location is required')).not.toBeInTheDocument());
    await ui.clear(maxJobsInput());
    await ui.type(maxJobsInput(), '0');
    await ui.click(await submitButton('Create Job Search'));
    expect(await screen.findByText('Enter at least 1 job')).toBeInTheDocument();
    expect(sent('POST job-preferences/')).toEqual([]);
  });

  test('the credit warning: max_jobs above the balance, with plurals', async () => {
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
    const helper = screen.getByText(/^You may need to/);
    expect(helper).toHaveTextContent('You may need to purchase more credits or reduce this number');
    // product §2.10: the Credits page is where credits are bought.
    expect(within(helper).getByRole('link', { name: 'purchase more credits' })).toHaveAttribute('href', '/credits');
    await ui.clear(maxJobsInput());
    await ui.type(maxJobsInput(), '3');
    expect(screen.queryByText(/You need/)).not.toBeInTheDocument();
  });

  test('the credit warning says "1 credit" for one', async () => {
    useSession.setState({ user: { ...user, credits: 1 } });
    renderPage(<JobSearchEditor />);
    await settingsLoaded('Create Job Search');
    const ui = userEvent.setup();
    await ui.clear(maxJobsInput());
    await ui.type(maxJobsInput(), '2');
    expect(
      screen.getByText('You need 2 credits to complete this job search, but you only have 1 credit available.'),
    ).toBeInTheDocument();
  });

  test('submit: preference, then search from its id, toast and /dashboard; "Creating..." meanwhile', async () => {
    const release = hold('POST ');
    renderPage(<JobSearchEditor />, { path: '/job-search' });
    const ui = userEvent.setup();
    await ui.type(termsInput(), 'Frontend Developer{Enter}React{Enter}');
    await ui.type(locationInput(), '  Berlin ');
    await ui.click(screen.getByRole('radio', { name: 'Past Month' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Remote Only' }));
    await ui.click(await submitButton('Create Job Search'));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    await waitFor(() => expect(sent('POST ')).toEqual([{ job_preference: 150 }]));
    expect(sent('POST job-preferences/')).toEqual([
      {
        search_term: 'Frontend Developer;React',
        location: 'Berlin',
        time_period: 'past_one_month',
        remote_only: true,
        relevant_jobs_only: false,
        apply_on_company_sites: true,
        max_jobs: 10,
        excluded_companies: [],
        excluded_keywords: [],
      },
    ]);
    release();
    expect(await screen.findByText('Job search created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  test('a term typed but not added counts on submit', async () => {
    renderPage(<JobSearchEditor />);
    const ui = userEvent.setup();
    await ui.type(termsInput(), 'Designer');
    await ui.type(locationInput(), 'Paris');
    await ui.click(await submitButton('Create Job Search'));
    await waitFor(() => expect(sent('POST job-preferences/')).toHaveLength(1));
    expect(sent('POST job-preferences/')[0].search_term).toBe('Designer');
  });

  test.each([
    ['POST job-preferences/', 'Failed to save job preferences'],
    ['POST ', 'Failed to create job search'],
  ])('a failure of %s says "%s" and stays', async (call, message) => {
    broken.add(call);
    renderPage(<JobSearchEditor />, { path: '/job-search' });
    const ui = userEvent.setup();
    await ui.type(termsInput(), 'Dev{Enter}');
    await ui.type(locationInput(), 'Berlin');
    await ui.click(await submitButton('Create Job Search'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/job-search$/);
    expect(await submitButton('Create Job Search')).toBeEnabled();
  });

  test.each([
    ['no resumes', 'resumes'],
    ['no extra information', 'extra'],
  ])('with %s: the banner, "(Not configured)" and a disabled submit', async (_case, missing) => {
    if (missing === 'resumes') resumes = [];
    else extraInfo = null;
    renderPage(<JobSearchEditor />);
    expect(
      await screen.findByText('Please configure all settings (Resume, Extra Info) before proceeding.'),
    ).toBeInTheDocument();
    expect(await submitButton('Create Job Search')).toBeDisabled();
    const name = missing === 'resumes' ? 'Configure Resume (Not configured)' : 'Configure Extra Info (Not configured)';
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  test('once configured, each setting shows a tick; the resume its default file’s name', async () => {
    resumes = [
      { ...resume, id: 2, title: 'old-cv.pdf', is_default: false },
      { ...resume, id: 1, title: 'ada-cv.pdf', is_default: true },
    ];
    renderPage(<JobSearchEditor />);
    const resumeButton = await screen.findByRole('button', { name: /^Configure Resume/ });
    await waitFor(() => expect(within(resumeButton).getByText('ada-cv.pdf')).toBeInTheDocument());
    expect(within(resumeButton).getByText('✓')).toBeInTheDocument();
    expect(within(resumeButton).queryByText('old-cv.pdf')).not.toBeInTheDocument();
    const extraButton = screen.getByRole('button', { name: /^Configure Extra Info/ });
    expect(within(extraButton).getByText('✓')).toBeInTheDocument();
    expect(within(extraButton).getByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText(/Not configured/)).not.toBeInTheDocument();
  });

  test('the settings dialogs come from the settings remote; saving there lifts the banner', async () => {
    resumes = [];
    broken.add('GET extra-information/'); // product §8: counts as never saved
    renderPage(<JobSearchEditor />);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Configure Resume (Not configured)' }));
    await ui.click(await screen.findByRole('button', { name: 'Upload stand-in resume' }));
    await ui.click(screen.getByRole('button', { name: 'Close resumes' }));
    expect(screen.getByRole('button', { name: /^Configure Resume\s*cv$/ })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Configure Extra Info (Not configured)' }));
    await ui.click(await screen.findByRole('button', { name: 'Save Information' }));
    expect(screen.queryByRole('dialog', { name: 'Additional Information' })).not.toBeInTheDocument();
    expect(
      screen.queryByText('Please configure all settings (Resume, Extra Info) before proceeding.'),
    ).not.toBeInTheDocument();
    expect(await submitButton('Create Job Search')).toBeEnabled();
  });
});

describe('Edit Job Search', () => {
  test('before any job was applied: every field editable, the whole preference sent, success stays', async () => {
    const search = given(makeSearch({ id: 3, num_applied_jobs: 0 })).get(3)!;
    renderPage(<JobSearchEditor jobSearchId={3} />, { path: '/job-search/edit/3' });
    expect(screen.getByRole('heading', { name: 'Edit Job Search' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading job preferences' })).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.clear(await screen.findByRole('textbox', { name: 'Job Location' }));
    await ui.type(locationInput(), 'Munich');
    await ui.click(await submitButton('Update Job Search'));
    expect(await screen.findByText('Job search updated successfully')).toBeInTheDocument();
    expect(sent(`PATCH job-preferences/${search.job_preference.id}/`)).toEqual([
      {
        search_term: 'Frontend Developer;React Engineer',
        location: 'Munich',
        time_period: 'past_one_week',
        remote_only: true,
        relevant_jobs_only: false,
        apply_on_company_sites: true,
        max_jobs: 5,
        excluded_companies: [],
        excluded_keywords: [],
      },
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/job-search\/edit\/3$/);
  });

  test('the edit lock: after jobs were applied only max_jobs is editable and sent', async () => {
    const search = given(makeSearch({ id: 4, num_applied_jobs: 2 })).get(4)!;
    renderPage(<JobSearchEditor jobSearchId={4} />);
    await screen.findByRole('textbox', { name: 'Job Location' });
    const locked = [
      termsInput(),
      screen.getByRole('button', { name: 'Add job title or keyword' }),
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
        'Jobs have already been applied for this search, so only the number of jobs to apply, applying on company sites and the exclusions can be adjusted.',
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
    expect(await screen.findByText('Job search updated successfully')).toBeInTheDocument();
    expect(sent(`PATCH job-preferences/${search.job_preference.id}/`)).toEqual([
      { max_jobs: 9, excluded_companies: [], excluded_keywords: [], apply_on_company_sites: true },
    ]);
  });

  test('the company-site option stays editable after jobs were applied, and turning it off is sent', async () => {
    const search = given(makeSearch({ id: 6, num_applied_jobs: 2 })).get(6)!;
    renderPage(<JobSearchEditor jobSearchId={6} />);
    const option = await screen.findByRole('checkbox', {
      name: 'Apply on company sites too (Greenhouse, Lever, Ashby)',
    });
    expect(option).toBeEnabled();
    expect(option).toBeChecked();
    const ui = userEvent.setup();
    await ui.click(option);
    expect(option).not.toBeChecked();
    await ui.click(await submitButton('Update Job Search'));
    expect(await screen.findByText('Job search updated successfully')).toBeInTheDocument();
    expect(sent(`PATCH job-preferences/${search.job_preference.id}/`)).toEqual([
      { max_jobs: 5, excluded_companies: [], excluded_keywords: [], apply_on_company_sites: false },
    ]);
  });

  test('exclusions stay editable after jobs were applied: a company added by Enter, a keyword typed and not added, sent', async () => {
    const search = given(
      makeSearch({ id: 5, num_applied_jobs: 2, preference: { excluded_companies: ['Initech'] } }),
    ).get(5)!;
    renderPage(<JobSearchEditor jobSearchId={5} />);
    const company = await screen.findByRole('textbox', { name: 'Excluded companies' });
    expect(within(screen.getByRole('list', { name: 'Excluded companies' })).getByText('Initech')).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.type(company, ' Acme {Enter}');
    expect(within(screen.getByRole('list', { name: 'Excluded companies' })).getByText('Acme')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Remove Initech' }));
    await ui.type(screen.getByRole('textbox', { name: 'Excluded keywords' }), 'Internship');
    expect(screen.getByRole('textbox', { name: 'Excluded keywords' })).toHaveAccessibleDescription(
      'Whole words in the job title or description: “Java” does not skip “JavaScript”.',
    );
    await ui.click(await submitButton('Update Job Search'));
    expect(await screen.findByText('Job search updated successfully')).toBeInTheDocument();
    expect(sent(`PATCH job-preferences/${search.job_preference.id}/`)).toEqual([
      {
        max_jobs: 5,
        excluded_companies: ['Acme'],
        excluded_keywords: ['Internship'],
        apply_on_company_sites: true,
      },
    ]);
  });

  test('max_jobs below the jobs already applied is refused with the API’s message; nothing is sent', async () => {
    given(makeSearch({ id: 9, num_applied_jobs: 3, preference: { max_jobs: 3 } }));
    renderPage(<JobSearchEditor jobSearchId={9} />);
    await screen.findByRole('textbox', { name: 'Job Location' });
    const ui = userEvent.setup();
    await ui.clear(maxJobsInput());
    await ui.type(maxJobsInput(), '1');
    await ui.click(await submitButton('Update Job Search'));
    expect(await screen.findByText("Max jobs can't be lower than the 3 jobs already applied.")).toBeInTheDocument();
    expect(maxJobsInput()).toHaveAccessibleDescription("Max jobs can't be lower than the 3 jobs already applied.");
    expect(api.server.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    await ui.type(maxJobsInput(), '0'); // 10
    await waitFor(() =>
      expect(screen.queryByText("Max jobs can't be lower than the 3 jobs already applied.")).not.toBeInTheDocument(),
    );
  });

  test('the credit warning counts only the jobs still to apply', async () => {
    useSession.setState({ user: { ...user, credits: 2 } });
    given(makeSearch({ id: 5, num_applied_jobs: 3, preference: { max_jobs: 5 } }));
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
    expect(await submitButton('Update Job Search')).toBeEnabled();
  });

  test('a failed load says "Failed to load job search details"', async () => {
    broken.add('GET 6/');
    renderPage(<JobSearchEditor jobSearchId={6} />);
    expect(await screen.findByText('Failed to load job search details')).toBeInTheDocument();
  });

  test.each([
    ['the preference', 'Failed to save job preferences'],
    ['reading the search back', 'Failed to update job search'],
  ])('a failure in %s says "%s"', async (step, message) => {
    const search = given(makeSearch({ id: 8 })).get(8)!;
    renderPage(<JobSearchEditor jobSearchId={8} />);
    const ui = userEvent.setup();
    const submit = await submitButton('Update Job Search');
    await waitFor(() => expect(submit).toBeEnabled());
    if (step === 'the preference') broken.add(`PATCH job-preferences/${search.job_preference.id}/`);
    else broken.add('GET 8/');
    await ui.click(submit);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
