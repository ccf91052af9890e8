import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@app/shared/ui';
import { VerificationCodeDialog } from '../verification-code-dialog';

function setup(open = true) {
  const handlers = {
    onSubmit: jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined),
    onCancel: jest.fn(),
    onExpire: jest.fn(),
  };
  const view = render(
    <UiProvider>
      <VerificationCodeDialog open={open} {...handlers} />
    </UiProvider>,
  );
  const rerender = (nextOpen: boolean) =>
    view.rerender(
      <UiProvider>
        <VerificationCodeDialog open={nextOpen} {...handlers} />
      </UiProvider>,
    );
  return { ...handlers, rerender };
}

const input = () => screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
const timer = () => screen.getByRole('timer').textContent;

describe('LinkedIn Verification Required', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('counts down from 60 one second at a time and expires at zero, once', () => {
    const { onExpire } = setup();
    expect(screen.getByRole('dialog', { name: 'LinkedIn Verification Required' })).toBeInTheDocument();
    expect(timer()).toBe('Time remaining: 60 seconds');
    act(() => jest.advanceTimersByTime(999));
    expect(timer()).toBe('Time remaining: 60 seconds');
    act(() => jest.advanceTimersByTime(1));
    expect(timer()).toBe('Time remaining: 59 seconds');
    act(() => jest.advanceTimersByTime(58_000));
    expect(timer()).toBe('Time remaining: 1 seconds');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(timer()).toBe('Time remaining: 0 seconds');
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  test('opening again starts a fresh 60 seconds', () => {
    const { rerender } = setup();
    act(() => jest.advanceTimersByTime(20_000));
    expect(timer()).toBe('Time remaining: 40 seconds');
    rerender(false);
    rerender(true);
    expect(timer()).toBe('Time remaining: 60 seconds');
  });

  test('takes at most 6 digits, with the placeholder of docs/product.md', () => {
    setup();
    expect(input().placeholder).toBe('Enter 6-digit code');
    expect(input().maxLength).toBe(6);
    fireEvent.change(input(), { target: { value: '12a34-5678' } });
    expect(input().value).toBe('123456');
  });

  test('blank is refused with a message; Enter submits the code', async () => {
    const { onSubmit } = setup();
    fireEvent.submit(input().form!);
    expect(screen.getByText('Please enter the verification code')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    const ui = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await ui.type(input(), '424242');
    expect(screen.queryByText('Please enter the verification code')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await ui.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('424242');
  });

  test('Cancel gives up without waiting for the countdown', () => {
    const { onCancel, onExpire } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
