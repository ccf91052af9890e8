// The processes `pnpm start` runs, so that they come down together and a crash does not leave
// them behind. Each child (pnpm → tsx → node) is the leader of its own process group: one signal
// to the group reaches every process in it. The groups are recorded in DATA_DIR/start-pids.json;
// a later `pnpm start` on the same data directory stops the groups a crashed run left there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const STOP_GRACE_MS = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class Children {
  constructor(dataDir) {
    this.dataDir = dataDir;
    this.pidFile = path.join(dataDir, 'start-pids.json');
    this.children = [];
    this.stopping = false;
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => this.stopAll(signal));
    // However this process ends (an uncaught error, process.exit), its children end too.
    process.on('exit', () => {
      for (const child of this.children) signalGroup(child.pid, 'SIGKILL');
    });
    // `pnpm start` killed above us (kill -9 of the pnpm on top, the leader of our process group):
    // nobody would stop us any more, so we stop.
    this.pgid = Number(statFields(process.pid)?.[2] ?? process.pid);
    if (this.pgid !== process.pid) {
      setInterval(() => !isRunning(this.pgid) && this.stopAll('SIGTERM'), 500).unref();
    }
  }

  /** Stops what an earlier `pnpm start` on this data directory left running; refuses a live one. */
  async stopLeftovers() {
    if (!existsSync(this.pidFile)) return;
    let recorded;
    try {
      recorded = JSON.parse(readFileSync(this.pidFile, 'utf8'));
    } catch {
      rmSync(this.pidFile, { force: true });
      return;
    }
    // A run that is stopping (its parent was killed) is given the time to finish.
    const deadline = Date.now() + STOP_GRACE_MS + 5_000;
    const orphaned = ({ pgid, pid }) => pgid && pgid !== pid && !isRunning(pgid);
    while (
      (recorded.stopping || orphaned(recorded.starter ?? {})) &&
      recorded.starter &&
      isSameProcess(recorded.starter) &&
      Date.now() < deadline
    ) {
      await sleep(200);
    }
    if (recorded.starter && recorded.starter.pid !== process.pid && isSameProcess(recorded.starter)) {
      console.error(
        `Another \`pnpm start\` (process ${recorded.starter.pid}) is running on ${this.dataDir}. Stop it first ` +
          '(Ctrl+C in its terminal), or set DATA_DIR to start a second one.',
      );
      process.exit(1);
    }
    for (const child of recorded.children ?? []) {
      if (!isSameProcess(child) || groupMembers(child.pid).length === 0) continue;
      console.log(
        `Stopping the ${child.name} (process group ${child.pid}) that an earlier \`pnpm start\` left running…`,
      );
      await stopGroup(child.pid);
    }
    // The run that was stopping may have removed it meanwhile, as it does on its way out.
    rmSync(this.pidFile, { force: true });
  }

  /** Runs `node <args>` in `cwd` as the leader of its own process group. */
  start(name, args, { cwd, env }) {
    const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit', detached: true });
    const entry = { name, pid: child.pid, startTime: startTimeOf(child.pid) };
    this.children.push({ ...entry, process: child });
    this.record();
    // One part gone means the product is not running: stop the rest and report.
    child.on('exit', (code, signal) => {
      if (!this.stopping) console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything.`);
      this.failed ||= !this.stopping || Boolean(code);
      void this.stopAll('SIGTERM');
    });
    return child;
  }

  /** Signals every group, then kills what is still there after the grace period; exits when all are gone. */
  async stopAll(signal) {
    if (this.stopping) return;
    this.stopping = true;
    this.record();
    for (const child of this.children) signalGroup(child.pid, signal);
    const deadline = Date.now() + STOP_GRACE_MS;
    while (this.children.some((child) => groupMembers(child.pid).length > 0) && Date.now() < deadline) await sleep(100);
    for (const child of this.children) signalGroup(child.pid, 'SIGKILL');
    try {
      unlinkSync(this.pidFile);
    } catch {
      // already gone
    }
    process.exit(this.failed ? 1 : 0);
  }

  record() {
    mkdirSync(this.dataDir, { recursive: true });
    const starter = { pid: process.pid, pgid: this.pgid, startTime: startTimeOf(process.pid) };
    const children = this.children.map(({ name, pid, startTime }) => ({ name, pid, startTime }));
    writeFileSync(this.pidFile, JSON.stringify({ starter, stopping: this.stopping, children }, null, 2));
  }
}

/** A port another program holds, reported before anything starts (undefined when it is free). */
export async function reportTakenPort(name, host, port) {
  const probe = createServer();
  const error = await new Promise((resolve) => {
    probe.once('error', resolve);
    probe.listen(port, host, () => probe.close(() => resolve(undefined)));
  });
  if (!error) return undefined;
  if (error.code !== 'EADDRINUSE') return `${name} ${port} cannot be used on ${host}: ${error.message}`;
  const owner = portOwner(port);
  return (
    `${name} ${port} on ${host} is already in use${owner ? ` by process ${owner}` : ''}. ` +
    `Stop that program, or set ${name} to another port.`
  );
}

/**
 * The embedded database's lock (server/src/db/embedded-lock.ts): a live owner is reported, a dead
 * one's lock removed (the server would take it over too; this says so).
 */
export function reportEmbeddedLock(dataDir) {
  const lockFile = path.join(dataDir, 'pglite.lock');
  if (!existsSync(lockFile)) return undefined;
  const owner = Number(readFileSync(lockFile, 'utf8'));
  if (owner && isRunning(owner)) {
    return (
      `The embedded database in ${dataDir} is in use by process ${owner}${commandOf(owner)}. ` +
      'Stop that process first, or set DATA_DIR to use another data directory.'
    );
  }
  unlinkSync(lockFile);
  console.log(`Removed the embedded database's lock left by process ${owner || '?'}, which is gone.`);
  return undefined;
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // the group is gone
  }
}

async function stopGroup(pgid) {
  signalGroup(pgid, 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (groupMembers(pgid).length > 0 && Date.now() < deadline) await sleep(100);
  signalGroup(pgid, 'SIGKILL');
  while (groupMembers(pgid).length > 0) await sleep(100);
}

/** /proc/<pid>/stat after the command name: state, ppid, pgrp, … (starttime is field 22). */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

function startTimeOf(pid) {
  return statFields(pid)?.[19];
}

/** The recorded process is still that process (not another one given the same pid since). */
function isSameProcess({ pid, startTime }) {
  if (!existsSync('/proc')) return isAlive(pid);
  const fields = statFields(pid);
  return Boolean(fields) && fields[0] !== 'Z' && (!startTime || fields[19] === startTime);
}

/** Live (not zombie) processes of a process group; kill(-pgid, 0) where there is no /proc. */
function groupMembers(pgid) {
  if (!existsSync('/proc')) return isAlive(-pgid) ? [pgid] : [];
  const members = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields && fields[0] !== 'Z' && Number(fields[2]) === pgid) members.push(Number(entry));
  }
  return members;
}

/** Alive and not a zombie. */
function isRunning(pid) {
  if (!existsSync('/proc')) return isAlive(pid);
  const fields = statFields(pid);
  return Boolean(fields) && fields[0] !== 'Z';
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function commandOf(pid) {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return command ? ` (${command.slice(0, 120)})` : '';
  } catch {
    return '';
  }
}

/** Who listens on a TCP port, when `ss` can tell (Linux). */
function portOwner(port) {
  const ss = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(ss.stdout ?? '')?.[1];
  return pid ? `${pid}${commandOf(pid)}` : undefined;
}
