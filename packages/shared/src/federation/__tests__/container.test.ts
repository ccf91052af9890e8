/**
 * @jest-environment jsdom
 */
import { REMOTE_TIMEOUT_MS } from '../remote-failure';

// jsdom does not run scripts: each test plays the browser's part on the <script> the loader adds
// (the entry sets its container on window, then `load`; or `error`; or nothing, as a hung server).

const ENTRY = 'https://app.example/remotes/profile/2.0.0/remoteEntry.js';
const GLOBAL = 'jobpilot_remote:profile@2.0.0';
const container = { init: jest.fn(), get: jest.fn() };

type Loader = typeof import('../container');
let loader: Loader;

const lastScript = () => [...document.head.querySelectorAll('script')].at(-1)!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  // A fresh copy each test: the loader keeps what it loaded.
  jest.resetModules();
  loader = await import('../container');
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[GLOBAL];
});

test('adds the entry as a script and answers the container it put on window', async () => {
  const loaded = loader.loadContainer(ENTRY, GLOBAL, 'profile');
  expect(lastScript().src).toBe(ENTRY);
  (window as unknown as Record<string, unknown>)[GLOBAL] = container;
  lastScript().dispatchEvent(new Event('load'));
  await expect(loaded).resolves.toBe(container);
  // Loaded once: a second load, from this copy or another app's, finds it on the page.
  await expect(loader.loadContainer(ENTRY, GLOBAL, 'profile')).resolves.toBe(container);
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
});

test('an entry that fails to load is unreachable; the next attempt asks again, cache-busted', async () => {
  const failed = loader.loadContainer(ENTRY, GLOBAL, 'profile');
  lastScript().dispatchEvent(new Event('error'));
  await expect(failed).rejects.toMatchObject({ name: 'RemoteLoadError', failure: { kind: 'unreachable' } });
  await flush();

  const again = loader.loadContainer(ENTRY, GLOBAL, 'profile');
  expect(lastScript().src).toBe(`${ENTRY}?attempt=2`);
  (window as unknown as Record<string, unknown>)[GLOBAL] = container;
  lastScript().dispatchEvent(new Event('load'));
  await expect(again).resolves.toBe(container);
});

test('an entry that loads without setting up its container is a crash, not the connection', async () => {
  const loaded = loader.loadContainer(ENTRY, GLOBAL, 'profile');
  lastScript().dispatchEvent(new Event('load'));
  await expect(loaded).rejects.toMatchObject({ failure: { kind: 'crashed' } });
});

test('an entry that does not answer gives up after the time limit', async () => {
  jest.useFakeTimers();
  try {
    const loaded = loader.loadContainer(ENTRY, GLOBAL, 'profile');
    const outcome = loaded.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
    expect(await outcome).toMatchObject({ failure: { kind: 'unreachable' } });
  } finally {
    jest.useRealTimers();
  }
});

test('preloads each script once', () => {
  loader.preloadScripts([ENTRY, `${ENTRY.replace('remoteEntry', 'routes')}`]);
  loader.preloadScripts([ENTRY]);
  const links = [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];
  expect(links.map((link) => [link.href, link.as])).toEqual([
    [ENTRY, 'script'],
    [ENTRY.replace('remoteEntry', 'routes'), 'script'],
  ]);
});
