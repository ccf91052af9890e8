import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { serverDataDir } from './base-url';

/**
 * The reset link in the newest mail the server wrote to its outbox (DATA_DIR/outbox, no SMTP_URL)
 * for `email`, read as a mail client reads it (the same parser as `cli mail show`).
 */
async function newestResetLink(email: string): Promise<string | undefined> {
  const outbox = path.join(serverDataDir(), 'outbox');
  if (!existsSync(outbox)) return undefined;
  // File names start with the time they were written: sorted, the newest is last.
  const names = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const links: string[] = [];
  for (const name of names) {
    const mail = await simpleParser(readFileSync(path.join(outbox, name)));
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    if (!to.some((address) => address.value.some((entry) => entry.address === email))) continue;
    const link = /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(mail.text ?? '')?.[0];
    if (link) links.push(link);
  }
  return links.at(-1);
}

/** Waits for the server to mail `email` a password reset link (product §2.11) and answers it. */
export async function resetLinkMailedTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = await newestResetLink(email)), {
      message: `a reset link mailed to ${email}`,
      timeout: 15_000,
    })
    .toBeTruthy();
  return link!;
}
