import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@app/shared/ui';
import { VerificationCodeDialog } from '../verification-code-dialog';

function setup(timeoutSeconds = 60) {
  const handlers = {
    onSubmit: jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined),
    onCancel: jest.fn(),
    onExpire: jest.fn(),
  };
  render(
    <UiProvider>
      <VerificationCodeDialog timeoutSeconds={timeoutSeconds} {...handlers} />
    </UiProvider>,
  );
  return handlers;
}

const input = () => screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
const timer = () => screen.getByRole('timer');

describe('LinkedIn Verification Required', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('counts down from the bot’s own wait, one second at a time, and expires at zero, once', () => {
    const { onExpire } = setup(3);
    expect(screen.getByRole('dialog', { name: 'LinkedIn Verification Required' })).toBeInTheDocument();
    expect(timer()).toHaveTextContent('Time remaining: 3 seconds');
    act(() => jest.advanceTimersByTime(999));
    expect(timer()).toHaveTextContent('Time remaining: 3 seconds');
    act(() => jest.advanceTimersByTime(1));
    expect(timer()).toHaveTextContent('Time remaining: 2 seconds');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer()).toHaveTextContent('Time remaining: 1 second');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(timer()).toHaveTextContent('Time remaining: 0 seconds');
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  test('shows the time truly left when the tab ran its timers late (a busy or hidden tab)', () => {
    const { onExpire } = setup(60);
    // 20 s pass while the page's timers do not run; then one late tick.
    act(() => {
      jest.setSystemTime(Date.now() + 20_000);
      jest.advanceTimersByTime(1000);
    });
    expect(timer()).toHaveTextContent('Time remaining: 39 seconds');
    act(() => {
      jest.setSystemTime(Date.now() + 60_000);
      jest.advanceTimersByTime(1000);
    });
    expect(timer()).toHaveTextContent('Time remaining: 0 seconds');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  test('takes at most 6 digits, with the placeholder of docs/product.md', () => {
    setup();
    expect(input()).toHaveAttribute('placeholder', 'Enter 6-digit code');
    expect(input()).toHaveAttribute('maxlength', '6');
    fireEvent.change(input(), { target: { value: '12a34-5678' } });
    expect(input()).toHaveValue('123456');
  });

  test('blank and short codes are refused with their messages; Enter submits the code', async () => {
    const { onSubmit } = setup();
    const ui = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    await ui.type(input(), '4242{Enter}');
    expect(await screen.findByText('Enter the 6-digit code LinkedIn sent you.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await ui.type(input(), '42');
    expect(screen.queryByText('Enter the 6-digit code LinkedIn sent you.')).not.toBeInTheDocument();
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('424242'));
  });

  test('Cancel gives up without waiting for the countdown', () => {
    const { onCancel, onExpire } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
