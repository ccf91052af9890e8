import { classifyLoadError, failureMessage, RemoteLoadError, REMOTE_TIMEOUT_MS, withTimeout } from '../remote-failure';

describe('a remote that does not answer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('fails as unreachable once the time limit has passed, not before', async () => {
    const outcome = withTimeout(new Promise<never>(() => undefined), 'The "profile" app').catch((error) => error);
    let settled = false;
    void outcome.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error.failure).toEqual({ kind: 'unreachable' });
    expect(error.message).toBe(`The "profile" app did not answer within ${REMOTE_TIMEOUT_MS} ms.`);
  });

  test('an answer in time goes through', async () => {
    await expect(withTimeout(Promise.resolve('routes'), 'x')).resolves.toBe('routes');
  });
});

describe('what kind of failure a load error is', () => {
  test("the sharing runtime's singleton version clash is incompatible, with the clash in plain words", () => {
    const error = new Error(
      'Version 1.0.0 from shell of shared singleton module @app/shared/ui does not satisfy the requirement of settings which needs ^3.0.0)',
    );
    expect(classifyLoadError(error, 'settings 3.1.0').failure).toEqual({
      kind: 'incompatible',
      detail: 'settings 3.1.0 needs @app/shared ^3.0.0 — this shell has 1.0.0',
    });
    const fromRemote = new Error(
      'Version 18.0.0 from searches of shared singleton module react does not satisfy the requirement of profile which needs ^19.3.1)',
    );
    expect(classifyLoadError(fromRemote).failure.detail).toBe(
      'This part of the app needs react ^19.3.1 — the searches app has 18.0.0',
    );
  });

  test('a RemoteLoadError from another copy of this module passes as it is', () => {
    const theirs = Object.assign(new Error('The "profile" app did not answer within 4000 ms.'), {
      name: 'RemoteLoadError',
      failure: { kind: 'unreachable' },
    });
    expect(classifyLoadError(theirs)).toBe(theirs);
  });

  test.each([
    new TypeError('Failed to fetch'),
    new Error('Loading chunk 414 failed.'),
    Object.assign(new Error('Loading chunk 91 failed.\n(error: http://x/remotes/auth/1.0.0/91.js)'), {
      name: 'ChunkLoadError',
    }),
  ])('network failures are unreachable: %s', (error) => {
    expect(classifyLoadError(error).failure.kind).toBe('unreachable');
  });

  test('anything else thrown by the remote is a crash', () => {
    expect(classifyLoadError(new TypeError("Cannot read properties of undefined (reading 'map')")).failure.kind).toBe(
      'crashed',
    );
  });

  test('says so in plain words, blaming the connection only when the remote did not answer', () => {
    expect(failureMessage({ kind: 'unreachable' })).toBe(
      'This part of the app did not answer. Check your connection and try again.',
    );
    expect(failureMessage({ kind: 'crashed' })).toBe(
      'This part of the app stopped because of an error on our side. Try again in a moment.',
    );
    expect(
      failureMessage(
        { kind: 'incompatible', detail: 'profile 2.3.0 needs @app/shared ^3.0.0 — this shell has 1.0.0' },
        'Your profile',
      ),
    ).toBe(
      'Your profile does not fit the version of the app you are running (profile 2.3.0 needs @app/shared ^3.0.0 — this shell has 1.0.0). Try again later, once a matching version is released.',
    );
  });
});
