import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@app/shared/ui';
import { settingsStandIns } from '@/testing/settings-stand-ins';
import { loadSettingsComponents } from '../load-settings-components';
import { SettingsDialog } from '../settings-dialog';

jest.mock('../load-settings-components', () => ({ loadSettingsComponents: jest.fn() }));
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
    load.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce(settingsStandIns);
    const onClose = jest.fn();
    renderDialog(true, onClose);
    expect(
      await screen.findByText('The settings could not be loaded right now. Check your connection and try again.'),
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
      await screen.findByText('The settings could not be loaded right now. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
