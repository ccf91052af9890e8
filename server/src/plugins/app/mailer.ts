import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '@/services/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends email over SMTP_URL, or writes it to DATA_DIR/outbox (see services/mail). */
    mailer: Mailer;
  }
}

/** The mailer, and one line at start saying where mail goes. */
export default fp(
  async function mailer(app) {
    const mailer = createMailer({ mail: app.config.mail, log: app.log });
    app.decorate('mailer', mailer);
    if (mailer.via === 'outbox') {
      app.log.info(
        { outbox: mailer.destination },
        'mail is written to the outbox, one .eml file per message (set SMTP_URL to send it)',
      );
    } else {
      app.log.info({ smtp: mailer.destination }, 'mail is sent over SMTP');
    }
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
