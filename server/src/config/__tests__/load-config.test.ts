import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CHROMIUM_PATH } from '@app/shared/chromium';
import { ConfigError, loadConfig } from '..';
import { secretsFileFor } from '../generated-secrets';

const tmpDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'config-test-'));
const KEYS = {
  SECRET_KEY: 'k'.repeat(40),
  ENCRYPTION_KEY: 'ab'.repeat(32),
  LIVE_APP_ID: '12345',
  LIVE_KEY: 'livekey1234',
  LIVE_SECRET: 's'.repeat(32),
};

/** The problems loadConfig reports, one per line of its message. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(message.split('\n')).toEqual(['Invalid configuration:', ...problems.map((p) => `  - ${p}`)]);
    return problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig: bad values', () => {
  it.each([
    ['PORT', 'abc', 'PORT: expected a whole number from 0 to 65535 (got "abc")'],
    ['PORT', '70000', 'PORT: expected a whole number from 0 to 65535 (got "70000")'],
    ['PORT', '80.5', 'PORT: expected a whole number from 0 to 65535 (got "80.5")'],
    [
      'ACCESS_TOKEN_LIFETIME',
      'soon',
      'ACCESS_TOKEN_LIFETIME: expected a duration such as 300, 5m, 12h or 1d (got "soon")',
    ],
    ['REFRESH_TOKEN_LIFETIME', '0', 'REFRESH_TOKEN_LIFETIME: expected a duration such as 300, 5m, 12h or 1d (got "0")'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: expected a URL starting with postgres:// or postgresql://'],
    ['DATABASE_URL', 'not a url', 'DATABASE_URL: expected a URL starting with postgres:// or postgresql://'],
    ['REDIS_URL', 'http://cache:6379', 'REDIS_URL: expected a URL starting with redis:// or rediss://'],
    ['ENCRYPTION_KEY', 'short', 'ENCRYPTION_KEY: expected 64 hexadecimal characters (32 bytes)'],
    ['SECRET_KEY', 'too-short', 'SECRET_KEY: expected at least 32 characters'],
    ['SIGNUP_CREDITS', '-1', 'SIGNUP_CREDITS: expected a whole number from 0 to 1000000 (got "-1")'],
    ['LOGIN_THROTTLE_PER_EMAIL', '0', 'LOGIN_THROTTLE_PER_EMAIL: expected a whole number from 1 to 1000000 (got "0")'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY: expected a hop count from 1 to 32 or a comma-separated list'],
    ['TRUST_PROXY', '0', 'TRUST_PROXY: expected a hop count from 1 to 32'],
    ['TRUST_PROXY', '10.0.0.0/33', 'TRUST_PROXY: expected a hop count'],
    ['TRUST_PROXY', '10.0.0.1,proxy.local', 'TRUST_PROXY: expected a hop count'],
    ['PUBLIC_URL', 'app.example.com', 'PUBLIC_URL: expected a URL starting with http:// or https://'],
    ['REDIS_PREFIX', 'my prefix', 'REDIS_PREFIX: expected 1 to 64 letters, digits'],
  ])('%s=%s gets its own clear line', (name, value, line) => {
    const problems = problemsOf({ ...KEYS, DATA_DIR: tmpDataDir(), [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(line);
  });

  it('reports every bad value at once, one line each, in the order they were declared', () => {
    const problems = problemsOf({
      DATA_DIR: tmpDataDir(),
      PORT: 'abc',
      ACCESS_TOKEN_LIFETIME: 'soon',
      DATABASE_URL: 'mysql://x',
      ENCRYPTION_KEY: 'short',
      SIGNUP_CREDITS: '-1',
      LOG_LEVEL: 'loud',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'ENCRYPTION_KEY',
      'ACCESS_TOKEN_LIFETIME',
      'SIGNUP_CREDITS',
      'LOG_LEVEL',
    ]);
  });

  it('refuses the schedules’ test clock in production, where its route would let anyone move their time', () => {
    const base = { DATA_DIR: tmpDataDir(), ...KEYS, SCHEDULER_TEST_CLOCK: 'on' };
    expect(problemsOf({ ...base, NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^SCHEDULER_TEST_CLOCK: a setting for tests only/),
    ]);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).bot.schedulerTestClock).toBe(true);
  });

  it('writes no secrets file when the configuration is refused', () => {
    const dataDir = tmpDataDir();
    const configHome = tmpDataDir();
    problemsOf({ DATA_DIR: dataDir, XDG_CONFIG_HOME: configHome, PORT: 'abc' });
    expect(readdirSync(dataDir)).toEqual([]);
    expect(readdirSync(configHome)).toEqual([]);
  });
});

describe('loadConfig: defaults and values', () => {
  it('answers the documented defaults', () => {
    const config = loadConfig({ ...KEYS });
    expect(config).toEqual({
      port: 8000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      redisUrl: undefined,
      redisPrefix: 'jobpilot',
      trustProxy: undefined,
      publicUrl: 'http://127.0.0.1:8000',
      secretKey: KEYS.SECRET_KEY,
      encryptionKey: Buffer.from(KEYS.ENCRYPTION_KEY, 'hex'),
      accessTokenLifetime: 300,
      refreshTokenLifetime: 86400,
      signupCredits: 10,
      loginThrottle: { perIp: 30, perEmail: 10, windowSeconds: 60 },
      loginAccountCeiling: 100,
      live: { appId: KEYS.LIVE_APP_ID, key: KEYS.LIVE_KEY, secret: KEYS.LIVE_SECRET },
      pusher: undefined,
      readCacheTtl: 2,
      logLevel: 'info',
      bot: {
        linkedinBaseUrl: 'http://127.0.0.1:8100',
        concurrency: 2,
        pacing: 'human',
        verificationTimeoutSeconds: 60, // the verification dialog counts as long (product §4.4)
        dailyApplyLimit: 50,
        chromiumPath: DEFAULT_CHROMIUM_PATH,
        queuePrefix: undefined,
        schedulerTestClock: false, // the system's clock unless a test asks
        llm: undefined,
      },
      // The browser apps are served from the checkout the server runs from.
      webDir: path.resolve(__dirname, '../../../..'),
      remotesConfig: undefined,
      // No SMTP server: every message goes to the outbox under DATA_DIR (product §4.9).
      mail: { smtpUrl: undefined, from: 'JobPilot <no-reply@localhost>', outboxDir: path.resolve('data', 'outbox') },
      billing: undefined,
      // Where keys would be generated: none is (all are given).
      secretsFile: expect.stringMatching(/jobpilot\/secrets-[0-9a-f]{16}\.json$/),
      notices: [],
    });
  });

  it('reads the proxy, public URL and Redis prefix settings', () => {
    const hops = loadConfig({
      ...KEYS,
      TRUST_PROXY: '2',
      PUBLIC_URL: 'https://jobs.example.com/',
      REDIS_PREFIX: 'acme',
    });
    expect(hops).toMatchObject({ trustProxy: 2, publicUrl: 'https://jobs.example.com', redisPrefix: 'acme' });
    const list = loadConfig({ ...KEYS, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' });
    expect(list.trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1']);
    // A wildcard listen address is not one a browser can reach: the default URL names this machine.
    expect(loadConfig({ ...KEYS, HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://127.0.0.1:9000');
    expect(loadConfig({ ...KEYS, HOST: '::1' }).publicUrl).toBe('http://[::1]:8000');
  });

  it('reads where the browser apps and an operator remotes.json are', () => {
    const config = loadConfig({ ...KEYS, WEB_DIR: 'web', REMOTES_CONFIG: 'conf/remotes.json' });
    expect(config.webDir).toBe(path.resolve('web'));
    expect(config.remotesConfig).toBe(path.resolve('conf/remotes.json'));
  });

  it('treats empty values (as .env writes them) as not set', () => {
    const config = loadConfig({ ...KEYS, PORT: '', DATABASE_URL: '', SIGNUP_CREDITS: '' });
    expect(config.port).toBe(8000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.signupCredits).toBe(10);
  });

  it('reads the values given', () => {
    const dataDir = tmpDataDir();
    const config = loadConfig({
      ...KEYS,
      PORT: '9001',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgresql://app@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      ACCESS_TOKEN_LIFETIME: '5m',
      REFRESH_TOKEN_LIFETIME: '1d',
      SIGNUP_CREDITS: '0',
      LOGIN_THROTTLE_WINDOW: '2m',
    });
    expect(config).toMatchObject({
      port: 9001,
      dataDir,
      databaseUrl: 'postgresql://app@db:5432/app',
      redisUrl: 'redis://cache:6379',
      accessTokenLifetime: 300,
      refreshTokenLifetime: 86400,
      signupCredits: 0,
      loginThrottle: { windowSeconds: 120 },
    });
  });

  it.each([
    ['5m', 300],
    ['1d', 86400],
    ['12h', 43200],
    ['45', 45],
  ])('parses the duration %p as %p seconds', (text, seconds) => {
    expect(loadConfig({ ...KEYS, ACCESS_TOKEN_LIFETIME: text }).accessTokenLifetime).toBe(seconds);
  });
});

describe('loadConfig: generated secrets', () => {
  /** A data directory and a config folder of its own, so no test writes to the real home. */
  const places = () => {
    const root = tmpDataDir();
    const dataDir = path.join(root, 'data');
    const configHome = path.join(root, 'config');
    return { dataDir, configHome, env: { DATA_DIR: dataDir, XDG_CONFIG_HOME: configHome } };
  };
  const onlyFileIn = (folder: string) => {
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    return path.join(folder, files[0]!);
  };
  /** What initdb leaves in DATA_DIR/pglite: a database is there. */
  const withDatabase = (dataDir: string) => {
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
  };

  it('generates the keys once into the user’s config folder (0600), outside DATA_DIR, and reuses them', () => {
    const { dataDir, configHome, env } = places();
    const first = loadConfig(env);
    const file = onlyFileIn(path.join(configHome, 'jobpilot'));
    expect(file).toMatch(/secrets-[0-9a-f]{16}\.json$/);
    expect(first.secretsFile).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(stored).toEqual({
      SECRET_KEY: first.secretKey,
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: first.encryptionKey.toString('hex'),
      LIVE_APP_ID: expect.any(String),
      LIVE_KEY: first.live.key,
      LIVE_SECRET: first.live.secret,
    });
    expect(first.live.appId).toMatch(/^\d+$/);
    expect(first.secretKey).toMatch(/^[0-9a-f]{64}$/);
    expect(first.encryptionKey).toHaveLength(32);
    expect(first.notices).toEqual([]);

    const second = loadConfig(env);
    expect(second.secretKey).toBe(first.secretKey);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(second.live).toEqual(first.live);
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(stored, null, 2));
  });

  it('uses ~/.config when XDG_CONFIG_HOME is not set', () => {
    const { dataDir } = places();
    const home = tmpDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, HOME: home });
    expect(path.dirname(config.secretsFile!)).toBe(path.join(home, '.config', 'jobpilot'));
    expect(existsSync(config.secretsFile!)).toBe(true);
  });

  it('keeps one file per data directory, so two checkouts never share keys', () => {
    const { configHome } = places();
    const a = loadConfig({ DATA_DIR: tmpDataDir(), XDG_CONFIG_HOME: configHome });
    const b = loadConfig({ DATA_DIR: tmpDataDir(), XDG_CONFIG_HOME: configHome });
    expect(a.secretsFile).not.toBe(b.secretsFile);
    expect(a.secretKey).not.toBe(b.secretKey);
    expect(a.encryptionKey.equals(b.encryptionKey)).toBe(false);
  });

  it('writes to SECRETS_FILE when it is set', () => {
    const { env } = places();
    const file = path.join(tmpDataDir(), 'nested', 'keys.json');
    const config = loadConfig({ ...env, SECRETS_FILE: file });
    expect(config.secretsFile).toBe(file);
    expect(JSON.parse(readFileSync(file, 'utf8')).ENCRYPTION_KEY).toBe(config.encryptionKey.toString('hex'));
  });

  it('moves an existing DATA_DIR/secrets.json out, keeps its keys and says so', () => {
    const { dataDir, configHome, env } = places();
    mkdirSync(dataDir, { recursive: true });
    const legacy = path.join(dataDir, 'secrets.json');
    const old = { SECRET_KEY: 'a'.repeat(64), ENCRYPTION_KEY: 'b'.repeat(64) };
    writeFileSync(legacy, JSON.stringify(old), { mode: 0o600 });
    withDatabase(dataDir);

    const config = loadConfig(env);
    expect(existsSync(legacy)).toBe(false);
    const file = onlyFileIn(path.join(configHome, 'jobpilot'));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject(old);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(config.secretKey).toBe(old.SECRET_KEY);
    expect(config.encryptionKey.toString('hex')).toBe(old.ENCRYPTION_KEY);
    expect(config.notices).toEqual([
      `Moved the generated keys from ${legacy} to ${file}, outside the data directory. Back that file up separately ` +
        'from the data: without it the stored LinkedIn passwords and cookies cannot be read.',
    ]);
    expect(loadConfig(env).notices).toEqual([]);
  });

  it('refuses to move keys over a different set already outside', () => {
    const { dataDir, env } = places();
    const first = loadConfig(env);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ ENCRYPTION_KEY: 'c'.repeat(64) }));
    expect(problemsOf(env)).toEqual([
      `SECRETS_FILE: ${path.join(dataDir, 'secrets.json')} and ${first.secretsFile} hold different keys ` +
        '(ENCRYPTION_KEY). Keep the file whose keys opened this database, delete the other, and start again.',
    ]);
  });

  it('refuses to start when DATA_DIR holds a database but its key is missing', () => {
    const { dataDir, env } = places();
    withDatabase(dataDir);
    const problems = problemsOf(env);
    expect(problems).toEqual([
      `ENCRYPTION_KEY: ${dataDir} holds a database, but its key is not in ${secretsFileFor(dataDir, env)}. Restore ` +
        'that file from your backup (or point SECRETS_FILE at it, or set ENCRYPTION_KEY): a new key could not read ' +
        'the stored LinkedIn passwords and cookies.',
    ]);
    // Nothing was generated in its place.
    expect(existsSync(secretsFileFor(dataDir, env))).toBe(false);
    // With the key given, it starts.
    expect(loadConfig({ ...env, ENCRYPTION_KEY: KEYS.ENCRYPTION_KEY }).encryptionKey.toString('hex')).toBe(
      KEYS.ENCRYPTION_KEY,
    );
  });

  it('stores only what the environment does not give', () => {
    const { env } = places();
    const { ENCRYPTION_KEY: _generated, ...given } = KEYS;
    const config = loadConfig({ ...env, ...given });
    expect(config.secretKey).toBe(KEYS.SECRET_KEY);
    const stored = JSON.parse(readFileSync(config.secretsFile!, 'utf8'));
    expect(Object.keys(stored)).toEqual(['ENCRYPTION_KEY', 'DATA_DIR']);
  });

  it('writes nothing, and moves nothing, when every key is given', () => {
    const { dataDir, configHome, env } = places();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'secrets.json'), '{}');
    loadConfig({ ...env, ...KEYS });
    expect(existsSync(configHome)).toBe(false);
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(true);
  });
});

