import { Writable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import type { Database } from '@/db/client';
import { getLinkedinLogin, saveLinkedinCookies } from '@/db/repositories/linkedin-credentials';
import { buildPdf, resumeForm } from '@test/helpers/resume-fixtures';
import { openTestDatabase } from '@test/helpers/test-database';
import { testConfig } from '@test/helpers/test-app';

/**
 * The LinkedIn password and the session cookies are sealed before they reach the database, and
 * never appear in an answer or a log line — checked by dumping every row of every table and by
 * reading everything the server logged at its most talkative level.
 */
const PASSWORD = 'Zebra-Password-7f3a9c';
const COOKIE_VALUE = 'AQEDAR-li_at-cookie-5b1e77';
const RESUME_MARKER = 'Resume-Marker-c0ffee';

let database: Database;
let app: FastifyInstance;
let baseUrl: string;
const logLines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config: testConfig(), database, logger: { level: 'trace', stream: logStream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function call(method: string, path: string, token?: string, body?: unknown, raw?: FormData) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/django/api${path}`, {
    method,
    headers,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  return { status: response.status, text, body: text ? JSON.parse(text) : undefined };
}

/** Rows of a raw query; node-postgres and PGlite both answer `{rows}`. */
async function query<T>(statement: SQL): Promise<T[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Every row of every table, bytea as hex, as one string. */
async function dumpDatabase(): Promise<string> {
  const tables = await query<{ table_schema: string; table_name: string }>(sql`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`);
  const dump: Record<string, unknown[]> = {};
  for (const { table_schema, table_name } of tables) {
    const rows = await query<Record<string, unknown>>(sql.raw(`select * from "${table_schema}"."${table_name}"`));
    dump[`${table_schema}.${table_name}`] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => [
          column,
          value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value,
        ]),
      ),
    );
  }
  return JSON.stringify(dump);
}

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

it('keeps the LinkedIn password and cookies out of the database, the answers and the logs', async () => {
  const registered = await call('POST', '/accounts/users/register/', undefined, {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    password: 'account password 1',
  });
  const token: string = registered.body.token;
  const me = await call('GET', '/accounts/users/me/', token);
  const userId: number = me.body.id;

  const answers = [
    await call('POST', '/job-search/linkedin-credentials/', token, {
      username: 'ada@example.com',
      password: PASSWORD,
    }),
    // A refused second save and a refused update must not echo the password either.
    await call('POST', '/job-search/linkedin-credentials/', token, { username: 'ada@example.com', password: PASSWORD }),
    await call('PATCH', '/job-search/linkedin-credentials/99999/', token, { password: PASSWORD }),
    await call('PATCH', '/job-search/linkedin-credentials/abc/', token, { password: PASSWORD }),
    await call('POST', '/job-search/linkedin-credentials/', token, {
      username: 'bad',
      password: PASSWORD + 'x'.repeat(300),
    }),
  ];
  expect(answers.map((a) => a.status)).toEqual([201, 400, 404, 404, 400]);
  const id: number = answers[0]!.body.id;
  answers.push(await call('PATCH', `/job-search/linkedin-credentials/${id}/`, token, { password: PASSWORD }));
  answers.push(await call('GET', '/job-search/linkedin-credentials/', token));
  expect(answers.slice(-2).map((a) => a.status)).toEqual([200, 200]);

  const cookies = JSON.stringify([{ name: 'li_at', value: COOKIE_VALUE, domain: '.linkedin.com' }]);
  expect(await saveLinkedinCookies(database.db, app.secretBox, userId, cookies)).toBe(true);
  expect((await call('GET', '/job-search/linkedin-credentials/', token)).body).toMatchObject([{ cookies_saved: true }]);

  // A resume proves the dump really includes bytea columns.
  const uploaded = await call(
    'POST',
    '/job-search/resumes/',
    token,
    undefined,
    resumeForm({
      bytes: buildPdf(RESUME_MARKER),
      name: 'cv.pdf',
    }),
  );
  expect(uploaded.status).toBe(201);

  // The secrets are really there, sealed: the bot can open them.
  expect(await getLinkedinLogin(database.db, app.secretBox, userId)).toEqual({
    username: 'ada@example.com',
    password: PASSWORD,
    cookies,
  });

  const dump = await dumpDatabase();
  expect(dump).toContain('ada@example.com');
  expect(dump).toContain(hex(RESUME_MARKER));
  expect(dump).toMatch(/"password_sealed":"v1\./);
  expect(dump).toMatch(/"cookies_sealed":"v1\./);
  for (const secret of [PASSWORD, COOKIE_VALUE]) {
    expect(dump).not.toContain(secret);
    expect(dump).not.toContain(hex(secret));
    expect(dump).not.toContain(Buffer.from(secret).toString('base64'));
    for (const answer of answers) expect(answer.text).not.toContain(secret);
  }

  const logs = logLines.join('');
  expect(logs).toContain('/job-search/linkedin-credentials/');
  expect(logs).not.toContain(PASSWORD);
  expect(logs).not.toContain(COOKIE_VALUE);
});
