import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TokenPair, User } from '@app/shared/contract';
import { buildApp, type AppDependencies } from '@/app';
import { loadConfig, type Config } from '@/config';
import type { Database } from '@/db/client';
import { openTestDatabase } from './test-database';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, with the content type given in headers (malformed JSON, multipart…). */
  raw?: RequestInit['body'];
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  baseUrl: string;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Registers (and so signs in) a new user with a unique email. */
  registerUser(
    overrides?: Partial<{ email: string; password: string; first_name: string; last_name: string }>,
  ): Promise<SignedInUser>;
  close(): Promise<void>;
}

export interface SignedInUser extends TokenPair {
  user: User;
  password: string;
}

let counter = 0;

/**
 * The real configuration (loadConfig, so its defaults are the ones that ship), read from a
 * hermetic environment rather than the developer's, with what tests need: fresh secrets and data
 * folder, no throttling, silence, a bot that never paces and reaches no LinkedIn unless a test
 * names a sandbox, and the API alone (no web build served).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const hex = (bytes: number) => randomBytes(bytes).toString('hex');
  const config = loadConfig({
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1:8000',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'jobpilot-test-')),
    DATABASE_POOL_SIZE: '20',
    SECRET_KEY: hex(32),
    ENCRYPTION_KEY: hex(32),
    LIVE_APP_ID: '1',
    LIVE_KEY: hex(10),
    LIVE_SECRET: hex(16),
    // Own keys and fan-out channel, so apps of parallel tests sharing one Redis never meet.
    REDIS_PREFIX: `jobpilot-test-${hex(4)}`,
    LIVE_REDIS_CHANNEL: `jobpilot:live:test:${hex(6)}`,
    LOGIN_THROTTLE_PER_IP: '100000',
    LOGIN_THROTTLE_PER_EMAIL: '100000',
    LOGIN_THROTTLE_PER_ACCOUNT: '100000',
    LOG_LEVEL: 'silent',
    LINKEDIN_BASE_URL: 'http://127.0.0.1:1', // nothing listens: a test that runs the bot names its sandbox
    BOT_PACING: 'none',
    BOT_VERIFICATION_TIMEOUT: '5',
    CHROMIUM_PATH: process.env.CHROMIUM_PATH,
  });
  return { ...config, webDir: undefined, ...overrides };
}

/** The real app on a real port with a fresh database: tests talk to it over HTTP. */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: { database?: Database; logger?: AppDependencies['logger'] } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  // A test that starts other processes on the same database opens it itself (and closes it here).
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({ config, database, logger: options.logger ?? false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The server is reached where it listens, unless a test names another public URL.
  if (!overrides.publicUrl) config.publicUrl = baseUrl;

  async function request<T>(method: string, urlPath: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'] = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(baseUrl + urlPath, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  async function registerUser(
    overrides: Partial<{ email: string; password: string; first_name: string; last_name: string }> = {},
  ) {
    counter += 1;
    const input = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
      password: 'correct horse battery',
      ...overrides,
    };
    const registered = await request<TokenPair>('POST', '/django/api/accounts/users/register/', { body: input });
    if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.text}`);
    const me = await request<User>('GET', '/django/api/accounts/users/me/', { token: registered.body.token });
    return { ...registered.body, user: me.body, password: input.password };
  }

  return {
    app,
    database,
    config,
    baseUrl,
    request,
    registerUser,
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
