import { renderHook, waitFor } from '@testing-library/react';
import { emitLiveEvent } from '@app/shared/stores';
import { type Handler, serveApiForTests } from '@app/shared/test-support';
import { notifyAnswerNeeded, useAnswersNeededNotification } from '../use-answers-needed-notification';
import { notifyPinRequested, usePinNotification } from '../use-pin-notification';

const URL = '/django/api/accounts/users/me/notifications/';
const ALL_OFF = {
  run_ended_email: false,
  answers_needed_email: false,
  pin_browser: false,
  answers_needed_browser: false,
  offer_dismissed: false,
};
let settings = { ...ALL_OFF, pin_browser: true };
let handler: Handler;
const api = serveApiForTests((request) => handler(request));

/**
 * jsdom has no Notification API: this records what the browser would show. The gap: the real
 * browser's notification (and its focusing the tab) is not exercised here.
 */
class RecordedNotification {
  static permission: NotificationPermission = 'granted';
  static shown: RecordedNotification[] = [];
  onclick: (() => void) | null = null;
  closed = false;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    RecordedNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

function tabIs(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

beforeEach(() => {
  api.server.requests.length = 0;
  settings = { ...ALL_OFF, pin_browser: true };
  handler = (request) =>
    request.path === URL ? { status: 200, body: settings } : { status: 404, body: { detail: 'Not found.' } };
  RecordedNotification.permission = 'granted';
  RecordedNotification.shown = [];
  (window as any).Notification = RecordedNotification;
  tabIs('hidden');
});
afterEach(() => {
  delete (window as any).Notification;
  tabIs('visible');
  jest.restoreAllMocks();
});

describe('PIN browser notification', () => {
  it('shows one when LinkedIn asks for a PIN while the tab is hidden; a click focuses the tab', async () => {
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    renderHook(() => usePinNotification());
    emitLiveEvent('login_to_linkedin', { status: 'started', job_search_id: 4 });
    emitLiveEvent('login_to_linkedin', { status: 'verification_code', job_search_id: 4, timeout_seconds: 60 });
    // The first call loads the contract (a lazy chunk): slow on a loaded machine.
    await waitFor(() => expect(RecordedNotification.shown).toHaveLength(1), { timeout: 5000 });
    const [shown] = RecordedNotification.shown as [RecordedNotification];
    expect(shown.title).toBe('JobPilot: LinkedIn needs your PIN');
    expect(shown.options.body).toBe(
      'Open JobPilot and enter the code LinkedIn sent you, so your job search can go on.',
    );
    shown.onclick!();
    expect(focus).toHaveBeenCalled();
    expect(shown.closed).toBe(true);
  });

  it('shows none to a user who did not turn it on', async () => {
    settings = { ...settings, pin_browser: false };
    await notifyPinRequested();
    expect(api.server.requests.map((r) => r.path)).toEqual([URL]);
    expect(RecordedNotification.shown).toEqual([]);
  });

  it('shows none while the tab is visible (the dialog is there), nor without the browser’s permission', async () => {
    tabIs('visible');
    await notifyPinRequested();
    tabIs('hidden');
    RecordedNotification.permission = 'default';
    await notifyPinRequested();
    RecordedNotification.permission = 'denied';
    await notifyPinRequested();
    delete (window as any).Notification;
    await notifyPinRequested();
    expect(RecordedNotification.shown).toEqual([]);
    expect(api.server.requests).toEqual([]); // nothing even asked of the server
  });

  it('shows none when the settings cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    handler = () => ({ status: 500, body: { detail: 'boom' } });
    await notifyPinRequested();
    expect(RecordedNotification.shown).toEqual([]);
  });
});

describe('answers-needed browser notification', () => {
  const QUESTION = 'How many years of Kubernetes experience do you have?';
  const needed = (question: string) => ({ id: 7, question, options: null, input: 'number' as const, jobs_waiting: 1 });

  it('shows one when a job starts waiting on a question while the tab is hidden; a newer one replaces it', async () => {
    settings = { ...ALL_OFF, answers_needed_browser: true };
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    renderHook(() => useAnswersNeededNotification());
    emitLiveEvent('answer_needed', needed(QUESTION));
    // The first call loads the contract (a lazy chunk): slow on a loaded machine.
    await waitFor(() => expect(RecordedNotification.shown).toHaveLength(1), { timeout: 5000 });
    const [shown] = RecordedNotification.shown as [RecordedNotification];
    expect(shown.title).toBe('JobPilot needs your answer');
    expect(shown.options.body).toBe(
      `A job waits for your answer to "${QUESTION}". Answer it on your dashboard, and JobPilot applies with it.`,
    );
    shown.onclick!();
    expect(focus).toHaveBeenCalled();
    expect(shown.closed).toBe(true);

    emitLiveEvent('answer_needed', needed('Why us?'));
    await waitFor(() => expect(RecordedNotification.shown).toHaveLength(2));
    // The browser replaces a notification of the same tag.
    expect(RecordedNotification.shown.map((n) => n.options.tag)).toEqual([
      'jobpilot-answers-needed',
      'jobpilot-answers-needed',
    ]);
  });

  it('has its own switch: the PIN one alone shows nothing, and nothing while the tab is visible', async () => {
    settings = { ...ALL_OFF, pin_browser: true };
    await notifyAnswerNeeded({ question: QUESTION });
    expect(RecordedNotification.shown).toEqual([]);
    settings = { ...ALL_OFF, answers_needed_browser: true };
    tabIs('visible');
    await notifyAnswerNeeded({ question: QUESTION });
    expect(RecordedNotification.shown).toEqual([]);
    expect(api.server.requests.map((r) => r.path)).toEqual([URL]);
  });
});
