import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@app/shared/query';
import { type Handler, serveApiForTests } from '@app/shared/test-support';
import { UiProvider } from '@app/shared/ui';
import { NotificationsSection } from '../notifications-section';

const URL = '/django/api/accounts/users/me/notifications/';
const ALL_OFF = {
  run_ended_email: false,
  answers_needed_email: false,
  pin_browser: false,
  answers_needed_browser: false,
  offer_dismissed: false,
};
let stored: typeof ALL_OFF;
let handler: Handler;

const api = serveApiForTests((request) => handler(request));

/**
 * jsdom has no Notification API: this stands in for the browser's permission prompt (what the
 * user answers it is `answer`). The gap: the real prompt is the browser's and is not shown here.
 */
function browserNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = jest.fn(async () => {
    (window as any).Notification.permission = answer;
    return answer;
  });
  (window as any).Notification = { permission, requestPermission };
  return requestPermission;
}

beforeEach(() => {
  api.server.requests.length = 0;
  queryClient.clear();
  stored = { ...ALL_OFF };
  // A small stand-in for the server's settings resource, so what the section shows is what it saved.
  handler = (request) => {
    if (request.path !== URL) return { status: 404, body: { detail: 'Not found.' } };
    if (request.method === 'GET') return { status: 200, body: stored };
    if (request.method === 'PUT') {
      stored = JSON.parse(String(request.body)) as typeof ALL_OFF;
      return { status: 200, body: stored };
    }
    return { status: 405, body: { detail: 'Method not allowed.' } };
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as any).Notification;
});

async function openSection() {
  render(
    <UiProvider>
      <NotificationsSection />
    </UiProvider>,
  );
  const section = await screen.findByRole('region', { name: 'Notifications' });
  // The first load reads the contract (a lazy chunk): slow on a loaded machine.
  await within(section).findByRole('switch', { name: 'Email me when a run ends' }, { timeout: 5000 });
  return section;
}

const puts = () =>
  api.server.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(String(r.body)) as unknown);

describe('Notifications section', () => {
  it('shows the four switches off for a new user, and saves one as soon as it is turned on', async () => {
    const requestPermission = browserNotifications('default', 'granted');
    const section = await openSection();
    const runEnded = within(section).getByRole('switch', { name: 'Email me when a run ends' });
    const answers = within(section).getByRole('switch', { name: 'Email me when answers are needed' });
    const pin = within(section).getByRole('switch', {
      name: 'Notify me in this browser when LinkedIn asks for a PIN',
    });
    const answersBrowser = within(section).getByRole('switch', {
      name: 'Notify me in this browser when answers are needed',
    });
    expect([runEnded, answers, pin, answersBrowser].map((s) => (s as HTMLInputElement).checked)).toEqual([
      false,
      false,
      false,
      false,
    ]);

    await userEvent.click(runEnded);
    await waitFor(() => expect(runEnded).toBeChecked());
    expect(puts()).toEqual([{ ...ALL_OFF, run_ended_email: true }]);
    await userEvent.click(answers);
    await waitFor(() => expect(answers).toBeChecked());
    expect(stored).toEqual({ ...ALL_OFF, run_ended_email: true, answers_needed_email: true });
    // Email switches never ask the browser anything.
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('asks the browser for permission only when the PIN switch is turned on, and saves it once granted', async () => {
    const requestPermission = browserNotifications('default', 'granted');
    const section = await openSection();
    const pin = within(section).getByRole('switch', { name: /LinkedIn asks for a PIN/ });
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(pin);
    await waitFor(() => expect(pin).toBeChecked());
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(stored.pin_browser).toBe(true);

    // Turning it off asks nothing.
    await userEvent.click(pin);
    await waitFor(() => expect(pin).not.toBeChecked());
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(stored.pin_browser).toBe(false);
  });

  it('asks the same for the answers-needed browser switch, which is saved on its own', async () => {
    const requestPermission = browserNotifications('default', 'granted');
    const section = await openSection();
    const answersBrowser = within(section).getByRole('switch', { name: /in this browser when answers are needed/ });
    await userEvent.click(answersBrowser);
    await waitFor(() => expect(answersBrowser).toBeChecked());
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(stored).toEqual({ ...ALL_OFF, answers_needed_browser: true });
    expect(answersBrowser).toHaveAccessibleDescription('Shown while JobPilot is open in a background tab.');
  });

  it('says so plainly and leaves the switch off when the browser denies notifications', async () => {
    const requestPermission = browserNotifications('default', 'denied');
    const section = await openSection();
    const pin = within(section).getByRole('switch', { name: /LinkedIn asks for a PIN/ });

    await userEvent.click(pin);
    expect(
      await within(section).findByText(
        'Your browser blocks notifications from JobPilot, so this stays off. Allow notifications for this site in your browser’s settings, then turn it on again.',
      ),
    ).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(pin).not.toBeChecked();
    expect(puts()).toEqual([]);
  });

  it('a browser without notifications says it cannot show them', async () => {
    const section = await openSection();
    await userEvent.click(within(section).getByRole('switch', { name: /LinkedIn asks for a PIN/ }));
    expect(
      await within(section).findByText('This browser cannot show notifications, so this stays off.'),
    ).toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  it('a failed save says so, and the switch shows what is saved', async () => {
    const section = await openSection();
    handler = (request) =>
      request.method === 'PUT' ? { status: 500, body: { detail: 'boom' } } : { status: 200, body: stored };
    const runEnded = within(section).getByRole('switch', { name: 'Email me when a run ends' });
    await userEvent.click(runEnded);
    expect(await screen.findByText('Could not save your notification settings. Please try again.')).toBeInTheDocument();
    expect(runEnded).not.toBeChecked();
  });
});
