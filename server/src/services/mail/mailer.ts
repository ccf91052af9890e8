import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '@/config';
import { createMailTransport } from './transport';

/** One message: both parts come from layoutMessage (./layout), so every mail looks alike. */
interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * What became of a message. A send never throws: a failure (SMTP down, disk full) is logged and
 * answered as `sent: false`, so a caller can ignore it and a request never fails because of mail.
 */
type MailReceipt =
  | { sent: true; via: 'smtp' | 'outbox'; messageId: string; location: string }
  | { sent: false; via: 'smtp' | 'outbox'; error: string };

export interface Mailer {
  via: 'smtp' | 'outbox';
  /** host:port of the SMTP server, or the outbox folder. */
  destination: string;
  send(mail: OutgoingMail): Promise<MailReceipt>;
  close(): void;
}

/** The server's one way to send email, for the API and the bot alike (`app.mailer`). */
export function createMailer({ mail, log }: { mail: MailConfig; log: FastifyBaseLogger }): Mailer {
  const transport = createMailTransport(mail);
  return {
    via: transport.via,
    destination: transport.destination,
    async send({ to, subject, text, html }) {
      try {
        const { messageId, location } = await transport.deliver({ from: mail.from, to, subject, text, html });
        if (transport.via === 'outbox') log.info({ file: location, to, subject }, 'mail written to the outbox');
        else log.info({ to, subject, messageId, server: location }, 'mail sent');
        return { sent: true, via: transport.via, messageId, location };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error({ err: message, to, subject, via: transport.via }, 'mail could not be sent');
        return { sent: false, via: transport.via, error: message };
      }
    },
    close: () => transport.close(),
  };
}
