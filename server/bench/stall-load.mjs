// The client side of `pnpm bench stall`, in processes of their own.
//   node stall-load.mjs probe <base url>          times /healthz every 20 ms until its stdin closes,
//                                                  then prints [[start ms, latency ms], …]
//   node stall-load.mjs load <base url> <token>   runs each phase's requests and prints
//                                                  { phase: { start, end, results } }
// Apart, so that reading a 50 MB export never delays a /healthz check of the probe's own making.
const [mode, baseUrl, token] = process.argv.slice(2);

async function probe() {
  const checks = [];
  let running = true;
  process.stdin.on('data', () => undefined);
  process.stdin.on('end', () => (running = false));
  while (running) {
    const started = Date.now();
    const startedPrecise = performance.now();
    const res = await fetch(`${baseUrl}/healthz`);
    await res.text();
    checks.push([started, performance.now() - startedPrecise]);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.stdout.write(JSON.stringify(checks));
}

/** Reads a whole answer without keeping it (the export is tens of MB). */
async function drain(path) {
  const started = performance.now();
  const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  return { status: res.status, bytes, ms: performance.now() - started };
}

const phases = {
  idle: () => new Promise((resolve) => setTimeout(() => resolve([]), 2_000)),
  'one export': () => Promise.all([drain('/django/api/accounts/users/me/export/')]),
  'three exports at once': () => Promise.all([1, 2, 3].map(() => drain('/django/api/accounts/users/me/export/'))),
  'GET /jobs ×20 (pages of 100)': async () => {
    const results = [];
    for (let i = 0; i < 20; i++) results.push(await drain(`/django/api/jobs?offset=${i * 100}`));
    return results;
  },
  'GET /jobs?limit=500 ×4 at once': () =>
    Promise.all([0, 1, 2, 3].map((i) => drain(`/django/api/jobs?limit=500&offset=${i * 500}`))),
  'GET /jobs/search (every note read) ×1': async () => [await drain('/django/api/jobs/search?search=not-in-any-note')],
};

async function load() {
  const report = {};
  for (const [name, work] of Object.entries(phases)) {
    const start = Date.now();
    const results = await work();
    report[name] = { start, end: Date.now(), results };
  }
  process.stdout.write(JSON.stringify(report));
}

await (mode === 'probe' ? probe() : load());
