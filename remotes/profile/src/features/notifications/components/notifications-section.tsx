import { useState } from 'react';
import styled from 'styled-components';
import type { NotificationSettings } from '@app/shared/contract';
import { queries, queryClient, queryKeys, useServerMutation, useServerQuery } from '@app/shared/query';
import { updateNotificationSettings } from '@app/shared/api';
import {
  askNotificationPermission,
  Card,
  Checkbox,
  ErrorBanner,
  Spinner,
  toast,
  type PermissionOutcome,
} from '@app/shared/ui';

const SECTION_ID = 'notifications';
const INTRO = 'JobPilot can tell you when a job search needs you. Emails go to your account’s email address.';
const LOAD_FAILED = 'Could not load your notification settings. Please try again later.';
const SAVE_FAILED = 'Could not save your notification settings. Please try again.';
const BROWSER_HELP = 'Shown while JobPilot is open in a background tab.';
const PERMISSION_PROBLEM: Record<Exclude<PermissionOutcome, 'granted'>, string> = {
  denied:
    'Your browser blocks notifications from JobPilot, so this stays off. Allow notifications for this site in your browser’s settings, then turn it on again.',
  unsupported: 'This browser cannot show notifications, so this stays off.',
};

type SwitchKey = Exclude<keyof NotificationSettings, 'offer_dismissed'>;
/** Those shown by the browser: turning one on asks for its permission. */
const isBrowserSwitch = (key: SwitchKey) => key === 'pin_browser' || key === 'answers_needed_browser';

const SWITCHES: Array<{ key: SwitchKey; label: string }> = [
  { key: 'run_ended_email', label: 'Email me when a run ends' },
  { key: 'answers_needed_email', label: 'Email me when answers are needed' },
  { key: 'pin_browser', label: 'Notify me in this browser when LinkedIn asks for a PIN' },
  { key: 'answers_needed_browser', label: 'Notify me in this browser when answers are needed' },
];

const Section = styled(Card)`
  max-width: 720px;
  margin: 24px auto 0;
  h2 {
    margin: 0 0 16px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 12px;
  }
  .help {
    margin: 4px 0 0 26px;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** product §4.10: the four opt-ins, each saved as soon as it is switched. */
export function NotificationsSection() {
  const { data: settings, isPending, isError } = useServerQuery(queries.notificationSettings());
  const [permissionProblem, setPermissionProblem] = useState<{ key: SwitchKey; text: string } | null>(null);
  const save = useServerMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationSettings(), saved),
  });

  const toggle = async (key: SwitchKey, on: boolean) => {
    if (!settings) return;
    if (isBrowserSwitch(key)) {
      setPermissionProblem(null);
      // Asked only now, when the user turns it on; a refusal leaves the setting off.
      const outcome = on ? await askNotificationPermission() : 'granted';
      if (outcome !== 'granted') {
        setPermissionProblem({ key, text: PERMISSION_PROBLEM[outcome] });
        return;
      }
    }
    try {
      await save.mutateAsync({ ...settings, [key]: on });
    } catch (error) {
      console.error('Could not save the notification settings', error);
      toast.error(SAVE_FAILED);
    }
  };

  return (
    <Section id={SECTION_ID} aria-labelledby={`${SECTION_ID}-heading`}>
      <h2 id={`${SECTION_ID}-heading`}>Notifications</h2>
      {isPending ? (
        <Spinner label="Loading notification settings" />
      ) : isError || !settings ? (
        <ErrorBanner>{LOAD_FAILED}</ErrorBanner>
      ) : (
        <>
          <p>{INTRO}</p>
          <ul>
            {SWITCHES.map(({ key, label }) => (
              <li key={key}>
                <Checkbox
                  role="switch"
                  label={label}
                  checked={settings[key]}
                  disabled={save.isPending}
                  aria-describedby={isBrowserSwitch(key) ? `${SECTION_ID}-${key}-help` : undefined}
                  onChange={(event) => void toggle(key, event.target.checked)}
                />
                {isBrowserSwitch(key) && (
                  <>
                    <p className="help" id={`${SECTION_ID}-${key}-help`}>
                      {BROWSER_HELP}
                    </p>
                    {permissionProblem?.key === key && (
                      <p className="help" role="status">
                        {permissionProblem.text}
                      </p>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
