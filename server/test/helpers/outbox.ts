import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
}

/** Undoes quoted-printable (soft line breaks, =XX bytes), as a mail client does. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return bytes;
  }
}

const header = (head: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(head)?.[1]
    ?.replace(/\r?\n[ \t]/g, ' ')
    .trim() ?? '';

/** The first text/plain part of a raw message, decoded by its transfer encoding. */
function plainText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(header(head, 'Content-Type'))?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const text = part.replace(/^\r?\n/, '');
      if (/^Content-Type:\s*(text\/plain|multipart\/)/im.test(text.split(/\r?\n\r?\n/)[0] ?? ''))
        return plainText(text);
    }
    return '';
  }
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Every message the server wrote to DATA_DIR/outbox (no SMTP_URL), oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(outbox, name), 'utf8');
      const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
      return { file: name, to: header(head, 'To'), subject: header(head, 'Subject'), text: plainText(raw) };
    });
}
