import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_LINK_SECONDS } from '@app/shared/contract';

/** The reset mail's words (product §2.10): the link, how long it works, and what to do if unasked. */
function passwordResetMessage(link: string) {
  const hours = PASSWORD_RESET_LINK_SECONDS / 3600;
  const validity = `The link works once, for ${hours} hour${hours === 1 ? '' : 's'}.`;
  const unasked = 'If you did not ask for this, ignore this email: your password stays as it is.';
  return {
    subject: 'Reset your JobPilot password',
    text: [
      'Someone asked to reset the password of your JobPilot account.',
      '',
      `To choose a new password, open this link: ${link}`,
      '',
      validity,
      unasked,
    ].join('\n'),
    html: `<p>Someone asked to reset the password of your JobPilot account.</p>
<p><a href="${link}">Choose a new password</a></p>
<p>${validity}</p>
<p>${unasked}</p>`,
  };
}

/**
 * Sends the reset mail. TEMPORARY until the mailer lands: writes the message to the outbox as a
 * .eml file (DATA_DIR/outbox), as the mailer does without SMTP_URL.
 */
export async function sendPasswordResetMail(app: FastifyInstance, { to, link }: { to: string; link: string }) {
  const { subject, text, html } = passwordResetMessage(link);
  const boundary = `jobpilot-${randomBytes(8).toString('hex')}`;
  const eml = [
    `To: ${to}`,
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const outbox = path.join(app.config.dataDir, 'outbox');
  await mkdir(outbox, { recursive: true });
  const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
  await writeFile(file, eml);
  app.log.info({ file }, 'mail written to the outbox');
}
