import type { LiveConfig } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

/** pusher-js options for this deployment (`GET /live/config/`, no token needed but harmless). */
export async function getLiveConfig(): Promise<LiveConfig> {
  const { data } = await getApiClient().get('/live/config/');
  return parseAnswer('liveConfigSchema', data, 'live config');
}
