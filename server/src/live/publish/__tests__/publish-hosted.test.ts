import { userChannelName } from '@app/shared/contract';
import { startTestApp, type TestApp } from '@test/helpers/test-app';
import type { RawClient } from '@/live/__tests__/raw-client';
import { framesAfterAWhile, subscribedClient } from './subscribed-client';

// An operator who sets PUSHER_* publishes through the official SDK to a Pusher-compatible server.
// Here that server is a second instance of ours (its built-in server speaks the same HTTP API).
describe('app.live.publish with PUSHER_* set (hosted transport)', () => {
  let hosted: TestApp;
  let api: TestApp;
  const clients: RawClient[] = [];

  beforeAll(async () => {
    hosted = await startTestApp();
    const { appId, key, secret } = hosted.config.live;
    const port = Number(new URL(hosted.baseUrl).port);
    api = await startTestApp({ pusher: { appId, key, secret, cluster: 'local', host: '127.0.0.1', port } });
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await api?.close();
    await hosted?.close();
  });

  it('sends the event through the pusher SDK to the hosted server, with its data intact', async () => {
    const { client } = await subscribedClient(hosted.baseUrl, hosted.config.live, userChannelName(31));
    clients.push(client);
    await api.app.live.publish(31, 'job_search_status_updated', { job_search_id: 4, status: 'running', notes: 'é ✓' });
    expect(await client.next('job_search_status_updated')).toEqual({
      event: 'job_search_status_updated',
      channel: 'private-user-31',
      data: '{"job_search_id":4,"status":"running","notes":"é ✓"}',
    });
    expect(await framesAfterAWhile(client, 'job_search_status_updated')).toEqual([]);
  });

  it('does not deliver on its own built-in server meanwhile (the browser is told to use the hosted one)', async () => {
    const { client } = await subscribedClient(api.baseUrl, api.config.live, userChannelName(32));
    clients.push(client);
    await api.app.live.publish(32, 'user_credits_deducted', { credits: 3 });
    expect(await framesAfterAWhile(client, 'user_credits_deducted', 300)).toEqual([]);
  });

  it('does not throw when the hosted server refuses the event (the change is committed; the failure is logged)', async () => {
    const wrong = await startTestApp({
      pusher: {
        ...hosted.config.live,
        secret: 'not-the-secret-000',
        cluster: 'local',
        host: '127.0.0.1',
        port: Number(new URL(hosted.baseUrl).port),
      },
    });
    try {
      await expect(wrong.app.live.publish(33, 'user_credits_deducted', { credits: 1 })).resolves.toBeUndefined();
    } finally {
      await wrong.close();
    }
  });
});
