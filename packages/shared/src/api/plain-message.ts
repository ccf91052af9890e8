import { errorMessages } from '../contract/error-messages';

/**
 * The API keeps the original server's (DRF's) wording, which clients may match on; what a person
 * reads in a toast or an alert is plain language. This maps the developer phrasings a user can
 * meet to plain words; every other message passes unchanged.
 */
const THROTTLED = /^Request was throttled\. Expected available in (\d+) seconds?\.$/;

const plainMessages = {
  throttled: (seconds: number) =>
    `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  serverError: 'Something went wrong on our side. Please try again in a moment.',
  notFound: 'This is no longer there. The page now shows what is current.',
  badRequest: 'This request could not be read. Please reload the page and try again.',
} as const;

export function plainMessage(message: string): string {
  const throttled = THROTTLED.exec(message);
  if (throttled) return plainMessages.throttled(Number(throttled[1]));
  if (message === errorMessages.serverError) return plainMessages.serverError;
  if (message === errorMessages.notFound) return plainMessages.notFound;
  if (/^(JSON parse error - |Unsupported media type |Method ")/.test(message)) return plainMessages.badRequest;
  return message;
}
