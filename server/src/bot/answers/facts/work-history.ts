import { normaliseText } from '../text-similarity';

/**
 * LinkedIn's job functions (the template "How many years of <function> experience do you have?")
 * and the words of a title or of a stated field of work that place the applicant's years in one.
 * A function is claimed only from the applicant's own words: a software engineer's years are
 * Engineering and Information Technology years, an account manager's in sales are Sales years.
 */
const FUNCTIONS: Array<[string, RegExp]> = [
  ['engineering', /\b(engineer|engineering|developer|programmer)\b/],
  ['information technology', /\b(software|developer|programmer|devops|it|information technology)\b/],
  ['software development', /\b(software (engineer|engineering|developer|development)|developer|programmer)\b/],
  ['software engineering', /\bsoftware (engineer|engineering|developer|development)\b/],
  ['application development', /\b(software|application) (engineer|developer|development)\b/],
  ['sales', /\b(sales|account manager|account executive|business development representative)\b/],
  ['customer success', /\bcustomer success\b/],
  ['account management', /\baccount manage(r|ment)\b/],
  ['marketing', /\bmarketing\b/],
  ['finance', /\b(finance|financial analyst|accountant|accounting)\b/],
  ['human resources', /\b(human resources|hr|recruit(er|ing))\b/],
  ['product management', /\bproduct manage(r|ment)\b/],
  ['project management', /\bproject manage(r|ment)\b/],
  ['design', /\b(designer|ux|ui design)\b/],
  ['data science', /\bdata scien(ce|tist)\b/],
];

/** The one name of a function a question names ("IT" → "information technology"), if it is one. */
export function functionNamed(text: string): string | undefined {
  // "The IT industry", "the sales domain": the function itself.
  const t = normaliseText(text)
    .replace(/^the /, '')
    .replace(/ (industry|sector|domain|field|space)$/, '');
  if (/^(it|information technology|it services)$/.test(t)) return 'information technology';
  // "The software industry", "the tech sector": the IT industry, in other words ("software" alone may be any part of it).
  if (/^(the )?(software|tech|technology) (industry|sector)$/.test(normaliseText(text)))
    return 'information technology';
  return FUNCTIONS.find(([name]) => t === name || t === `${name} and support`)?.[0];
}

/**
 * The functions the applicant's stated total years belong to: read from the sentence that states
 * them ("Account Manager with 6 years of experience in B2B sales and customer success") and the
 * title on the resume's first line ("Arjun Mehta — Staff Software Engineer").
 */
export function functionsOfTotal(resumeText: string): string[] {
  const lines = resumeText.split('\n');
  const stating = lines.slice(0, 5).find((line) => TOTAL.test(line));
  if (!stating) return [];
  const words = normaliseText(`${lines[0] ?? ''} ${stating}`);
  return FUNCTIONS.filter(([, pattern]) => pattern.test(words)).map(([name]) => name);
}

/** "9 years of experience", "6+ years of professional experience in B2B sales": the stated total. */
const TOTAL =
  /(\d{1,2}(?:\.\d{1,2})?)\+?\s*(?:years?|yrs?)\s+(?:of\s+)?(?:professional\s+|work\s+|industry\s+|overall\s+|total\s+)?experience\b(?!\s+(?:with|using)\b)/i;

/**
 * The total years the resume's header or summary states (its first lines: "Account Manager with
 * 6 years of experience in B2B sales" is the whole career it summarises). A figure further down
 * belongs to one job or skill, and is not a total.
 */
export function totalYearsInResume(resumeText: string): number | undefined {
  for (const line of resumeText.split('\n').slice(0, 5)) {
    const match = TOTAL.exec(line);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** A job title's core: seniority off, and a developer or programmer is a software engineer's other name. */
export function titleCore(title: string): string {
  return normaliseText(title)
    .replace(
      /\b(senior|sr|staff|lead|principal|junior|jr|full time|part time|professional|associate|chief|head|intern|i|ii|iii)\b/g,
      ' ',
    )
    .replace(/\b(developer|programmer)\b/g, 'engineer')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The applicant's job title as the resume's first lines state it ("Staff Software Engineer", "Account Manager"). */
export function titleInResume(resumeText: string): string | undefined {
  const lines = resumeText.split('\n').slice(0, 5);
  const afterName = /[—–-]\s*([A-Z][A-Za-z ]+?)\s*$/.exec(lines[0] ?? '')?.[1];
  if (afterName) return afterName;
  const stating = lines.find((line) => TOTAL.test(line));
  return stating ? /^([A-Z][A-Za-z ]+?)\s+(?:with|having)\b/.exec(stating)?.[1] : undefined;
}
