import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContract } from '@app/shared/api';
import type { AnswerNeeded, NotificationSettings } from '@app/shared/contract';
import { emitLiveEvent } from '@app/shared/stores';
import { type Handler, serveApiForTests } from '@app/shared/test-support';
import { renderPage } from '@/testing/render-page';
import { NotificationOffer } from '../notification-offer';

const LIST = '/django/api/job-search/answers-needed/';
const SETTINGS = '/django/api/accounts/users/me/notifications/';
const LICENCE: AnswerNeeded = {
  id: 2,
  question: 'Do you have a driving licence?',
  input: 'choice',
  options: ['Yes', 'No'],
  jobs_waiting: 1,
};
const ALL_OFF: NotificationSettings = {
  run_ended_email: false,
  answers_needed_email: false,
  pin_browser: false,
  answers_needed_browser: false,
  offer_dismissed: false,
};

let open: AnswerNeeded[];
let stored: NotificationSettings;
let handler: Handler;
const api = serveApiForTests((request) => handler(request));

/**
 * jsdom has no Notification API: this stands in for the browser's permission prompt (the user
 * answers it `answer`). The gap: the real prompt is the browser's (the e2e grants it).
 */
function browserNotifications(answer: NotificationPermission) {
  const requestPermission = jest.fn(async () => {
    (window as any).Notification.permission = answer;
    return answer;
  });
  (window as any).Notification = { permission: 'default', requestPermission };
  return requestPermission;
}

beforeAll(() => loadContract());
beforeEach(() => {
  api.server.requests.length = 0;
  open = [];
  stored = { ...ALL_OFF };
  // A small stand-in for the two server resources: what the offer shows is what it saved.
  handler = (request) => {
    if (request.path === LIST) return { status: 200, body: open };
    if (request.path === SETTINGS && request.method === 'GET') return { status: 200, body: stored };
    if (request.path === SETTINGS && request.method === 'PUT') {
      stored = { ...stored, ...(JSON.parse(request.body) as Partial<NotificationSettings>) };
      return { status: 200, body: stored };
    }
    return { status: 404, body: { detail: 'Not found.' } };
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as any).Notification;
});

const offer = () => screen.findByRole('region', { name: 'Hear from JobPilot when it needs you' }, { timeout: 5000 });
const noOffer = () => expect(screen.queryByRole('region', { name: /Hear from JobPilot/ })).not.toBeInTheDocument();
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
const puts = () => api.server.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body) as unknown);

describe('notification offer', () => {
  test('appears live at the first answer needed; once closed it is gone and the server remembers', async () => {
    renderPage(<NotificationOffer running={false} />);
    await settle();
    noOffer();

    open = [LICENCE];
    act(() => emitLiveEvent('answer_needed', LICENCE));
    const region = await offer();
    expect(region).toHaveTextContent('A job waits for your answer.');
    const email = within(region).getByRole('switch', { name: 'Email me when answers are needed' });
    await userEvent.click(email);
    await waitFor(() => expect(email).toBeChecked());
    expect(stored.answers_needed_email).toBe(true);
    expect(within(region).getByRole('link', { name: 'Change these later in your profile' })).toHaveAttribute(
      'href',
      '/profile#notifications',
    );

    await userEvent.click(within(region).getByRole('button', { name: 'Done' }));
    await waitFor(noOffer);
    expect(stored).toEqual({ ...ALL_OFF, answers_needed_email: true, offer_dismissed: true });
  });

  test('appears while a search runs; "No thanks" closes it with every switch left off', async () => {
    renderPage(<NotificationOffer running />);
    const region = await offer();
    expect(region).toHaveTextContent('Your job search is running.');
    await userEvent.click(within(region).getByRole('button', { name: 'No thanks' }));
    await waitFor(noOffer);
    expect(puts()).toEqual([{ ...ALL_OFF, offer_dismissed: true }]);
  });

  test('is not shown again once closed, whatever waits', async () => {
    stored = { ...ALL_OFF, offer_dismissed: true };
    open = [LICENCE];
    renderPage(<NotificationOffer running />);
    await waitFor(() => expect(api.server.requests.map((r) => r.path)).toContain(SETTINGS));
    await settle();
    noOffer();
  });

  test('the browser switch asks the browser first, and a refusal leaves it off with a plain word', async () => {
    open = [LICENCE];
    const requestPermission = browserNotifications('denied');
    renderPage(<NotificationOffer running={false} />);
    const region = await offer();
    const browser = within(region).getByRole('switch', { name: 'Notify me in this browser when answers are needed' });
    await userEvent.click(browser);
    expect(
      await within(region).findByText(
        'Your browser blocks notifications from JobPilot, so this stays off. Allow notifications for this site in your browser’s settings, then turn it on again.',
      ),
    ).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(browser).not.toBeChecked();
    expect(puts()).toEqual([]);

    browserNotifications('granted');
    await userEvent.click(browser);
    await waitFor(() => expect(browser).toBeChecked());
    expect(stored.answers_needed_browser).toBe(true);
  });

  test('a failed save says so and the offer stays', async () => {
    open = [LICENCE];
    renderPage(<NotificationOffer running={false} />);
    const region = await offer();
    handler = (request) =>
      request.method === 'PUT'
        ? { status: 500, body: { detail: 'boom' } }
        : { status: 200, body: request.path === LIST ? open : stored };
    await userEvent.click(within(region).getByRole('button', { name: 'No thanks' }));
    expect(await screen.findByText('Could not save your notification settings. Please try again.')).toBeInTheDocument();
    expect(await offer()).toBeInTheDocument();
  });
});
