// `pnpm --filter linkedin-sandbox start`: the sandbox on SANDBOX_HOST:SANDBOX_PORT (127.0.0.1:8100)
// with the default scenario, or the one in SANDBOX_SCENARIO (a JSON file).
import { ScenarioError, loadScenarioFile } from './scenario/load';
import { startSandbox } from './server';

async function main() {
  const host = process.env.SANDBOX_HOST || '127.0.0.1';
  const portText = process.env.SANDBOX_PORT || '8100';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SANDBOX_PORT must be a port number (0-65535), got "${portText}"`);
  }
  const limitText = process.env.SANDBOX_DAILY_LIMIT;
  const dailyLimit = limitText ? Number(limitText) : undefined;
  if (dailyLimit !== undefined && !(Number.isInteger(dailyLimit) && dailyLimit >= 0)) {
    throw new Error(`SANDBOX_DAILY_LIMIT must be a whole number, got "${limitText}"`);
  }
  const scenario = process.env.SANDBOX_SCENARIO ? loadScenarioFile(process.env.SANDBOX_SCENARIO) : undefined;
  const sandbox = await startSandbox({ host, port, scenario, dailyLimit, logger: process.env.SANDBOX_LOG === '1' });
  console.log(
    `LinkedIn sandbox listening on ${sandbox.url} — sign in at ${sandbox.url}/login, PINs at ${sandbox.url}/__sandbox/mailbox`,
  );
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ScenarioError ? error.message : error);
  process.exit(1);
});
