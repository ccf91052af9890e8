import { withSkillTokens } from './skill-aliases';
import { normaliseText, sameWord } from './text-similarity';

/** The skill a question asks about: "… years of experience do you have with React.js?" → "React.js". */
export function askedSkill(question: string): string | undefined {
  const patterns = [
    /experience\s+(?:do\s+you\s+(?:currently\s+)?have\s+)?(?:working\s+)?(?:with|in|using|on)\s+(.+?)\s*(?:\?|$|\bdo you\b)/i,
    // "… experience do you have deploying and managing Kubernetes?": the activity with its object.
    /experience\s+do\s+you\s+(?:currently\s+)?have\s+(\w+ing\s+(?:and\s+\w+ing\s+)?.+?)\s*\??$/i,
    /\bhave you spent\s+(\w+ing\s+(?:and\s+\w+ing\s+)?.+?)\s*\??$/i,
    // "Number of years you have used Python": what was used.
    /\b(?:years?|months?)\s+(?:you\s+have\s+|you've\s+)?(?:been\s+)?(?:used|using)\s+(.+?)\s*\??$/i,
    // "How many years have you been writing Python?", "… selling B2B?": what is written or sold.
    /\bhow (?:many years|long) have you (?:been )?(?:writing|selling)\s+(.+?)\s*\??$/i,
    /(?:years?|months?)\s+of\s+(?:professional\s+|work\s+|hands-on\s+)?(.+?)\s+experience/i,
    /(?:worked|work|experience)\s+(?:with|in|using|on)\s+(.+?)\s*\??$/i,
    /(?:with|in|using)\s+(.+?)\s*\??$/i,
    // "Experience managing Docker containers", "experience writing SQL queries": the activity with its object.
    /\bexperience\s+(\w+ing\s+(?:and\s+\w+ing\s+)?.+?)\s*\??$/i,
    /years?\s+of\s+(?!experience\b)(.+?)\s+(?:do you have|have you)/i,
    /\b(?:have|did) you (?:ever\s+)?(?:been )?(?:used|use|using|programmed in|coded in)\s+(.+?)\s*\??$/i,
    // "Working knowledge of SQL": knowing a skill is having used it.
    /\bknowledge (?:of|in)\s+(.+?)\s*\??$/i,
    // "Years of Python", "Do you have 3+ years of Go?": the years of a thing are the years with it.
    /\b(?:years?|months?)\s+of\s+(?!(?:experience|exp|work|working|professional|relevant|total|overall|age|service|employment|education|study|schooling)\b)(.+?)\s*\??$/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(question.trim());
    if (match?.[1]) return match[1].replace(/^(?:the\s+)?(?:following\s*:?\s*)?/i, '').trim();
  }
  return undefined;
}

/** A figure with years or months: "5 years", "1.5 yrs", "3+ years", "6 months". */
const YEARS = String.raw`(\d{1,2}(?:\.\d{1,2})?)\+?\s*(years?|yrs?|months?|mos?)\b`;

const inYears = (match: RegExpExecArray) =>
  /^m/i.test(match[2]!) ? Math.round((Number(match[1]) / 12) * 100) / 100 : Number(match[1]);

/** The words of a skill or clause with skill names as one token each. */
const skillWords = (text: string) => normaliseText(withSkillTokens(text)).split(' ').filter(Boolean);

/** The years the resume states for one skill; undefined when it states none. */
export function yearsWith(skill: string, resumeText: string): number | undefined {
  const wanted = skillWords(skill);
  if (wanted.length === 0) return undefined;
  for (const clause of clausesWithYears(joinWrappedLines(resumeText))) {
    if (mentions(skillWords(clause), wanted)) return inYears(new RegExp(YEARS, 'i').exec(clause)!);
  }
  return undefined;
}

/**
 * A line that states what was studied or which languages are spoken ("BA in Communications,
 * University of Illinois", "Languages: English, Spanish"): a subject or a language named there is
 * no work done with it.
 */
const STUDIES_OR_LANGUAGES =
  /^\s*languages?\s*:|\b(university|college|institute|school|academy|bachelor|master|degree|diploma|b\.?\s?tech|m\.?\s?tech|b\.?e\.|m\.?e\.|b\.?sc|m\.?sc|b\.?a\.?|m\.?a\.?|mba|ph\.?d|cgpa|gpa)\b/i;

/** Whether the resume names the skill anywhere (with or without years), outside what was studied. */
export function resumeMentions(skill: string, resumeText: string): boolean {
  const wanted = skillWords(skill);
  return (
    wanted.length > 0 &&
    resumeText.split('\n').some((line) => !STUDIES_OR_LANGUAGES.test(line) && mentions(skillWords(line), wanted))
  );
}

function mentions(words: string[], wanted: string[]): boolean {
  return wanted.every((skillWord) =>
    words.some((word) =>
      skillWord.length < 4 || skillWord.startsWith('skill')
        ? word === skillWord
        : // The same letter pairs in another order are another word ("German" is no "Manager"): a
          // spelling of the skill starts as it does.
          word.slice(0, 3) === skillWord.slice(0, 3) && sameWord(word, skillWord),
    ),
  );
}

/**
 * Text taken from a PDF breaks lines where the page wrapped them ("4\nyears of experience with
 * JavaScript", "experience with\nPython"). A line continues the one above when it goes on in lower
 * case, or when the line above stops on a number or on a word a statement cannot end with; then the
 * two are joined back. Otherwise (a skills list: "Go: 6 years\nKubernetes") each line stays apart.
 */
function joinWrappedLines(text: string): string {
  return text
    .replace(/[^\S\n]*\n[^\S\n]*(?=\p{Ll})/gu, ' ')
    .replace(/(\d|\b(?:with|in|of|on|using|and|for|at|to|the|a|an))[^\S\n]*\n[^\S\n]*/giu, '$1 ');
}

/**
 * The resume's clauses that state exactly one number of years: split at sentence ends, list
 * separators and commas, then before each further number of years, so "5 years with Python and
 * 3 years with Django" gives each skill its own figure.
 */
function clausesWithYears(resumeText: string): string[] {
  const clauses: string[] = [];
  for (const clause of resumeText.split(/\.\s|[;\n•|,]/)) {
    const starts = [...clause.matchAll(new RegExp(YEARS, 'gi'))].map((m) => m.index);
    if (starts.length === 0) continue;
    if (starts.length === 1) {
      clauses.push(clause);
      continue;
    }
    for (let i = 0; i < starts.length; i += 1) clauses.push(clause.slice(i === 0 ? 0 : starts[i], starts[i + 1]));
  }
  return clauses;
}
