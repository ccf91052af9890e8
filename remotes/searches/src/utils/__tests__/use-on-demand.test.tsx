import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '@app/shared/ui';
import { PendingDialog } from '@/components/pending-dialog';
import { onDemand, useOnDemand, type OnDemandModule } from '../use-on-demand';

type Module = { Shown: () => React.ReactElement };
const loadedModule: Module = { Shown: () => <p>The dialog itself</p> };

/** A button that opens a dialog whose code comes from `source`, as the search runner does. */
function Opener({ source }: { source: OnDemandModule<Module> }) {
  const [open, setOpen] = useState(false);
  const dialog = useOnDemand(source, open);
  const close = () => setOpen(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open &&
        (dialog.kind === 'ready' ? (
          <dialog.module.Shown />
        ) : (
          <PendingDialog
            title="Apply to More Jobs"
            onClose={close}
            failure={dialog.kind === 'failed' ? { message: 'Could not be opened.', onRetry: dialog.retry } : undefined}
          />
        ))}
    </>
  );
}

const renderOpener = (source: OnDemandModule<Module>) =>
  render(
    <UiProvider>
      <Opener source={source} />
    </UiProvider>,
  );

/** A loader answering when the test says, counting its calls. */
function controlledLoader() {
  const pending: { resolve(m: Module): void; reject(e: Error): void }[] = [];
  const load = jest.fn(() => new Promise<Module>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('nothing is loaded before the dialog is opened; while it loads, a dialog with its title says so', async () => {
  const { load, pending } = controlledLoader();
  renderOpener(onDemand(load));
  expect(load).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('dialog', { name: 'Apply to More Jobs' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading Apply to More Jobs' })).toBeInTheDocument();

  pending[0]!.resolve(loadedModule);
  expect(await screen.findByText('The dialog itself')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('once loaded, a later page shows it at once, without loading it again', async () => {
  const { load, pending } = controlledLoader();
  const source = onDemand(load);
  const { unmount } = renderOpener(source);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  pending[0]!.resolve(loadedModule);
  await screen.findByText('The dialog itself');
  unmount();

  renderOpener(source);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByText('The dialog itself')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load is logged and shown; Retry loads again and shows the dialog', async () => {
  const { load, pending } = controlledLoader();
  renderOpener(onDemand(load));
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  pending[0]!.reject(new Error('ChunkLoadError: Loading chunk 98 failed.'));

  expect(await screen.findByRole('alert')).toHaveTextContent('Could not be opened.');
  expect(console.error).toHaveBeenCalledWith('Could not load part of the page', expect.any(Error));

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(load).toHaveBeenCalledTimes(2);
  pending[1]!.resolve(loadedModule);
  expect(await screen.findByText('The dialog itself')).toBeInTheDocument();
});

test('closed after a failure, the next opening tries again', async () => {
  const { load, pending } = controlledLoader();
  renderOpener(onDemand(load));
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  pending[0]!.reject(new Error('offline'));
  await screen.findByRole('alert');

  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('status', { name: 'Loading Apply to More Jobs' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  pending[1]!.resolve(loadedModule);
  expect(await screen.findByText('The dialog itself')).toBeInTheDocument();
});
