import { LEVELS, type Level } from '../templates/education';

/** A degree the resume shows as completed: its level and, when named, its subject. */
export interface Degree {
  level: Level;
  /** "Computer Science", "Information Technology", "Communications" — as written. */
  subject?: string;
  /** The school named on the same line ("PES University"). */
  school?: string;
  /** The grade average stated on the same line ("CGPA 8.6" → "8.6"). */
  gpa?: string;
  /** The degree's name as written ("B.Tech", "Bachelor of Arts", "M.Tech"). */
  name: string;
  /** The year it was completed: the last year on its line ("2021 – 2025" → 2025). */
  year?: number;
}

/** "Bachelor of Arts": the name goes on past "of" with the kind of degree. */
const NAMED_KIND =
  /^\s*(Arts|Science|Technology|Engineering|Commerce|Business Administration|Laws|Fine Arts|Education)\b/;

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

/** "B.Tech in Computer Science, PES University" → "computer science"; "Bachelor of Arts in Communications" → "communications". */
function subjectOf(line: string, from: number): string | undefined {
  const rest = line.slice(from);
  const match =
    /\b(?:in|of (?!Arts\b|Science\b|Technology\b|Engineering\b|Philosophy\b))\s+([A-Z][A-Za-z&/ ]{2,60}?)(?=\s*(?:,|\(|\||;| from | at |\d|$))/.exec(
      rest,
    );
  return match?.[1]?.trim().replace(/\s+/g, ' ');
}

/** The degrees the resume shows as completed, each with its subject when the line names one. */
export function degreesInResume(resumeText: string): Degree[] {
  const degrees: Degree[] = [];
  for (const line of resumeText.split('\n')) {
    if (UNDER_WAY.test(line)) continue;
    for (const [pattern, level] of DEGREES) {
      const match = pattern.exec(line);
      if (!match) continue;
      const school = line
        .split(/\s*[,|–—]\s*/)
        .find((part) => /\b(University|College|Institute|School|Academy|IIT|NIT|Polytechnic)\b/.test(part));
      const gpa = /\b(?:C?GPA|CPI)\s*[:-]?\s*(\d{1,2}(?:\.\d{1,2})?)\b/i.exec(line)?.[1];
      const written = match[0].trim();
      const kind = / of$/i.test(written) ? NAMED_KIND.exec(line.slice(match.index + match[0].length))?.[1] : undefined;
      const name = kind ? `${written} ${kind}` : written;
      const years = [...line.matchAll(/\b(19[5-9]\d|20\d\d)\b/g)].map((m) => Number(m[1]));
      const year = years.length > 0 ? years[years.length - 1] : undefined;
      degrees.push({ level, subject: subjectOf(line, match.index), school: school?.trim(), gpa, name, year });
      break;
    }
  }
  return degrees;
}

/** The highest completed level among the degrees, if any. */
export function highestOf(degrees: readonly Degree[]): Level | undefined {
  let best = -1;
  for (const degree of degrees) best = Math.max(best, LEVELS.indexOf(degree.level));
  return best >= 0 ? LEVELS[best] : undefined;
}
