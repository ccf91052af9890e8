import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContract } from '@app/shared/api';
import type { ApplicationTotals as Totals } from '@app/shared/contract';
import { emitLiveEvent } from '@app/shared/stores';
import { type Handler, serveApiForTests } from '@app/shared/test-support';
import { renderPage } from '@/testing/render-page';
import { ApplicationTotals } from '../application-totals';

const TOTALS = '/django/api/job-search/application-totals/';
const SOME: Totals = {
  applied_today: 3,
  daily_limit: 50,
  applied_last_7_days: 12,
  applied_in_all: 40,
  failed_in_all: 10,
  jobs_waiting: 1,
};

let totals: Totals;
let handler: Handler;
const api = serveApiForTests((request) => handler(request));

beforeAll(() => loadContract());
beforeEach(() => {
  api.server.requests.length = 0;
  totals = SOME;
  handler = (request) =>
    request.method === 'GET' && request.path === TOTALS
      ? { status: 200, body: totals }
      : { status: 404, body: { detail: 'Not found.' } };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const panel = () => screen.findByRole('region', { name: 'Your applications' }, { timeout: 5000 });
/** The figure beside a label, as a screen reader reads the description list. */
const figure = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

it("shows today's count against the daily limit before it is reached, the last 7 days, in all, the share that went through and the jobs waiting", async () => {
  renderPage(<ApplicationTotals />);
  const region = await panel();
  expect(figure(region, 'Sent today')).toBe('3 of 50');
  expect(figure(region, 'Sent in the last 7 days')).toBe('12');
  expect(figure(region, 'Sent in all')).toBe('40');
  expect(figure(region, 'Went through')).toBe('80 % of those tried');
  expect(figure(region, 'Waiting for your answers')).toBe('1 job');
  expect(region).toHaveTextContent('JobPilot sends at most 50 applications a day, across your searches');
});

it('says when the daily limit is reached, and leaves out the share when nothing was tried yet', async () => {
  totals = { ...SOME, applied_today: 50, applied_in_all: 0, failed_in_all: 0, jobs_waiting: 0 };
  renderPage(<ApplicationTotals />);
  const region = await panel();
  expect(region).toHaveTextContent("Today's limit of 50 applications is reached: your searches continue tomorrow");
  expect(within(region).queryByText('Went through')).not.toBeInTheDocument();
  expect(figure(region, 'Waiting for your answers')).toBe('0 jobs');
});

it("follows the run's live events without a reload", async () => {
  renderPage(<ApplicationTotals />);
  const region = await panel();
  expect(figure(region, 'Waiting for your answers')).toBe('1 job');
  totals = { ...SOME, jobs_waiting: 2 };
  act(() =>
    emitLiveEvent('answer_needed', {
      id: 9,
      question: 'Do you have a driving licence?',
      input: 'choice',
      options: ['Yes', 'No'],
      jobs_waiting: 1,
    }),
  );
  await within(region).findByText('2 jobs', {}, { timeout: 5000 });
});

it('says plainly when the totals could not be loaded, and Try Again loads them', async () => {
  handler = () => ({ status: 500, body: { detail: 'A server error occurred.' } });
  renderPage(<ApplicationTotals />);
  const region = await panel();
  await within(region).findByText(/Your totals could not be loaded/, {}, { timeout: 10_000 });
  handler = () => ({ status: 200, body: totals });
  await userEvent.click(within(region).getByRole('button', { name: 'Try Again' }));
  expect(await within(await panel()).findByText('3 of 50')).toBeVisible();
});
