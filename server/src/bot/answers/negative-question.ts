/**
 * A question put the other way round: "Do you have any issue relocating to Pune?", "Would you have
 * a problem working from the office?", "Is there any objection to a background check?" — a yes says
 * the user would not. The same question put plainly ("Are you okay relocating to Pune?"), whose
 * answer is the opposite; undefined for any other question.
 */
const NEGATIVE =
  /^\s*(?:do|would|will) you (?:have|foresee|see) (?:any |an? )?(?:issues?|problems?|objections?|concerns?|difficult(?:y|ies)|hesitation|reservations?|constraints?)\s+(?:with\s+|about\s+|in\s+|to\s+)?(.+?)\s*\??\s*$|^\s*(?:do|would) you mind\s+(.+?)\s*\??\s*$|^\s*(?:is|are) there (?:any |an? )?(?:issues?|problems?|objections?|concerns?|difficult(?:y|ies)|constraints?)\s+(?:with\s+|about\s+|in\s+|for you\s+(?:in\s+|with\s+)?)?(.+?)\s*\??\s*$/i;

/** "Would relocating to Pune be a problem?", "Is a background check an issue for you?": the thing, then the trouble. */
const TROUBLE_AFTER =
  /^\s*(?:would|will|is|does|could)\s+(?!you\b|there\b|it\b|this\b|that\b)(.+?)\s+(?:be |pose |cause |present )?(?:a |an |any )(?:problem|issue|concern|difficulty|challenge)(?: for you)?\s*\??\s*$/i;

export function positiveForm(label: string): string | undefined {
  const trouble = TROUBLE_AFTER.exec(label)?.[1];
  if (trouble && !/\?/.test(trouble))
    return `Are you okay ${/ing$/i.test(trouble.split(' ')[0]!) ? '' : 'with '}${trouble}?`;
  const match = NEGATIVE.exec(label);
  const rest = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!rest || /\?/.test(rest)) return undefined;
  // "… with a background check" reads "Are you okay with a background check?"; "… relocating" likewise.
  return `Are you okay ${/^(with|to)\b|ing\b/i.test(rest.split(' ')[0]!) ? '' : 'with '}${rest}?`;
}
