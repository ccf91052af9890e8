import { escapeRegExp } from '../escape-reg-exp';

/**
 * Whether a posting is one the user excluded (product §4.11), decided before its page is opened
 * (company, title) and again once its description is read.
 */

/** What the user excluded for one search, and on every search. */
export interface Exclusions {
  searchCompanies: readonly string[];
  everySearchCompanies: readonly string[];
  keywords: readonly string[];
}

/**
 * Legal forms a company's name may carry on one posting and not on another: "Acme" and
 * "Acme Inc." are one company. Only at the end of the name, so "Acme Robotics" stays another.
 */
const LEGAL_FORMS = new Set(
  (
    'inc incorporated llc llp lp ltd limited corp corporation co company plc gmbh mbh ag kg se sa sas sarl ' +
    'srl spa bv nv ab as oy aps pty pvt private holdings group'
  ).split(' '),
);

/** A company's name as compared: lower case, accents and punctuation set aside, legal forms at its end dropped. */
export function companyKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // "Acme Group" stays itself when dropping would leave nothing; "S.A." reads as "s a".
  while (words.length > 1 && LEGAL_FORMS.has(words.at(-1)!)) words.pop();
  while (words.length > 2 && LEGAL_FORMS.has(words.slice(-2).join(''))) words.splice(-2, 2);
  return words.join(' ');
}

/**
 * The keyword as whole words, case and spacing aside: "java" is not found in "JavaScript", and
 * "C++" is found in "C++ developer". A letter or digit may not touch either end.
 */
function wholeWords(keyword: string): RegExp {
  const body = keyword.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

/** "Acme Inc." ends its sentence with its own full stop. */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** The user's plain reason for skipping a posting (its application's error message). */
export const exclusionReasons = {
  company: (company: string) => `${sentence(`Skipped: excluded company ${company}`)} No credit was used.`,
  everySearchCompany: (company: string) =>
    `Skipped: excluded company ${company}, on your list for every search. No credit was used.`,
  keyword: (keyword: string, where: 'title' | 'description') =>
    `Skipped: excluded keyword "${keyword}" in the ${where}. No credit was used.`,
} as const;

/** Before the posting is opened: its company (on either list) or a keyword in its title. */
export function excludedByCard(card: { company: string; title: string }, exclusions: Exclusions): string | null {
  const key = companyKey(card.company);
  if (key !== '') {
    if (exclusions.searchCompanies.some((name) => companyKey(name) === key))
      return exclusionReasons.company(card.company);
    if (exclusions.everySearchCompanies.some((name) => companyKey(name) === key))
      return exclusionReasons.everySearchCompany(card.company);
  }
  const keyword = exclusions.keywords.find((word) => wholeWords(word).test(card.title));
  return keyword ? exclusionReasons.keyword(keyword, 'title') : null;
}

/** Once the posting's page is read: a keyword in its description. */
export function excludedByDescription(description: string, exclusions: Exclusions): string | null {
  const keyword = exclusions.keywords.find((word) => wholeWords(word).test(description));
  return keyword ? exclusionReasons.keyword(keyword, 'description') : null;
}
