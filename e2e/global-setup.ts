import { rmSync } from 'node:fs';
import { buildWebApps, copyBuiltApps, startServer } from './support/web-server';

/** Builds the apps if needed and starts the real server over a private copy of the builds. */
export default async function globalSetup() {
  buildWebApps();
  const webDir = copyBuiltApps();
  const server = await startServer(webDir);
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_WEB_DIR = webDir;
  return async () => {
    await server.stop();
    rmSync(webDir, { recursive: true, force: true });
  };
}
