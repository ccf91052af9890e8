import { errorMessages } from '@app/shared/contract';
import { startTestApp, type TestApp } from '@test/helpers/test-app';

/** The only operations anyone may call without a token. */
const PUBLIC = [
  'POST /django/api/accounts/users/register/',
  'POST /django/api/accounts/users/login/',
  'POST /django/api/accounts/token/refresh/',
  'GET /django/api/live/config/',
  'POST /django/api/accounts/users/password-reset/',
  'POST /django/api/accounts/users/password-reset/confirm/',
];

interface Operation {
  security?: unknown[];
  responses: Record<string, unknown>;
}

let t: TestApp;
let operations: Array<{ name: string; method: string; path: string; operation: Operation }>;

beforeAll(async () => {
  t = await startTestApp();
  const doc = (await t.request('GET', '/django/api/docs/json')).body as {
    paths: Record<string, Record<string, Operation>>;
  };
  // The API's own operations (the live server's trigger API is signed per request instead).
  const apiPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith('/django/api/'));
  operations = apiPaths.flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path: path.replace(/\{[^}]+\}/g, '1'),
      operation,
    })),
  );
});
afterAll(() => t.close());

describe('the signed-in scope', () => {
  it('guards every operation but the public ones, and the document says which', () => {
    expect(operations.length).toBeGreaterThan(30);
    const documentedPublic = operations.filter((o) => !o.operation.security).map((o) => o.name);
    expect(documentedPublic.sort()).toEqual([...PUBLIC].sort());
    for (const { operation } of operations.filter((o) => o.operation.security)) {
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation.responses)).toContain('401');
    }
  });

  it('answers 401 without a token on every guarded operation', async () => {
    for (const { name, method, path, operation } of operations) {
      if (!operation.security) continue;
      const res = await t.request(method, path);
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 401,
        body: { detail: errorMessages.notAuthenticated },
      });
    }
  });

  it('lets the public operations through without a token', async () => {
    for (const { name, method, path, operation } of operations) {
      if (operation.security) continue;
      const res = await t.request(method, path, method === 'POST' ? { body: {} } : {});
      expect({ name, status: res.status }).toEqual({ name, status: method === 'POST' ? 400 : 200 });
    }
  });
});
