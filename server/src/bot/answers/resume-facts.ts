import { LEVELS, type Level } from './templates/education';
import { LANGUAGES, proficiencyIn, type Proficiency } from './templates/language';

/**
 * Degree names as resumes write them. Only the written-out and dotted forms: a bare "MS" or "BA"
 * in a resume is as often "MS Excel" or a team name as a degree.
 */
const DEGREES: Array<[RegExp, Level]> = [
  [/\b(Ph\.?\s?D|Doctorate|Doctor of Philosophy)\b/i, 'doctorate'],
  // "Master of …", "Master's degree", not "Scrum Master".
  [/\b(Master(?:'s|s)? (?:of|degree|in)\b|Master's|M\.\s?Tech|MTech|M\.\s?Sc|MSc|M\.S\.|M\.A\.|M\.E\.|MBA)/, 'master'],
  [
    /\b(Bachelor(?:'s|s)? (?:of|degree|in)\b|Bachelor's|B\.\s?Tech|BTech|B\.\s?Sc|BSc|B\.S\.|B\.A\.|B\.E\.|B\.Com|BBA)/,
    'bachelor',
  ],
  [/\bAssociate'?s? (degree|of)\b/i, 'associate'],
  [/\b(High School|Higher Secondary)\b/i, 'high school'],
];

/** A degree still under way: "(expected 2026)", "2022 – Present", "pursuing". */
const UNDER_WAY = /\b(expected|pursuing|ongoing|in progress|present|current|currently|till date|to date)\b/i;

/**
 * The highest degree the resume shows as completed; undefined when it shows none. A line naming a
 * degree still under way does not count.
 */
export function highestDegree(resumeText: string): Level | undefined {
  let best = -1;
  for (const line of resumeText.split('\n')) {
    if (UNDER_WAY.test(line)) continue;
    for (const [pattern, level] of DEGREES) {
      if (pattern.test(line)) best = Math.max(best, LEVELS.indexOf(level));
    }
  }
  return best >= 0 ? LEVELS[best] : undefined;
}

/**
 * The level the resume states for a language: "Languages: English (Professional), Hindi (Native)".
 * Undefined when the resume names the language with no level or a level that is not one of
 * LinkedIn's ("fluent").
 */
export function languageLevel(language: string, resumeText: string): Proficiency | undefined {
  if (!LANGUAGES.includes(language)) return undefined;
  for (const line of resumeText.split('\n')) {
    const match = new RegExp(`\\b${language}\\b\\s*(?:\\(([^)]*)\\)|[-–:]\\s*([\\w ]+))`, 'i').exec(line);
    const level = match && proficiencyIn(match[1] ?? match[2] ?? '');
    if (level) return level;
  }
  return undefined;
}
