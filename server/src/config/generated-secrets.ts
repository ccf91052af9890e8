import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets an operator did not set are generated once into `<dataDir>/secrets.json` (mode 0600),
 * so a restart keeps tokens valid and sealed passwords readable.
 */
export function loadGeneratedSecret(dataDir: string, name: string, bytes: number): string {
  const file = path.resolve(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const existing = secrets[name];
  if (existing) return existing;
  secrets[name] = randomBytes(bytes).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets[name];
}
