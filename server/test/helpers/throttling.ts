import type { Config } from '@/config';
import { startTestApp, type ApiResponse } from './test-app';

const THROTTLED = /^Request was throttled\. Expected available in (\d+) seconds?\.$/;

/** A 429 in DRF's words, whose Retry-After header agrees with the seconds in the message. */
export function expectThrottled(res: ApiResponse, maxSeconds: number) {
  expect(res.status).toBe(429);
  expect(Object.keys(res.body)).toEqual(['detail']);
  const match = THROTTLED.exec(res.body.detail);
  expect(match).not.toBeNull();
  const seconds = Number(match![1]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(res.headers.get('retry-after')).toBe(String(seconds));
}

/** An app behind a trusted proxy on loopback, so a test names each client's address in X-Forwarded-For. */
export const startBehindProxy = (loginThrottle: Config['loginThrottle']) =>
  startTestApp({ loginThrottle, trustProxy: ['127.0.0.1', '::1'] });
