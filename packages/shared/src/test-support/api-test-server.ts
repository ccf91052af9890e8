import { createApiClient, setApiClient } from '../api';
import { startHttpTestServer, type Handler, type TestServer } from './http-test-server';

/**
 * For a jest file: a loopback HTTP server answering with `handler`, started before the tests with
 * the shared api client pointed at it, and closed after them. `server` is set once beforeAll ran.
 */
export function serveApiForTests(handler: Handler): { readonly server: TestServer } {
  const holder = {} as { server: TestServer };
  beforeAll(async () => {
    holder.server = await startHttpTestServer(handler);
    setApiClient(createApiClient({ host: holder.server.origin }));
  });
  afterAll(async () => {
    setApiClient(null);
    await holder.server?.close();
  });
  return holder;
}
