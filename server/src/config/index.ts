import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CHROMIUM_PATH } from '@app/shared/chromium';
import { parseCreditPacks } from '../services/billing/credit-packs';
import { parseDurationSeconds } from './duration';
import { openGeneratedSecrets, SecretsError } from './generated-secrets';

const duration = (example: string) =>
  z.string().transform((value, ctx) => {
    const seconds = parseDurationSeconds(value);
    if (seconds === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a duration such as 300, 5m, 12h or 1d (got "${value}"), e.g. ${example}`,
      });
      return z.NEVER;
    }
    return seconds;
  });
const integer = (min: number, max: number) =>
  z.string().transform((value, ctx) => {
    const n = Number(value);
    if (!/^\s*\d+\s*$/.test(value) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `expected a whole number from ${min} to ${max} (got "${value}")` });
      return z.NEVER;
    }
    return n;
  });
const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );
/** Fastify's trustProxy: a hop count, or the proxies' addresses / CIDR ranges. */
const trustProxy = z.string().transform((value, ctx) => {
  if (/^\s*\d+\s*$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 32) return hops;
  } else {
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
  }
  ctx.addIssue({
    code: 'custom',
    message: `expected a hop count from 1 to 32 or a comma-separated list of proxy addresses or CIDR ranges (got "${value}")`,
  });
  return z.NEVER;
});
const hexKey = z.string().regex(/^[0-9a-fA-F]{64}$/, { message: 'expected 64 hexadecimal characters (32 bytes)' });

/** The checkout this server runs from: where `pnpm start` builds the browser apps. */
const REPOSITORY_ROOT = path.resolve(__dirname, '../../..');

/** Every setting the server reads from the environment (and `.env`), with its default. */
const envSchema = z.object({
  PORT: integer(0, 65535).default(8000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  SECRETS_FILE: z.string().min(1).optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_SIZE: integer(1, 200).default(10),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, { message: 'expected 1 to 64 letters, digits, ":", "_" or "-"' })
    .default('jobpilot'),
  TRUST_PROXY: trustProxy.optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  SECRET_KEY: z.string().min(32, { message: 'expected at least 32 characters' }).optional(),
  ENCRYPTION_KEY: hexKey.optional(),
  ACCESS_TOKEN_LIFETIME: duration('5m').default(300),
  REFRESH_TOKEN_LIFETIME: duration('1d').default(86400),
  SIGNUP_CREDITS: integer(0, 1_000_000).default(10),
  LOGIN_THROTTLE_PER_IP: integer(1, 1_000_000).default(30),
  LOGIN_THROTTLE_PER_EMAIL: integer(1, 1_000_000).default(10),
  LOGIN_THROTTLE_WINDOW: duration('1m').default(60),
  LOGIN_THROTTLE_PER_ACCOUNT: integer(1, 1_000_000).default(100),
  LIVE_APP_ID: z.string().regex(/^\d+$/, { message: 'expected digits' }).optional(),
  LIVE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{8,64}$/, { message: 'expected 8 to 64 letters and digits' })
    .optional(),
  LIVE_SECRET: z.string().min(16, { message: 'expected at least 16 characters' }).optional(),
  PUSHER_APP_ID: z.string().min(1).optional(),
  PUSHER_KEY: z.string().min(1).optional(),
  PUSHER_SECRET: z.string().min(1).optional(),
  PUSHER_CLUSTER: z.string().min(1).optional(),
  PUSHER_HOST: z.string().min(1).optional(),
  PUSHER_PORT: integer(1, 65535).optional(),
  LIVE_REDIS_CHANNEL: z.string().min(1).optional(),
  READ_CACHE_TTL: integer(0, 3600).default(2),
  LINKEDIN_BASE_URL: url(['http:', 'https:']).default('http://127.0.0.1:8100'),
  BOT_CONCURRENCY: integer(1, 64).default(2),
  BOT_PACING: z.enum(['human', 'none']).default('human'),
  // The verification dialog counts the same time down: it is sent in the verification_code event.
  BOT_VERIFICATION_TIMEOUT: duration('60').default(60),
  DAILY_APPLY_LIMIT: integer(1, 10_000).default(50),
  // Test mode only: the in-process scheduler reads a clock that POST /django/api/__test/scheduler-clock/ sets.
  SCHEDULER_TEST_CLOCK: z.enum(['on', 'off']).default('off'),
  CHROMIUM_PATH: z.string().min(1).default(DEFAULT_CHROMIUM_PATH),
  BOT_QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, { message: 'expected 1 to 64 letters, digits, ":", "_" or "-"' })
    .optional(),
  LLM_BASE_URL: url(['http:', 'https:']).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  WEB_DIR: z.string().min(1).optional(),
  REMOTES_CONFIG: z.string().min(1).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      message: 'expected an address such as no-reply@example.com or "JobPilot <no-reply@example.com>"',
    })
    .default('JobPilot <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\S+$/, { message: 'expected a Stripe secret key (sk_… or rk_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, { message: 'expected a webhook signing secret (whsec_…)' })
    .optional(),
  CREDIT_PACKS: z
    .string()
    .transform((value, ctx) => {
      const { packs, problems } = parseCreditPacks(value);
      problems.forEach((message) => ctx.addIssue({ code: 'custom', message }));
      return problems.length ? z.NEVER : packs;
    })
    .optional(),
  STRIPE_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, { message: 'expected a three-letter currency code such as usd or eur' })
    .transform((value) => value.toLowerCase())
    .default('usd'),
});

/** Selling credits needs all three; one or two set is a mistake worth stopping for. */
const BILLING_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'CREDIT_PACKS'] as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  redisUrl?: string;
  /** Prefix of this deployment's own Redis keys (login throttle), so deployments can share a Redis. */
  redisPrefix: string;
  /** Which forwarded client address counts (Fastify's trustProxy); absent: X-Forwarded-* ignored. */
  trustProxy?: number | string[];
  /** Origin the browser reaches this server at; every absolute URL the server builds starts with it. */
  publicUrl: string;
  secretKey: string;
  /** 32 bytes for AES-256-GCM. */
  encryptionKey: Buffer;
  accessTokenLifetime: number;
  refreshTokenLifetime: number;
  signupCredits: number;
  loginThrottle: { perIp: number; perEmail: number; windowSeconds: number };
  /**
   * Failed logins an hour for one email from all addresses together; past it, every address gets
   * one free failure for that email instead of `perEmail` (then the same growing holds).
   */
  loginAccountCeiling: number;
  /** The built-in Pusher-protocol server's credentials (generated when absent). */
  live: { appId: string; key: string; secret: string };
  /** Hosted Pusher (or any Pusher-compatible server) instead of the built-in one, when all are set. */
  pusher?: { appId: string; key: string; secret: string; cluster: string; host?: string; port?: number };
  /** The Redis pub/sub channel live events fan out on (default 'jobpilot:live'); one per deployment. */
  liveRedisChannel?: string;
  /** Seconds a cached hot read may serve another process's write late; 0 turns the cache off. */
  readCacheTtl: number;
  logLevel: string;
  bot: BotConfig;
  /** Folder with `shell/dist` and `remotes/<name>/dist` to serve; none: the API only. */
  webDir?: string;
  /** A JSON file (remote name → manifest URL) served as /remotes.json instead of the generated one. */
  remotesConfig?: string;
  /** Where generated secrets are kept (outside DATA_DIR unless SECRETS_FILE says otherwise). */
  secretsFile?: string;
  mail: MailConfig;
  /** What the start log should tell the operator (e.g. the keys were moved). */
  notices?: string[];
  /** Selling credits with Stripe Checkout; absent: credits come from the operator only. */
  billing?: BillingConfig;
}

export interface BillingConfig {
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** Packs on sale, each `credits` for `amount` in the currency's smallest unit. */
  packs: { credits: number; amount: number }[];
  currency: string;
  /** Where the SDK sends its calls; only tests set it (a local stand-in, Stripe is not reachable there). */
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Where the server's email goes (see server/src/services/mail). */
export interface MailConfig {
  /** smtp:// or smtps:// with the credentials; absent: every message is written to outboxDir. */
  smtpUrl?: string;
  /** The From header of every message. */
  from: string;
  /** DATA_DIR/outbox: one .eml file per message when there is no SMTP_URL. */
  outboxDir: string;
}

/** How the bot runs (see server/src/bot). */
export interface BotConfig {
  /** The LinkedIn it drives: the sandbox by default, https://www.linkedin.com for the real one. */
  linkedinBaseUrl: string;
  /** Searches one worker process (or the in-process runner) runs at the same time. */
  concurrency: number;
  /** 'human': random pauses between actions as a person makes; 'none' for tests and benchmarks. */
  pacing: 'human' | 'none';
  /** Seconds a login waits for the PIN the user types into the web app. */
  verificationTimeoutSeconds: number;
  /** Applications per user per UTC day, whatever LinkedIn would still allow. */
  dailyApplyLimit: number;
  chromiumPath: string;
  /** BullMQ's key prefix (default "bull"): one per deployment sharing a Redis. */
  queuePrefix?: string;
  /**
   * Tests only (SCHEDULER_TEST_CLOCK=on): schedules read a clock that stands still until
   * POST /django/api/__test/scheduler-clock/ sets it, instead of the system's (product §4.12).
   */
  schedulerTestClock: boolean;
  /** An OpenAI-compatible model asked last, for questions nothing else answers; off when absent. */
  llm?: { baseUrl: string; apiKey?: string; model: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** HOST as a URL host: a wildcard listen address is reached locally; IPv6 goes in brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** Validates the environment once at start; each bad value gets its own line in the error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in .env mean "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const billingSet = BILLING_SETTINGS.filter((name) => e[name] !== undefined);
  if (billingSet.length > 0 && billingSet.length < BILLING_SETTINGS.length) {
    throw new ConfigError(
      BILLING_SETTINGS.filter((name) => e[name] === undefined).map(
        (name) =>
          `${name}: needed to sell credits, since ${billingSet.join(' and ')} ${billingSet.length === 1 ? 'is' : 'are'} set`,
      ),
    );
  }
  // The test clock opens a route anyone may call to move the schedules' time: never in production.
  if (e.SCHEDULER_TEST_CLOCK === 'on' && present.NODE_ENV === 'production') {
    throw new ConfigError([
      'SCHEDULER_TEST_CLOCK: a setting for tests only (it lets anyone move the time schedules read); ' +
        'leave it off when NODE_ENV is production',
    ]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const secrets = openGeneratedSecrets(dataDir, present);
  // A new key could not read what the old one sealed: refuse rather than start blind.
  const keyMissing =
    !e.ENCRYPTION_KEY &&
    !e.DATABASE_URL &&
    holdsEmbeddedDatabase(dataDir) &&
    !asConfigError(() => secrets.has('ENCRYPTION_KEY'));
  if (keyMissing) {
    throw new ConfigError([
      `ENCRYPTION_KEY: ${dataDir} holds a database, but its key is not in ${secrets.file}. Restore that file from ` +
        'your backup (or point SECRETS_FILE at it, or set ENCRYPTION_KEY): a new key could not read the stored ' +
        'LinkedIn passwords and cookies.',
    ]);
  }
  const loadGeneratedSecret = (name: string, bytes: number) => asConfigError(() => secrets.get(name, bytes));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    trustProxy: e.TRUST_PROXY,
    publicUrl: new URL(e.PUBLIC_URL ?? `http://${urlHost(e.HOST)}:${e.PORT}`).origin,
    secretKey: e.SECRET_KEY ?? loadGeneratedSecret('SECRET_KEY', 32),
    encryptionKey: Buffer.from(e.ENCRYPTION_KEY ?? loadGeneratedSecret('ENCRYPTION_KEY', 32), 'hex'),
    accessTokenLifetime: e.ACCESS_TOKEN_LIFETIME,
    refreshTokenLifetime: e.REFRESH_TOKEN_LIFETIME,
    signupCredits: e.SIGNUP_CREDITS,
    loginAccountCeiling: e.LOGIN_THROTTLE_PER_ACCOUNT,
    loginThrottle: {
      perIp: e.LOGIN_THROTTLE_PER_IP,
      perEmail: e.LOGIN_THROTTLE_PER_EMAIL,
      windowSeconds: e.LOGIN_THROTTLE_WINDOW,
    },
    live: {
      appId: e.LIVE_APP_ID ?? String(parseInt(loadGeneratedSecret('LIVE_APP_ID', 3), 16)),
      key: e.LIVE_KEY ?? loadGeneratedSecret('LIVE_KEY', 10),
      secret: e.LIVE_SECRET ?? loadGeneratedSecret('LIVE_SECRET', 16),
    },
    pusher:
      e.PUSHER_APP_ID && e.PUSHER_KEY && e.PUSHER_SECRET && e.PUSHER_CLUSTER
        ? {
            appId: e.PUSHER_APP_ID,
            key: e.PUSHER_KEY,
            secret: e.PUSHER_SECRET,
            cluster: e.PUSHER_CLUSTER,
            host: e.PUSHER_HOST,
            port: e.PUSHER_PORT,
          }
        : undefined,
    liveRedisChannel: e.LIVE_REDIS_CHANNEL,
    readCacheTtl: e.READ_CACHE_TTL,
    logLevel: e.LOG_LEVEL,
    bot: {
      linkedinBaseUrl: e.LINKEDIN_BASE_URL.replace(/\/+$/, ''),
      concurrency: e.BOT_CONCURRENCY,
      pacing: e.BOT_PACING,
      verificationTimeoutSeconds: e.BOT_VERIFICATION_TIMEOUT,
      dailyApplyLimit: e.DAILY_APPLY_LIMIT,
      chromiumPath: e.CHROMIUM_PATH,
      queuePrefix: e.BOT_QUEUE_PREFIX,
      schedulerTestClock: e.SCHEDULER_TEST_CLOCK === 'on',
      llm:
        e.LLM_BASE_URL && e.LLM_MODEL
          ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
          : undefined,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    webDir: path.resolve(e.WEB_DIR ?? REPOSITORY_ROOT),
    secretsFile: secrets.file,
    notices: secrets.notices,
    remotesConfig: e.REMOTES_CONFIG ? path.resolve(e.REMOTES_CONFIG) : undefined,
    billing:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.CREDIT_PACKS
        ? {
            stripeSecretKey: e.STRIPE_SECRET_KEY,
            stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
            packs: e.CREDIT_PACKS,
            currency: e.STRIPE_CURRENCY,
          }
        : undefined,
  };
}

/** The embedded PGlite has been created in this data directory (see db/client.ts). */
function holdsEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}

/** A secrets file that cannot be used safely is reported like any bad setting. */
function asConfigError<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof SecretsError) throw new ConfigError([`SECRETS_FILE: ${error.message}`]);
    throw error;
  }
}
