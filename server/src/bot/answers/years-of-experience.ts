import { normaliseText, sameWord } from './text-similarity';

/** The skill a question asks about: "… years of experience do you have with React.js?" → "React.js". */
function askedSkill(question: string): string | undefined {
  const patterns = [
    /experience\s+(?:do\s+you\s+have\s+)?(?:working\s+)?(?:with|in|using|on)\s+(.+?)\s*(?:\?|$|\bdo you\b)/i,
    /years\s+of\s+(?:professional\s+|work\s+)?(.+?)\s+experience/i,
    /(?:with|in|using)\s+(.+?)\s*\??$/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(question.trim());
    if (match?.[1]) return match[1].trim();
  }
  return undefined;
}

const YEARS = String.raw`(\d{1,2}(?:\.\d)?)\+?\s*(?:years?|yrs?)`;

/**
 * Years of experience the resume states for the skill the question names ("5 years of experience
 * with Python", "Python (5 years)", "Python: 5+ yrs"); for a question naming no skill, the total
 * the resume states ("8 years of experience"). Undefined when the resume does not say: the bot
 * never estimates it from dates or job titles.
 */
export function yearsOfExperience(question: string, resumeText: string): number | undefined {
  const skill = askedSkill(question);
  if (!skill || /^(it|this|that|the role|total|overall|professional|work)$/i.test(skill)) {
    const total = new RegExp(
      `${YEARS}\\s+(?:of\\s+)?(?:professional\\s+|work\\s+|industry\\s+)?experience(?!\\s+(?:with|in|using))`,
      'i',
    ).exec(resumeText.replace(/\s+/g, ' '));
    return total ? Math.floor(Number(total[1])) : undefined;
  }
  const skillWords = normaliseText(skill).split(' ').filter(Boolean);
  if (skillWords.length === 0) return undefined;
  for (const clause of clausesWithYears(joinWrappedLines(resumeText))) {
    const words = normaliseText(clause).split(' ');
    const mentions = skillWords.every((skillWord) =>
      words.some((word) => (skillWord.length < 4 ? word === skillWord : sameWord(word, skillWord))),
    );
    if (mentions) return Math.floor(Number(new RegExp(YEARS, 'i').exec(clause)![1]));
  }
  return undefined;
}

/**
 * Text taken from a PDF breaks lines where the page wrapped them ("4\nyears of experience with
 * JavaScript"); a line that goes on in lower case continues the sentence above, so it is joined
 * back. A line starting in upper case (or with a bullet) stays a line of its own, as in a skills list.
 */
function joinWrappedLines(text: string): string {
  return text.replace(/[ \t]*\n[ \t]*(?=\p{Ll})/gu, ' ');
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
