/**
 * An answer a test holds back to see the app busy, then lets go. `release` waits for the request to
 * have arrived first: on a busy machine the app can show its busy state before its request reaches
 * the test server, and a release before then would be lost (the answer held for good).
 */
export function holdAnswer() {
  let arrived = () => undefined as void;
  let letGo = () => undefined as void;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (letGo = resolve));
  return {
    /** In the handler: the request is here; resolves when the test releases it. */
    until: () => {
      arrived();
      return released;
    },
    /** In the test: lets the answer go once its request has arrived. */
    release: async () => {
      await requested;
      letGo();
    },
  };
}
