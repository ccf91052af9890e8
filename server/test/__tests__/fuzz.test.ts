import { startTestApp, type SignedInUser, type TestApp } from '../helpers/test-app';

/**
 * Every route of the OpenAPI document, hit with generated bad input: wrong types, missing
 * fields, huge and odd unicode strings, malformed JSON, odd content types, bad ids, no or bad
 * token. A client's mistake must never be a 5xx, and every error must be JSON with a message.
 */
const TOTAL_REQUESTS = 2000;
const CONCURRENCY = 8;

type Operation = {
  method: string;
  path: string;
  fields: Record<string, string>;
  query: string[];
  multipart: boolean;
  secured: boolean;
};

let t: TestApp;
let user: SignedInUser;
let operations: Operation[];

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20261121);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '🧑‍💻🚀'.repeat(50),
  'مرحبا بالعالم',
  'ﷺ'.repeat(1000),
  'x'.repeat(70_000),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00%ff',
  '../../etc/passwd',
  'null',
  '1e309',
  '\u202e\u2066',
];
const oddValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  [],
  [1, 2],
  {},
  { nested: { deeper: ['x'] } },
  ...oddStrings,
];
const oddIds = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  '%00',
  '%F0%9F%98%80',
  '2147483648',
  'null',
  ' 1',
];
const badTokens = [
  undefined,
  'Bearer',
  'Bearer x.y.z',
  'Basic dXNlcjpwYXNz',
  'Bearer a b',
  'Token abc',
  'Bearer \u00ff\u00fe',
];
const malformedBodies = [
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1,}',
  '\u0000',
  '{"a":"\\ud800"}',
  '"just a string"',
  '12',
  'true',
];

/** Percent-encodes like a browser; a lone surrogate becomes raw invalid UTF-8, itself a good probe. */
function encode(value: unknown): string {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%ED%A0%80';
  }
}

function operationsFrom(doc: any): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      const content = op.requestBody?.content ?? {};
      const schema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        fields: Object.fromEntries(Object.entries<any>(schema?.properties ?? {}).map(([k, v]) => [k, v.type ?? 'any'])),
        query: (op.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name),
        multipart: Boolean(content['multipart/form-data']),
        secured: Boolean(op.security?.length),
      });
    }
  }
  return ops;
}

function fuzzRequest(op: Operation) {
  const headers: Record<string, string> = {};
  const kind = pick(['token', 'body', 'body', 'body', 'malformed', 'content-type', 'path', 'query', 'huge']);
  let token: string | undefined = user.token;
  if (kind === 'token') {
    token = undefined;
    const bad = pick(badTokens);
    if (bad) headers.authorization = bad;
  }
  const path = op.path.replace(/\{(\w+)\}/g, () =>
    kind === 'path' ? pick(oddIds) : String(1 + Math.floor(random() * 3)),
  );
  const query = op.query.length
    ? '?' + op.query.map((q) => `${q}=${encode(kind === 'query' ? pick(oddValues) : '1')}`).join('&')
    : kind === 'query'
      ? `?unexpected=${encode(pick(oddStrings))}`
      : '';
  let raw: string | undefined;
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    if (kind === 'malformed') {
      raw = pick(malformedBodies);
      headers['content-type'] = 'application/json';
    } else if (kind === 'content-type') {
      raw = pick(['a=1&b=2', '<xml/>', '--x\r\n\r\n', '{}']);
      headers['content-type'] = pick([
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      ]);
    } else if (kind === 'huge') {
      raw = JSON.stringify({ [Object.keys(op.fields)[0] ?? 'x']: 'y'.repeat(1_200_000) });
      headers['content-type'] = 'application/json';
    } else {
      const body: Record<string, unknown> = {};
      for (const field of Object.keys(op.fields)) if (random() < 0.8) body[field] = pick(oddValues);
      raw = JSON.stringify(random() < 0.1 ? pick(oddValues) : body);
      headers['content-type'] =
        op.multipart && random() < 0.5 ? 'multipart/form-data; boundary=zz' : 'application/json';
    }
  }
  return { method: op.method, url: `${path}${query}`, token, headers, raw };
}

function hasMessage(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  return Object.values(body).some(
    (v) =>
      (typeof v === 'string' && v.length > 0) ||
      (Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string')),
  );
}

beforeAll(async () => {
  t = await startTestApp();
  user = await t.registerUser();
  const doc = await t.request('GET', '/django/api/docs/json');
  operations = operationsFrom(doc.body).filter(
    (op) => op.path.startsWith('/django/api/') && !op.path.startsWith('/django/api/docs'),
  );
});
afterAll(() => t.close());

it('covers the documented API', () => {
  expect(operations.length).toBeGreaterThanOrEqual(30);
});

it(`answers ${TOTAL_REQUESTS} malformed requests without a 5xx, each error in JSON with a message`, async () => {
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  async function worker() {
    while (sent < TOTAL_REQUESTS) {
      sent += 1;
      const op = operations[sent % operations.length]!;
      const r = fuzzRequest(op);
      const res = await t.request(r.method, r.url, { token: r.token, headers: r.headers, raw: r.raw });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const bad = res.status >= 500 || (res.status >= 400 && !hasMessage(res.body));
      if (bad && problems.length < 20) {
        problems.push(
          `${r.method} ${r.url.slice(0, 120)} [${r.headers['content-type'] ?? ''}] ${(r.raw ?? '').slice(0, 80)} → ${res.status} ${res.text.slice(0, 200)}`,
        );
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(problems).toEqual([]);
  expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
}, 300_000);
