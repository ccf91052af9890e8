import { clearTokens, setTokens } from '@app/shared/stores';
import { serveApiForTests, type Answer } from '@app/shared/test-support';
import { startCheckout } from '../start-checkout';

let answer: Answer;
const api = serveApiForTests(() => answer);
const last = () => api.server.requests[api.server.requests.length - 1]!;
beforeEach(() => {
  api.server.requests.length = 0;
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});
afterEach(() => clearTokens());

it('starts a checkout for a pack and answers where to pay', async () => {
  answer = { status: 200, body: { url: 'https://checkout.example/s/1' } };
  await expect(startCheckout(100)).resolves.toEqual({ url: 'https://checkout.example/s/1' });
  expect(`${last().method} ${last().path}`).toBe('POST /django/api/accounts/users/credits/checkout/');
  expect(JSON.parse(last().body)).toEqual({ pack: 100 });
  answer = { status: 200, body: { href: 'https://checkout.example/s/1' } };
  await expect(startCheckout(100)).rejects.toThrow(/Unexpected answer from start checkout/);
});
