import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { classifyLoadError } from '@app/shared/federation';
import { UiProvider } from '@app/shared/ui';
import { settingsStandIns } from '@/testing/settings-stand-ins';
import { loadSettingsComponents, reloadSettingsComponents } from '../load-settings-components';
import { SettingsDialog } from '../settings-dialog';

jest.mock('../load-settings-components', () => ({
  loadSettingsComponents: jest.fn(),
  reloadSettingsComponents: jest.fn(() => Promise.resolve()),
}));
const load = loadSettingsComponents as jest.MockedFunction<typeof loadSettingsComponents>;

function renderDialog(open: boolean, onClose = jest.fn()) {
  return render(
    <UiProvider>
      <SettingsDialog name="LinkedinCredentialsDialog" title="LinkedIn Credentials" open={open} onClose={onClose} />
    </UiProvider>,
  );
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a settings dialog loaded through federation', () => {
  test('is not loaded until first opened', () => {
    renderDialog(false);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('shows a loading dialog, then the settings remote’s component', async () => {
    load.mockResolvedValue(settingsStandIns);
    renderDialog(true);
    expect(screen.getByRole('status', { name: 'Loading LinkedIn Credentials' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save Credentials' })).toBeInTheDocument();
  });

  test('an unreachable settings app: a fallback with Retry, which loads again; Cancel closes', async () => {
    load.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(settingsStandIns);
    const onClose = jest.fn();
    renderDialog(true, onClose);
    expect(
      await screen.findByText('The settings app did not answer. Check your connection and try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Save Credentials' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a component that throws while rendering falls back instead of breaking the page', async () => {
    load.mockResolvedValue({
      ...settingsStandIns,
      LinkedinCredentialsDialog: () => {
        throw new Error('incompatible version');
      },
    });
    renderDialog(true);
    expect(
      await screen.findByText('The settings app stopped because of an error on our side. Try again in a moment.'),
    ).toBeInTheDocument();
  });

  test('a crashed component: Retry loads the components again (a fixed release) and shows it', async () => {
    load
      .mockResolvedValueOnce({
        ...settingsStandIns,
        LinkedinCredentialsDialog: () => {
          throw new Error('crashed');
        },
      })
      .mockResolvedValueOnce(settingsStandIns);
    renderDialog(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Save Credentials' })).toBeInTheDocument();
    expect(reloadSettingsComponents).toHaveBeenCalled();
  });

  test('a settings app built for other shared versions says so, naming the clash', async () => {
    // What the loader rejects with when the sharing runtime refuses the remote's module.
    load.mockRejectedValueOnce(
      classifyLoadError(
        new Error(
          'Version 1.0.0 from shell of shared singleton module @app/shared/ui does not satisfy the requirement of settings which needs ^3.0.0)',
        ),
        'settings 3.1.0',
      ),
    );
    renderDialog(true);
    expect(
      await screen.findByText(
        'The settings app does not fit the version of the app you are running (settings 3.1.0 needs @app/shared ^3.0.0 — this shell has 1.0.0). Try again later, once a matching version is released.',
      ),
    ).toBeInTheDocument();
  });
});