describe('loadConfig: the bot', () => {
  it('reads the bot settings', () => {
    const config = loadConfig({
      ...KEYS,
      LINKEDIN_BASE_URL: 'https://www.linkedin.com/',
      BOT_CONCURRENCY: '4',
      BOT_PACING: 'none',
      BOT_VERIFICATION_TIMEOUT: '2m',
      DAILY_APPLY_LIMIT: '30',
      CHROMIUM_PATH: '/opt/chromium/chrome',
      BOT_QUEUE_PREFIX: 'jobpilot-prod',
    });
    expect(config.bot).toEqual({
      linkedinBaseUrl: 'https://www.linkedin.com',
      concurrency: 4,
      pacing: 'none',
      verificationTimeoutSeconds: 120,
      dailyApplyLimit: 30,
      chromiumPath: '/opt/chromium/chrome',
      queuePrefix: 'jobpilot-prod',
      schedulerTestClock: false,
      llm: undefined,
    });
  });

  it('turns the LLM on only with both a URL and a model', () => {
    expect(loadConfig({ ...KEYS, LLM_MODEL: 'gpt-4o-mini' }).bot.llm).toBeUndefined();
    expect(
      loadConfig({ ...KEYS, LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3', LLM_API_KEY: 'k' }).bot.llm,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'k', model: 'llama3' });
  });

  it('names each bad bot setting', () => {
    expect(() =>
      loadConfig({
        ...KEYS,
        LINKEDIN_BASE_URL: 'ftp://linkedin',
        BOT_CONCURRENCY: '0',
        BOT_PACING: 'fast',
        BOT_VERIFICATION_TIMEOUT: 'soon',
        DAILY_APPLY_LIMIT: '-1',
        BOT_QUEUE_PREFIX: 'has space',
      }),
    ).toThrow(
      expect.objectContaining({
        problems: [
          expect.stringMatching(/^LINKEDIN_BASE_URL: /),
          expect.stringMatching(/^BOT_CONCURRENCY: /),
          expect.stringMatching(/^BOT_PACING: /),
          expect.stringMatching(/^BOT_VERIFICATION_TIMEOUT: /),
          expect.stringMatching(/^DAILY_APPLY_LIMIT: /),
          expect.stringMatching(/^BOT_QUEUE_PREFIX: /),
        ],
      }),
    );
  });
});
