import { RemoteLoadError, withTimeout } from './remote-failure';

/** A remote's container: the bundler's protocol for sharing and exposing modules. */
export interface Container {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

const loading = new Map<string, Promise<Container>>();
/** Global name → how many loads of that release failed. */
const failures = new Map<string, number>();
const preloaded = new Set<string>();

type Holder = Record<string, Container | undefined>;

/**
 * The container a remote's entry script puts at `window[globalName]`, loading the script once
 * within the remotes' time limit. Each release has its own global name, so a container already on
 * the page (loaded by another app's copy of this loader) is that same release and is reused. A
 * failure is not kept; the next attempt asks the network again (cache-busted: a hung request
 * could otherwise hold the URL).
 */
export function loadContainer(entryUrl: string, globalName: string, remote: string): Promise<Container> {
  const present = (window as unknown as Holder)[globalName];
  if (present) return Promise.resolve(present);
  let pending = loading.get(globalName);
  if (!pending) {
    pending = withTimeout(injectScript(entryUrl, globalName, remote), `The "${remote}" app`);
    loading.set(globalName, pending);
    pending.catch(() => {
      loading.delete(globalName);
      failures.set(globalName, (failures.get(globalName) ?? 0) + 1);
    });
  }
  return pending;
}

function injectScript(entryUrl: string, globalName: string, remote: string): Promise<Container> {
  const url = new URL(entryUrl);
  const failed = failures.get(globalName);
  if (failed) url.searchParams.set('attempt', String(failed + 1));
  return new Promise<Container>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url.href;
    script.async = true;
    script.onload = () => {
      const container = (window as unknown as Holder)[globalName];
      if (container) resolve(container);
      else reject(new RemoteLoadError({ kind: 'crashed' }, `The "${remote}" app's entry did not set up its modules.`));
    };
    script.onerror = () =>
      reject(new RemoteLoadError({ kind: 'unreachable' }, `The "${remote}" app's entry could not be loaded.`));
    document.head.appendChild(script);
  });
}

/** `<link rel="preload">` for scripts a remote will run, so they download while other work goes on. */
export function preloadScripts(urls: string[]): void {
  for (const href of urls) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
}
