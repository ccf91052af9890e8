import { rmSync } from 'node:fs';
import { buildWebApps, copyBuiltApps, startSandbox, startServer } from './support/web-server';

/**
 * What `pnpm start` runs, on free ports: the production builds (a private copy), the LinkedIn
 * sandbox as its own process, and the real server (embedded database, live server, in-process
 * bot pointed at the sandbox; pacing off so runs are quick; schedules on a clock the tests set).
 */
export default async function globalSetup() {
  buildWebApps();
  const webDir = copyBuiltApps();
  const sandbox = await startSandbox();
  // The schedules read a clock the tests set (tests/schedules.spec.ts); nothing else reads it.
  const server = await startServer(webDir, {
    linkedinBaseURL: sandbox.url,
    env: { SCHEDULER_TEST_CLOCK: 'on' },
  }).catch(async (error: unknown) => {
    await sandbox.stop();
    throw error;
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_WEB_DIR = webDir;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_SANDBOX_URL = sandbox.url;
  return async () => {
    await server.stop();
    await sandbox.stop();
    rmSync(webDir, { recursive: true, force: true });
  };
}
