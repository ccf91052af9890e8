import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { serverDataDir } from './base-url';

/**
 * A message as a mail client reads it, enough to find a link: quoted-printable soft line breaks
 * joined and `=3D` read back as `=` (a long link is wrapped and its `=` escaped that way).
 */
const readable = (raw: string) =>
  /content-transfer-encoding:\s*quoted-printable/i.test(raw) ? raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=') : raw;

/** The reset link in the newest .eml the server wrote to its outbox for `email`, if any yet. */
function newestResetLink(email: string): string | undefined {
  const outbox = path.join(serverDataDir(), 'outbox');
  if (!existsSync(outbox)) return undefined;
  const mails = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readable(readFileSync(path.join(outbox, name), 'utf8')))
    .filter((raw) => new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(raw));
  const links = mails.map((raw) => /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/.exec(raw)?.[0]);
  return links.filter(Boolean).at(-1);
}

/** Waits for the server to mail `email` a password reset link (product §2.10) and answers it. */
export async function resetLinkMailedTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => (link = newestResetLink(email)), { message: `a reset link mailed to ${email}`, timeout: 15_000 })
    .toBeTruthy();
  return link!;
}
