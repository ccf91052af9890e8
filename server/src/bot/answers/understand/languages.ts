import type { Rule } from './rule';

/** "Languages", "Which languages do you speak?", "Do you speak any other languages? (please list)". */
export const languagesRule: Rule = (question, text) => {
  // "(If so) please list them": how to answer, not a second question.
  const label = text.label.replace(/( if (so|yes))? please (list|name|specify)( them| which| all)?$/, '');
  if (question.options.length > 0) return undefined;
  if (
    !/^(languages?( spoken)?|(which|what) (other )?languages (do|can) you speak|do you speak any (other )?languages|languages you speak|other languages( spoken)?)$/.test(
      label,
    )
  )
    return undefined;
  return { kind: 'languages', other: /\bother\b/.test(label) };
};
