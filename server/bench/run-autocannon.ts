import { spawn } from 'node:child_process';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Runs autocannon in a child process, so the load generator does not share the server's event
 * loop (in-process it would steal the time it is measuring).
 */
export function runAutocannon(options: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const args = [
    require.resolve('autocannon'),
    '--json',
    '--no-progress',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
    ...Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    options.url,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${stderr.trim()}`));
      const r = JSON.parse(stdout);
      resolve({
        requestsPerSecond: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
      });
    });
  });
}
