import { PASSWORD_RESET_LINK_SECONDS } from '@app/shared/contract';
import { plural } from '@app/shared/format';
import { layoutMessage, type LaidOutMessage } from './mail/layout';

/**
 * The reset mail (product §2.11) in the one layout every mail has: the link to the app's
 * /reset-password page with the token, how long it works, and what to do when it was not asked for.
 * The token rides in the fragment: a browser never sends that part of a URL, so no server, proxy
 * or access log ever sees it, nor a Referer header.
 */
export function passwordResetMail(publicUrl: string, token: string): LaidOutMessage {
  return layoutMessage(publicUrl, {
    subject: 'Reset your JobPilot password',
    paragraphs: [
      'Someone asked to reset the password of your JobPilot account. Open the link below to choose a new one.',
      `The link works once, for ${plural(PASSWORD_RESET_LINK_SECONDS / 3600, 'hour')}.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', path: `/reset-password#token=${encodeURIComponent(token)}` },
  });
}
