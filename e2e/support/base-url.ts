/** Where global setup started the server. */
export function baseURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts (global setup)');
  return url;
}

export function webDir(): string {
  const dir = process.env.E2E_WEB_DIR;
  if (!dir) throw new Error('E2E_WEB_DIR is not set');
  return dir;
}

/** Where global setup started the LinkedIn sandbox the server's bot drives. */
export function sandboxURL(): string {
  const url = process.env.E2E_SANDBOX_URL;
  if (!url) throw new Error('E2E_SANDBOX_URL is not set: run through playwright.config.ts (global setup)');
  return url;
}

/** The server's DATA_DIR: its mail is written to the outbox there (no SMTP_URL in e2e). */
export function serverDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts (global setup)');
  return dir;
}
