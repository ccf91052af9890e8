#!/usr/bin/env node
// `pnpm start`: everything on embedded defaults, on one machine.
// 1. Chromium for the bot: Debian's /usr/bin/chromium (installed with apt-get when missing and we
//    may), or CHROMIUM_PATH.
// 2. The browser apps, built when their dist is missing or older than their sources.
// 3. What a crashed earlier run left behind is stopped (see ./start-children.mjs), and a port or
//    database still taken by something else is reported before anything starts.
// 4. The LinkedIn sandbox (SANDBOX_PORT, default 8100) — unless LINKEDIN_BASE_URL points the bot
//    elsewhere (e.g. https://www.linkedin.com).
// 5. The server: API, live server, built apps and the in-process bot, pointed at the sandbox.
// Each part runs in its own process group, so stopping it stops pnpm, tsx and node beneath it.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../packages/shared/src/chromium/index.cjs';
import { buildWebIfStale } from './build-web.mjs';
import { Children, reportTakenPort, reportEmbeddedLock } from './start-children.mjs';
import { readArguments } from './read-arguments.mjs';

// Its settings come from the environment and .env, never from arguments: one typed here (say
// `--port 9000`) is refused rather than silently ignored.
readArguments(
  'Usage: pnpm start   (settings in the environment or .env: PORT, DATA_DIR, SANDBOX_SCENARIO…; see the README)',
);

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env };
// Relative paths are the user's: relative to the directory `pnpm start` was typed in (pnpm's
// INIT_CWD), not to server/ where the server runs. Unset, the data stays in server/data.
const startDir = env.INIT_CWD || process.cwd();
const dataDir = env.DATA_DIR ? path.resolve(startDir, env.DATA_DIR) : path.join(root, 'server', 'data');
env.DATA_DIR = dataDir;
if (env.SANDBOX_SCENARIO) env.SANDBOX_SCENARIO = path.resolve(startDir, env.SANDBOX_SCENARIO);

ensureChromium();
buildWebIfStale();
// From here (not before: an apt-get install must leave Chromium readable by all) what this writes
// under DATA_DIR, and what the processes it starts inherit, is readable by the owner only; the
// server makes an older DATA_DIR so at its start.
process.umask(0o077);

const children = new Children(dataDir);
await children.stopLeftovers();
const sandboxPort = env.SANDBOX_PORT || '8100';
const startSandbox = !env.LINKEDIN_BASE_URL;
const problems = [
  await reportTakenPort('PORT', env.HOST || '127.0.0.1', Number(env.PORT || 8000)),
  startSandbox
    ? await reportTakenPort('SANDBOX_PORT', env.SANDBOX_HOST || '127.0.0.1', Number(sandboxPort))
    : undefined,
  env.DATABASE_URL ? undefined : reportEmbeddedLock(dataDir),
].filter(Boolean);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}

// `cli mail list` reads the outbox of the server started here, without DATA_DIR given again.
writeFileSync(path.join(root, 'server', '.start-data-dir'), `${dataDir}\n`);

// node runs each part itself (not through pnpm), so Ctrl+C ends them without pnpm's failure lines.
const tsx = ['--import', 'tsx', 'src/main.ts'];
if (startSandbox) {
  env.LINKEDIN_BASE_URL = `http://127.0.0.1:${sandboxPort}`;
  children.start('sandbox', tsx, {
    cwd: path.join(root, 'linkedin-sandbox'),
    env: { ...env, SANDBOX_PORT: sandboxPort },
  });
  const scenario = env.SANDBOX_SCENARIO ? ` with the scenario ${env.SANDBOX_SCENARIO}` : '';
  console.log(
    `The bot drives the LinkedIn sandbox at ${env.LINKEDIN_BASE_URL}${scenario} (PINs: ${env.LINKEDIN_BASE_URL}/__sandbox/mailbox).`,
  );
} else {
  console.log(`The bot drives ${env.LINKEDIN_BASE_URL}.`);
}
children.start('server', tsx, { cwd: path.join(root, 'server'), env });
void announceWhenReady();

/** One plain line once the server answers, instead of its address inside a JSON log line. */
async function announceWhenReady() {
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const local = `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 8000}`;
  const open = (env.PUBLIC_URL || local).replace(/\/+$/, '');
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (children.stopping) return;
    const ready = await fetch(`${local}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) {
      console.log(`\nJobPilot is running: open ${open}/ (Ctrl+C stops it)\n`);
      return;
    }
  }
}

function ensureChromium() {
  const chromium = chromiumPath(env);
  if (existsSync(chromium)) return;
  const mayInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !env.CHROMIUM_PATH;
  if (mayInstall) {
    console.log('Installing Chromium for the bot (apt-get install chromium)…');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (install && install.status === 0 && existsSync(chromium)) return;
  }
  console.warn(
    `No Chromium at ${chromium}: the web app runs, but starting a job search fails until Chromium is installed ` +
      '(Debian/Ubuntu: `sudo apt-get install chromium`) or CHROMIUM_PATH names one.',
  );
}
