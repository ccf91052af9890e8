import { startTestApp, type TestApp } from '@test/helpers/test-app';

const expectedKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('/healthz and /readyz', () => {
  let t: TestApp;
  let databaseClosed = false;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    if (databaseClosed) await t.app.close();
    else await t.close();
  });

  it('/healthz answers 200 while the process runs', async () => {
    const res = await t.request('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('/readyz answers 200 with the kind of database when it answers', async () => {
    const res = await t.request('GET', '/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: expectedKind });
  });

  it('neither is part of the API document', async () => {
    const res = await t.request('GET', '/django/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).not.toContain('/healthz');
    expect(Object.keys(res.body.paths)).not.toContain('/readyz');
  });

  // Last: closes the database under the running app.
  it('/readyz answers 503 once the database is gone, while /healthz still answers 200', async () => {
    await t.database.close();
    databaseClosed = true;
    const ready = await t.request('GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', database: expectedKind });
    expect((await t.request('GET', '/healthz')).status).toBe(200);
  });
});
