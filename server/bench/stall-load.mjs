// The client side of `pnpm bench stall`, in its own process so that reading a 50 MB export never
// delays a /healthz check of its own making: times /healthz every 20 ms while each phase's
// requests run, and prints the latencies of each phase as JSON.
// Usage: node stall-load.mjs <base url> <token>
const [baseUrl, token] = process.argv.slice(2);
const auth = { authorization: `Bearer ${token}` };

/** Reads a whole answer without keeping it (the export is tens of MB). */
async function drain(path) {
  const started = performance.now();
  const res = await fetch(baseUrl + path, { headers: auth });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  return { status: res.status, bytes, ms: performance.now() - started };
}

/** Runs `work` while /healthz is timed every 20 ms; answers the check latencies and the work's results. */
async function probeWhile(work) {
  const latencies = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/healthz`);
      await res.text();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const results = await work();
  running = false;
  await probe;
  return { latencies, results };
}

const phases = {
  idle: () => new Promise((resolve) => setTimeout(() => resolve([]), 2_000)),
  'one export': () => Promise.all([drain('/django/api/accounts/users/me/export/')]),
  'three exports at once': () => Promise.all([1, 2, 3].map(() => drain('/django/api/accounts/users/me/export/'))),
  'GET /jobs ×20 (default page)': async () => {
    const results = [];
    for (let i = 0; i < 20; i++) results.push(await drain(`/django/api/jobs?offset=${i * 100}`));
    return results;
  },
  'GET /jobs?limit=500 ×4 at once': () =>
    Promise.all([0, 1, 2, 3].map((i) => drain(`/django/api/jobs?limit=500&offset=${i * 500}`))),
  'GET /jobs/search (every note scanned) ×4': async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await drain('/django/api/jobs/search?search=not-in-any-note'));
    return results;
  },
};

const report = {};
for (const [name, work] of Object.entries(phases)) report[name] = await probeWhile(work);
process.stdout.write(JSON.stringify(report));
