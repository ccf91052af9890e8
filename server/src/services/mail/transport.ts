import nodemailer from 'nodemailer';
import type { MailConfig } from '@/config';
import { writeToOutbox } from './outbox';

interface RawMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where messages go: an SMTP server (SMTP_URL) or, by default, the outbox folder. */
export interface MailTransport {
  via: 'smtp' | 'outbox';
  /** For the start log: host:port of the SMTP server (no credentials) or the outbox folder. */
  destination: string;
  /** Answers where the message went: the SMTP server's message id, or the .eml file written. */
  deliver(message: RawMessage): Promise<{ messageId: string; location: string }>;
  close(): void;
}

/**
 * SMTP fails within seconds when the server is away, rather than nodemailer's default of
 * minutes, so a caller waiting on a send is never held long.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport(mail: MailConfig): MailTransport {
  if (mail.smtpUrl) {
    const url = new URL(mail.smtpUrl);
    const transporter = nodemailer.createTransport({ url: mail.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      via: 'smtp',
      destination: `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
      async deliver(message) {
        const info = await transporter.sendMail(message);
        return { messageId: info.messageId, location: `${url.hostname} (${info.response})` };
      },
      close: () => transporter.close(),
    };
  }
  // Like Django's file backend: nodemailer builds the raw message, the outbox keeps it.
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    via: 'outbox',
    destination: mail.outboxDir,
    async deliver(message) {
      const info = await transporter.sendMail(message);
      const file = await writeToOutbox(mail.outboxDir, info.message as Buffer);
      return { messageId: info.messageId, location: file };
    },
    close: () => transporter.close(),
  };
}
