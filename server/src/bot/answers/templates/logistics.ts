import { countryIn } from '../countries';
import type { TemplateReader } from './topic';

const WILLING = /\b(comfortable|willing|open|ok|okay|able|happy|fine|prepared|agree|available|interested|want)\b/;

/**
 * Where and when the applicant works: relocation, commuting, remote / hybrid / on-site, travel and
 * start date. A question about experience ("experience working remotely") is not one of these.
 */
export const readLogistics: TemplateReader = (text) => {
  if (/\bexperience\b/.test(text)) return undefined;
  // A condition beside the question ("W2 only", "US citizens required") is a question of its own.
  if (/\b(citizen|citizens|green card|w2|c2c|1099|clearance)\b/.test(text)) return undefined;
  if (/\brelocat/.test(text) && !/\bno relocation\b|\brelocation (is )?not\b/.test(text))
    return { family: 'relocation', subject: countryIn(text) };
  if (/\bcommut/.test(text)) return { family: 'commute' };
  if (
    /\bstart immediately\b|\bjoin immediately\b|\bimmediate (joiner|start|joining)\b|\bimmediately available\b/.test(
      text,
    )
  ) {
    return { family: 'start-immediately' };
  }
  if (
    /\b(when can you (start|join)|earliest (possible )?(start|joining)|start date|available to start|availability to start|how soon can you (start|join)|when could you (start|join)|joining date|date of joining|when are you (able|available) to start|between\b.*\boffer\b.*\bstart\w*)\b/.test(
      text,
    )
  ) {
    return { family: 'start-date' };
  }
  if (/\btravel\b/.test(text) && WILLING.test(text)) return { family: 'travel' };
  if (!WILLING.test(text)) return undefined;
  if (/\b(remote|remotely|work from home|wfh|fully remote)\b/.test(text))
    return { family: 'work-mode', subject: 'remote' };
  if (/\bhybrid\b/.test(text)) return { family: 'work-mode', subject: 'hybrid' };
  if (/\b(on ?site|in office|in the office|in person|office based|from the office|from office)\b/.test(text)) {
    return { family: 'work-mode', subject: 'onsite' };
  }
  return undefined;
};
