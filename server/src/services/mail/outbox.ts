import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * Writes one raw RFC 822 message as a new .eml file in the outbox; answers its path. Owner-only:
 * a message may carry a password-reset link.
 */
export async function writeToOutbox(outboxDir: string, raw: Buffer): Promise<string> {
  await mkdir(outboxDir, { recursive: true, mode: 0o700 });
  // Sortable by time; the random part keeps two messages of the same millisecond apart.
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '-');
  const file = path.join(outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
  await writeFile(file, raw, { mode: 0o600, flag: 'wx' });
  return file;
}

export interface OutboxEntry {
  file: string;
  date?: Date;
  to: string;
  subject: string;
}

/** The messages in the outbox, newest first (by their Date header, then by file name). */
export async function listOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries = await Promise.all(
    names.map(async (name): Promise<OutboxEntry> => {
      const file = path.join(outboxDir, name);
      const parsed = await readOutboxMessage(file);
      return { file, date: parsed.date, to: parsed.to?.text ?? '', subject: parsed.subject ?? '' };
    }),
  );
  const time = (entry: OutboxEntry) => entry.date?.getTime() ?? 0;
  return entries.sort((a, b) => time(b) - time(a) || b.file.localeCompare(a.file));
}

/** Removes every outbox message to this address (its account is being deleted); answers how many. */
export async function removeOutboxMailsTo(outboxDir: string, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  const doomed = (await listOutbox(outboxDir)).filter((entry) => entry.to.toLowerCase().includes(address));
  await Promise.all(doomed.map((entry) => rm(entry.file, { force: true })));
  return doomed.length;
}

/** One outbox message, parsed (headers decoded, text and HTML parts). */
export async function readOutboxMessage(file: string) {
  const parsed = await simpleParser(await readFile(file));
  const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  return { ...parsed, to };
}
