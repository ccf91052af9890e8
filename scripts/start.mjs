#!/usr/bin/env node
// `pnpm start`: everything on embedded defaults, on one machine.
// 1. Chromium for the bot: Debian's /usr/bin/chromium (installed with apt-get when missing and we
//    may), or CHROMIUM_PATH.
// 2. The browser apps, built when their dist is missing or older than their sources.
// 3. The LinkedIn sandbox (SANDBOX_PORT, default 8100) — unless LINKEDIN_BASE_URL points the bot
//    elsewhere (e.g. https://www.linkedin.com).
// 4. The server: API, live server, built apps and the in-process bot, pointed at the sandbox.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env };

ensureChromium();
buildWebIfStale();

const children = [];
const sandboxPort = env.SANDBOX_PORT || '8100';
if (!env.LINKEDIN_BASE_URL) {
  env.LINKEDIN_BASE_URL = `http://127.0.0.1:${sandboxPort}`;
  children.push(start('sandbox', ['--filter', 'linkedin-sandbox', 'start'], { SANDBOX_PORT: sandboxPort }));
  console.log(
    `The bot drives the LinkedIn sandbox at ${env.LINKEDIN_BASE_URL} (PINs: ${env.LINKEDIN_BASE_URL}/__sandbox/mailbox).`,
  );
} else {
  console.log(`The bot drives ${env.LINKEDIN_BASE_URL}.`);
}
children.push(start('server', ['--filter', 'server', 'start'], {}));

let stopping = false;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));

function start(name, args, extraEnv) {
  const child = spawn('pnpm', args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  // One part gone means the product is not running: stop the rest and report.
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything.`);
    stopAll('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(stopping && !code ? 0 : 1);
  });
  return child;
}

function ensureChromium() {
  const chromium = env.CHROMIUM_PATH || '/usr/bin/chromium';
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
