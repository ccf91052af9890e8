import { useState } from 'react';
import styled from 'styled-components';
import type { NotificationSettings } from '@app/shared/contract';
import { Link } from '@app/shared/router';
import { queries, queryClient, queryKeys, useServerMutation, useServerQuery } from '@app/shared/query';
import { updateNotificationSettings } from '@app/shared/api';
import { askNotificationPermission, Button, Card, Checkbox, toast } from '@app/shared/ui';

const HEADING_ID = 'notification-offer-heading';
const SAVE_FAILED = 'Could not save your notification settings. Please try again.';
const BLOCKED =
  'Your browser blocks notifications from JobPilot, so this stays off. Allow notifications for this site in your browser’s settings, then turn it on again.';
const UNSUPPORTED = 'This browser cannot show notifications, so this stays off.';

type OfferedKey = 'answers_needed_email' | 'answers_needed_browser';
const SWITCHES: Array<{ key: OfferedKey; label: string }> = [
  { key: 'answers_needed_email', label: 'Email me when answers are needed' },
  { key: 'answers_needed_browser', label: 'Notify me in this browser when answers are needed' },
];

const Offer = styled(Card)`
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0 0 12px;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  .problem {
    margin: 4px 0 0 26px;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 16px;
  }
`;

/**
 * product §4.10: the notification switches offered where they are first useful — when a question
 * first waits for the user's answer, or while a search runs — rather than only in Profile. Saved
 * as soon as switched; closing it is remembered by the server, so it never comes back (on any
 * device). Shown only while the settings say it was not closed.
 */
export function NotificationOffer({ running }: { running: boolean }) {
  const { data: questions = [] } = useServerQuery(queries.answersNeeded());
  const { data: settings } = useServerQuery({
    ...queries.notificationSettings(),
    // An extra: the page works without it.
    meta: { onLoadFailed: (error: unknown) => console.error('Could not load the notification settings', error) },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useServerMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationSettings(), saved),
  });

  if (!settings || settings.offer_dismissed || (questions.length === 0 && !running)) return null;

  const put = async (change: Partial<NotificationSettings>) => {
    try {
      await save.mutateAsync({ ...settings, ...change });
    } catch (error) {
      console.error('Could not save the notification offer', error);
      toast.error(SAVE_FAILED);
    }
  };
  const toggle = async (key: OfferedKey, on: boolean) => {
    setProblem(null);
    if (key === 'answers_needed_browser' && on) {
      // Asked only now, when the user turns it on; a refusal leaves it off.
      const permission = await askNotificationPermission();
      if (permission !== 'granted') {
        setProblem(permission === 'denied' ? BLOCKED : UNSUPPORTED);
        return;
      }
    }
    await put({ [key]: on });
  };
  const chose = settings.answers_needed_email || settings.answers_needed_browser;

  return (
    <Offer as="section" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Hear from JobPilot when it needs you</h2>
      <p>
        {questions.length > 0
          ? 'A job waits for your answer. JobPilot can tell you when that happens, so your search does not wait long.'
          : 'Your job search is running. JobPilot can tell you when a job waits for your answer, so your search does not wait long.'}
      </p>
      <ul>
        {SWITCHES.map(({ key, label }) => (
          <li key={key}>
            <Checkbox
              role="switch"
              label={label}
              checked={settings[key]}
              disabled={save.isPending}
              onChange={(event) => void toggle(key, event.target.checked)}
            />
            {key === 'answers_needed_browser' && problem && (
              <p className="problem" role="status">
                {problem}
              </p>
            )}
          </li>
        ))}
      </ul>
      <div className="actions">
        <Button $variant="secondary" disabled={save.isPending} onClick={() => void put({ offer_dismissed: true })}>
          {chose ? 'Done' : 'No thanks'}
        </Button>
        <Link to="/profile#notifications">Change these later in your profile</Link>
      </div>
    </Offer>
  );
}
