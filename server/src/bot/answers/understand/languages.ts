import type { Rule } from './rule';

/** "Languages", "Which languages do you speak?", "Do you speak any other languages? (please list)". */
export const languagesRule: Rule = (question, text) => {
  const label = text.label;
  if (question.options.length > 0) return undefined;
  if (
    !/^(languages?( spoken)?|(which|what) languages do you speak|do you speak any (other )?languages( if (so|yes) please list)?|languages you speak|other languages( spoken)?)$/.test(
      label,
    )
  )
    return undefined;
  return { kind: 'languages', other: /\bother\b/.test(label) };
};
