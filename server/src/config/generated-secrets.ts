import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Secrets an operator did not set are generated once into a file (mode 0600) so a restart keeps
 * tokens valid and sealed passwords readable. The file lives outside DATA_DIR — by default in the
 * user's config folder, one per data directory — so one copy of the data folder alone cannot
 * decrypt the LinkedIn passwords and cookies it holds.
 */
export interface GeneratedSecrets {
  /** Where generated secrets are kept. */
  file: string;
  /** The stored value of `name`, generated (`bytes` random bytes, hex) and saved when missing. */
  get(name: string, bytes: number): string;
  /** Whether `name` is already stored (nothing is generated). */
  has(name: string): boolean;
  /** What happened that the operator should hear about (a move), for the start log. */
  notices: string[];
}

/** The secrets file of a data directory: SECRETS_FILE, else one per DATA_DIR in the config folder. */
export function secretsFileFor(dataDir: string, env: NodeJS.ProcessEnv): string {
  if (env.SECRETS_FILE) return path.resolve(env.SECRETS_FILE);
  const configHome = env.XDG_CONFIG_HOME || path.join(env.HOME || os.homedir(), '.config');
  // Two checkouts (two data directories) never share, nor overwrite, each other's keys.
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(configHome, 'jobpilot', `secrets-${id}.json`);
}

/** Raised when the keys cannot be found or placed safely; the message says what to do. */
export class SecretsError extends Error {}

export function openGeneratedSecrets(dataDir: string, env: NodeJS.ProcessEnv): GeneratedSecrets {
  const file = secretsFileFor(dataDir, env);
  const notices: string[] = [];
  let secrets: Record<string, string> | undefined;
  // Touched only when a secret is not set in the environment.
  const read = () => {
    if (secrets) return secrets;
    moveOutOfDataDir(path.resolve(dataDir, 'secrets.json'), file, notices);
    secrets = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
    return secrets;
  };
  return {
    file,
    notices,
    has: (name) => Boolean(read()[name]),
    get(name, bytes) {
      const stored = read();
      const existing = stored[name];
      if (existing) return existing;
      stored[name] = randomBytes(bytes).toString('hex');
      stored.DATA_DIR ??= path.resolve(dataDir); // says which data these keys open
      save(file, stored);
      return stored[name];
    },
  };
}

/** Earlier versions kept the keys in DATA_DIR/secrets.json: they move out, once. */
function moveOutOfDataDir(legacy: string, file: string, notices: string[]) {
  if (legacy === file || !existsSync(legacy)) return;
  const old: Record<string, string> = JSON.parse(readFileSync(legacy, 'utf8'));
  if (existsSync(file)) {
    const current: Record<string, string> = JSON.parse(readFileSync(file, 'utf8'));
    const conflicting = Object.keys(old).filter((name) => current[name] && current[name] !== old[name]);
    if (conflicting.length > 0) {
      throw new SecretsError(
        `${legacy} and ${file} hold different keys (${conflicting.join(', ')}). Keep the file whose keys opened this ` +
          'database, delete the other, and start again.',
      );
    }
    save(file, { ...old, ...current });
  } else {
    save(file, { ...old, DATA_DIR: path.dirname(legacy) });
  }
  unlinkSync(legacy);
  notices.push(
    `Moved the generated keys from ${legacy} to ${file}, outside the data directory. Back that file up separately ` +
      'from the data: without it the stored LinkedIn passwords and cookies cannot be read.',
  );
}

function save(file: string, secrets: Record<string, string>) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
}
