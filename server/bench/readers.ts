/**
 * `pnpm bench readers`: the server's document readers (a child process per document, fair slots
 * per user) against a maintained thread pool (piscina, with V8 resource limits), on the same
 * documents read by the same code (src/services/resume-text-read.mjs):
 * - normal: six small resumes one after another (a read's own time);
 * - flood: one user uploads four slow PDFs (~9 s of pdf.js each) at once, a second user a normal
 *   resume 0.5 s later: is each slow one stopped at the time limit (6 s), how long does the second
 *   user wait;
 * - memory: two users upload the gap DOCX (its hidden part inflates to 150 MB outside the JavaScript
 *   heap), a third a normal resume 0.5 s later: how far does the server process's memory grow.
 * Each run is a process of its own (readers-host.ts), its RSS sampled every 20 ms from here, alone
 * and with its child processes. Figures only: nothing is asserted.
 *
 * Options: `-- <scenario>...` runs only those scenarios.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { median } from './median';

const MB = 1024 * 1024;
const variants = ['child-processes', 'piscina', 'piscina-slots'];
const allScenarios = ['normal', 'flood', 'memory'];
const chosen = process.argv.slice(2).filter((arg) => arg !== '--');
const scenarios = chosen.length ? chosen : allScenarios;

const rssOf = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

/** The process's RSS plus that of all its descendants (the readers it started). */
const treeRss = (pid: number): number => {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    // gone
  }
  return rssOf(pid) + children.reduce((sum, child) => sum + treeRss(child), 0);
};

interface Run {
  /** How the server process itself ended when it did not finish the scenario (a crash). */
  died?: string;
  results: Array<{ label: string; result: string; ms: number; endedAtMs: number }>;
  maxLoopDelayMs: number;
  baseRss: number;
  peakRss: number;
  peakTreeRss: number;
}

function run(variant: string, scenario: string): Promise<Run> {
  const host = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'readers-host.ts'), variant, scenario],
    {
      cwd: path.resolve(__dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  let baseRss = 0;
  let peakRss = 0;
  let peakTreeRss = 0;
  const sampler = setInterval(() => {
    if (!baseRss) return;
    peakRss = Math.max(peakRss, rssOf(host.pid!));
    peakTreeRss = Math.max(peakTreeRss, treeRss(host.pid!));
  }, 20);
  host.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (!baseRss && output.includes('ready\n')) baseRss = rssOf(host.pid!);
  });
  return new Promise((resolve, reject) =>
    host.once('exit', (code, signal) => {
      clearInterval(sampler);
      const last = output.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) {
        return resolve({
          ...(JSON.parse(last) as Pick<Run, 'results' | 'maxLoopDelayMs'>),
          baseRss,
          peakRss,
          peakTreeRss,
        });
      }
      // Started, then died mid-scenario: that is the figure (its stderr above says why).
      if (baseRss)
        return resolve({
          died: `exit code ${code}, signal ${signal}`,
          results: [],
          maxLoopDelayMs: NaN,
          baseRss,
          peakRss,
          peakTreeRss,
        });
      reject(new Error(`${variant} ${scenario} exited ${code} before it started`));
    }),
  );
}

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

async function main() {
  console.log(`readers: ${variants.join(', ')}; scenarios: ${scenarios.join(', ')}\n`);
  for (const scenario of scenarios) {
    for (const variant of variants) {
      const r = await run(variant, scenario);
      console.log(
        `${scenario} / ${variant}: server RSS ${mb(r.baseRss)} before, peak ${mb(r.peakRss)} ` +
          `(+${mb(r.peakRss - r.baseRss)}); with its readers' processes peak ${mb(r.peakTreeRss)}; ` +
          `max event-loop delay ${r.maxLoopDelayMs} ms`,
      );
      if (r.died) console.log(`  THE SERVER PROCESS DIED (${r.died}): every upload in flight was lost`);
      if (scenario === 'normal' && !r.died) {
        const times = r.results.map((result) => result.ms);
        console.log(`  first read ${times[0]} ms, median of the others ${median(times.slice(1))} ms`);
      }
      for (const result of r.results) {
        console.log(`  ${result.label.padEnd(12)} ${String(result.ms).padStart(6)} ms  ${result.result}`);
      }
    }
    console.log('');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
