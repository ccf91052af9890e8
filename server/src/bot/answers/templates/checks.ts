import type { TemplateReader } from './topic';

/**
 * Pre-employment checks and credentials: background check, drug test, driver's license, security
 * clearance (by level when named), legal age.
 */
export const readChecks: TemplateReader = (text) => {
  // "Are you applying for yourself (not an agency)?": the bot applies for its user, always.
  // "… for yourself or for a client?" offers two answers to one yes: not read.
  if (
    /^are you applying\b.*\b(for yourself|on your own behalf)\b/.test(text) &&
    !/\bor (for|on behalf of|as)\b/.test(text)
  )
    return { family: 'self-application' };
  if (/\bbackground (check|screening|verification|investigation)/.test(text)) return { family: 'background-check' };
  if (/\bdrug (test|screen)/.test(text)) return { family: 'drug-test' };
  if (/\bdriv(er|ers|ing) s? ?license\b|\bdriv(er|ers|ing) license\b|\bdriver license\b/.test(text)) {
    return { family: 'drivers-license' };
  }
  // Being able or eligible to obtain a clearance is not holding one: not holding one says nothing of it.
  if (/\bclearance\b/.test(text) && /\b(eligible|eligibility|obtain|obtaining|get|apply|willing|able to)\b/.test(text))
    return undefined;
  if (/\bclearance\b/.test(text)) {
    const level = /\btop secret\b|\bts ?sci\b/.test(text)
      ? 'top secret'
      : /\bsecret\b/.test(text)
        ? 'secret'
        : /\bpublic trust\b/.test(text)
          ? 'public trust'
          : undefined;
    return { family: 'security-clearance', subject: level };
  }
  if (
    /\b(at least|over|older than) (18|eighteen)\b|\b(18|eighteen) years (of age|old)|\blegal (working )?age\b|\b18 or older\b|\b(over|above) the age of (18|eighteen)\b|\b(18|eighteen) (years )?(of age )?or (older|over|above)\b/.test(
      text,
    )
  ) {
    return { family: 'over-18' };
  }
  return undefined;
};
