import { normaliseQuestion } from '../normalise';
import { levelIn } from '../templates/education';
import type { Rule } from './rule';

/** Words a short field asking the level of education is made of ("Qualification", "Highest level of schooling"). */
const LEVEL_FIELD_WORDS = new Set(
  (
    'highest last level of your the academic educational education qualification qualifications schooling study ' +
    'studies attainment degree completed type which what is do you hold have'
  ).split(' '),
);

/**
 * "Qualification", "Degree level", "Highest level of schooling" offering degree levels (High School,
 * Bachelor's, Master's…): the highest level of education, which the options say the field asks for.
 * The words alone may mean a professional qualification, so only where two options or more name
 * levels of education.
 */
export const educationLevelRule: Rule = (question, text) => {
  const words = text.label.split(' ');
  if (words.length > 5 || !words.every((w) => LEVEL_FIELD_WORDS.has(w))) return undefined;
  if (!/\b(qualifications?|schooling|study|studies|attainment|degree|education|educational)\b/.test(text.label))
    return undefined;
  const levels = new Set(question.options.map((o) => levelIn(normaliseQuestion(o))).filter(Boolean));
  if (levels.size < 2) return undefined;
  // "The last qualification": the latest, which is the highest only where there is one (derive/topic.ts).
  return {
    kind: 'topic',
    topic: { family: 'education-highest', ...(/\blast\b/.test(text.label) && { subject: 'latest' }) },
  };
};
