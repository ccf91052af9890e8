import { clearTokens, getTokens, setTokens, useSession, writeCachedUser, type Tokens } from '@app/shared/stores';

/**
 * The dev session: every dev server (`rspack serve`, see @app/web-build's dev-server.cjs) keeps the
 * tokens of the one signed-in session in a file they all share, under `/__dev/session`. Each dev
 * server is its own origin with its own localStorage; this page copies the shared tokens into its
 * localStorage at start and whenever it regains focus, and publishes its own when they change (a
 * sign-in, a refresh, a sign-out). So signing in on any dev server signs in on all of them.
 */
const ENDPOINT = '/__dev/session';
/** How often this page's tokens are compared with the last ones shared (localStorage has no same-page event). */
const PUBLISH_EVERY_MS = 500;

const same = (a: Tokens | undefined, b: Tokens) => a?.access === b.access && a?.refresh === b.refresh;

async function readShared(): Promise<Tokens> {
  const response = await fetch(ENDPOINT, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${ENDPOINT}: HTTP ${response.status}`);
  return (await response.json()) as Tokens;
}

async function writeShared(tokens: Tokens): Promise<void> {
  const response = await fetch(ENDPOINT, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(tokens),
    // Sent even when the page is being left (a reload right after a sign-in).
    keepalive: true,
  });
  if (!response.ok) throw new Error(`${ENDPOINT}: HTTP ${response.status}`);
}

/** Makes this page's session the shared one: signed in with its tokens, or signed out. */
async function adopt(shared: Tokens): Promise<void> {
  if (shared.access) {
    setTokens({ access: shared.access, refresh: shared.refresh });
    useSession.setState({ isAuthenticated: true });
    await useSession.getState().fetchUser();
  } else {
    clearTokens();
    writeCachedUser(null);
    useSession.setState({ user: null, isAuthenticated: false });
  }
}

/**
 * Joins the shared dev session; resolves once this page holds it (so the first render already
 * shows the signed-in user). A page signed in on its own while nothing is shared shares its tokens.
 */
export async function joinDevSession(): Promise<void> {
  let lastShared: Tokens | undefined;

  const publishIfChanged = async () => {
    const local = getTokens();
    if (same(lastShared, local)) return;
    lastShared = local;
    await writeShared(local);
  };

  const pull = async () => {
    const shared = await readShared();
    if (same(lastShared, shared)) return;
    lastShared = shared;
    if (!same(shared, getTokens())) await adopt(shared);
  };

  const start = await readShared();
  if (start.access || !getTokens().access) {
    lastShared = start;
    if (!same(start, getTokens())) await adopt(start);
  }
  const report = (error: unknown) => console.warn('The dev session could not be synchronised', error);
  window.setInterval(() => void publishIfChanged().catch(report), PUBLISH_EVERY_MS);
  // A sign-in or sign-out is shared at once, not at the next tick: a reload before it would read
  // the previous session back (CI: signed out after a reload just after signing in).
  useSession.subscribe(() => void publishIfChanged().catch(report));
  window.addEventListener('pagehide', () => void publishIfChanged().catch(report));
  window.addEventListener('focus', () => void pull().catch(report));
  await publishIfChanged();
}
