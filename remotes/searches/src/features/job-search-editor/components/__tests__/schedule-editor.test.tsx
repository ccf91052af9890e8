import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContract } from '@app/shared/api';
import { jobSearchScheduleMessages, type JobSearch } from '@app/shared/contract';
import { serveApiForTests, type Handler } from '@app/shared/test-support';
import { makeSearch } from '@/testing/fixtures';
import { renderPage } from '@/testing/render-page';
import { ScheduleEditor } from '../schedule-editor';

// Rendering the browser's ~400 zones and the first answer's contract load are slow on a busy machine.
jest.setTimeout(20_000);

const API = '/django/api/job-search/';
let handler: Handler;
const api = serveApiForTests((request) => handler(request));
let search: JobSearch;
let saved: JobSearch[];

beforeAll(() => loadContract());
beforeEach(() => {
  api.server.requests.length = 0;
  saved = [];
  search = makeSearch({ id: 7 });
  // As the server answers (product §4.12): an unknown zone is refused with its plain message.
  handler = async ({ method, path, body }) => {
    const call = `${method} ${path.replace(API, '')}`;
    if (call === 'PUT 7/schedule/') {
      const sent = JSON.parse(body);
      if (sent.time_zone === 'Mars/Olympus')
        return { status: 400, body: { time_zone: [jobSearchScheduleMessages.timeZone] } };
      search = { ...search, schedule: { ...sent, next_run_at: '2026-11-30 13:00:00' } };
      return { status: 200, body: search };
    }
    if (call === 'DELETE 7/schedule/') {
      search = { ...search, schedule: null };
      return { status: 200, body: search };
    }
    return { status: 404, body: { detail: 'Not found.' } };
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const render = (current: JobSearch) => renderPage(<ScheduleEditor search={current} onSaved={(s) => saved.push(s)} />);
const sentBodies = () => api.server.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body));

test('sets "every weekday at 08:00" in the browser’s zone by default', async () => {
  render(search);
  expect(screen.getByText(/starts only when you start it/)).toBeInTheDocument();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    expect(screen.getByRole('checkbox', { name: day })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  expect(screen.getByLabelText('Time of day')).toHaveValue('08:00');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue(zone);
  await userEvent.click(screen.getByRole('button', { name: 'Set Schedule' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(sentBodies()).toEqual([{ days: [1, 2, 3, 4, 5], time: '08:00', time_zone: zone }]);
});

test('an unknown time zone gets the server’s plain message on the field, and nothing is saved', async () => {
  render(search);
  const zone = screen.getByRole('combobox', { name: 'Time zone' });
  await userEvent.clear(zone);
  await userEvent.paste('Mars/Olympus');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
  await userEvent.click(screen.getByRole('button', { name: 'Set Schedule' }));
  expect(await screen.findByText(jobSearchScheduleMessages.timeZone)).toBeInTheDocument();
  expect(zone).toHaveAccessibleDescription(jobSearchScheduleMessages.timeZone);
  expect(saved).toEqual([]);
  expect(sentBodies()).toEqual([{ days: [1, 2, 3, 4, 5, 6], time: '08:00', time_zone: 'Mars/Olympus' }]);
});

test('no day chosen is said before anything is sent', async () => {
  render(search);
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    await userEvent.click(screen.getByRole('checkbox', { name: day }));
  await userEvent.click(screen.getByRole('button', { name: 'Set Schedule' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(jobSearchScheduleMessages.days);
  expect(sentBodies()).toEqual([]);
});

test('a saved schedule shows its next run and can be removed', async () => {
  render(
    makeSearch({
      id: 7,
      schedule: {
        days: [1, 2, 3, 4, 5],
        time: '08:00',
        time_zone: 'America/New_York',
        next_run_at: '2026-11-30 13:00:00',
      },
    }),
  );
  expect(
    screen.getByText('Runs every weekday at 08:00 (America/New York). Next run: Mon, Nov 30, 08:00.'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Schedule' }));
  await waitFor(() => expect(saved.at(-1)?.schedule).toBeNull());
});
