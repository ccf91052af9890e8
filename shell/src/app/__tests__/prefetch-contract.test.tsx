import { act, render } from '@testing-library/react';
import { loadContract } from '@app/shared/api';
import { signedIn } from '@/testing/signed-in';
import { PrefetchContract } from '../prefetch-contract';

jest.mock('@app/shared/api', () => ({
  ...jest.requireActual('@app/shared/api'),
  loadContract: jest.fn(() => Promise.resolve()),
}));

describe("the contract's schemas, fetched ahead", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(loadContract).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('are fetched for a signed-in user once the first screen has painted, not before', () => {
    signedIn(true);
    render(<PrefetchContract />);
    expect(loadContract).not.toHaveBeenCalled();
    // The next frame is drawn…
    act(() => jest.advanceTimersToNextFrame());
    expect(loadContract).not.toHaveBeenCalled();
    // …then the task after it runs.
    act(() => jest.runOnlyPendingTimers());
    expect(loadContract).toHaveBeenCalledTimes(1);
  });

  it('are not fetched for a visitor (the login page renders without them)', () => {
    signedIn(false);
    render(<PrefetchContract />);
    act(() => jest.runAllTimers());
    expect(loadContract).not.toHaveBeenCalled();
  });
});
