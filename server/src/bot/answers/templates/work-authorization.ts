import { countryIn } from '../countries';
import type { TemplateReader } from './topic';

/**
 * "Are you legally authorized to work in the United States?", "Do you have the right to work in
 * the UK?", "Will you now, or in the future, require sponsorship for employment visa status?":
 * LinkedIn's work-authorization and sponsorship templates, per country when one is named.
 */
export const readWorkAuthorization: TemplateReader = (text) => {
  const sponsorship =
    /\bsponsor(ship|ed|ing)?\b|\bsponsorh?ship\b/.test(text) ||
    /\b(require|need|needs)\b.*\b(visa|work permit)\b/.test(text);
  const authorized =
    (/\b(authorized|eligible|entitled|permitted|allowed|legally able|right to work|work permit|permission to work|legal right)\b/.test(
      text,
    ) ||
      /\b(legally|lawfully) (able to )?work\b|\bwork (legally|lawfully)\b/.test(text)) &&
    /\bwork\b/.test(text);
  const subject = countryIn(text);
  // "… and will you not need sponsorship?", "… and don't require future sponsorship": one question.
  const andNoSponsorship =
    /\bwithout\b.*\bsponsor/.test(text) ||
    /\band\b.*\b(not|never|don t|dont|won t)\b.*\b(need|require)\b.*\bsponsor/.test(text);
  if (authorized && andNoSponsorship) {
    return { family: 'work-authorization', subject, withoutSponsorship: true };
  }
  if (sponsorship) return { family: 'sponsorship', subject };
  if (authorized) return { family: 'work-authorization', subject };
  return undefined;
};
