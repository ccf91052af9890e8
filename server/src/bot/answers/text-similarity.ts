import { normaliseQuestion } from './normalise';

/**
 * Deterministic text matching for form questions: a user's custom question matches a form's
 * question when they say the same thing in other words or spelling ("authorised" / "authorized",
 * "Do you" / "Will you"), never when a word that carries the meaning differs ("Germany" /
 * "France").
 */

/** Words that carry no meaning of their own in a form question. */
const STOPWORDS = new Set(
  (
    'a an the and or of to in on at for with by from as is are was were be been am do does did you your ' +
    'yours we our us i me my have has had will would can could should shall may might this that these ' +
    'those what which who whom how please any there it its if currently'
  ).split(' '),
);

/** Lower case, accents off, punctuation to spaces, single spaces. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

/** The words that carry a question's meaning (asides off, countries and spellings unified). */
export function meaningfulWords(text: string): string[] {
  return normaliseQuestion(text)
    .split(' ')
    .filter((word) => word !== '' && !STOPWORDS.has(word));
}

function bigrams(word: string): string[] {
  const grams: string[] = [];
  for (let i = 0; i < word.length - 1; i += 1) grams.push(word.slice(i, i + 2));
  return grams;
}

/** Sørensen–Dice over character bigrams: 1 for equal strings, 0 for nothing in common. */
function diceSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const counts = new Map<string, number>();
  for (const gram of bigrams(a)) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  let shared = 0;
  for (const gram of bigrams(b)) {
    const left = counts.get(gram) ?? 0;
    if (left > 0) {
      shared += 1;
      counts.set(gram, left - 1);
    }
  }
  return (2 * shared) / (a.length - 1 + (b.length - 1));
}

/** Two words are the same word spelt differently ("authorised"/"authorized", "years"/"year"). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  // Numbers and short words must be equal: "3" is not "5", "uk" is not "us".
  if (/\d/.test(a) || /\d/.test(b) || a.length < 4 || b.length < 4) return a === b;
  return diceSimilarity(a, b) >= 0.7;
}

/** The share of `words` that have the same word in `among` (1 when `words` is empty). */
function coverage(words: string[], among: string[]): number {
  if (words.length === 0) return 1;
  return words.filter((word) => among.some((other) => sameWord(word, other))).length / words.length;
}

/**
 * How well `phrase` (a user's question) says the same as `question` (the form's), from 0 to 1;
 * 0 unless every meaningful word of the phrase is in the question and at least three quarters of
 * the question's meaningful words are in the phrase.
 */
export function questionSimilarity(question: string, phrase: string): number {
  const q = meaningfulWords(question);
  const p = meaningfulWords(phrase);
  if (q.length === 0 || p.length === 0) return normaliseText(question) === normaliseText(phrase) ? 1 : 0;
  const phraseCovered = coverage(p, q);
  const questionCovered = coverage(q, p);
  if (phraseCovered < 1 || questionCovered < 0.75) return 0;
  return (phraseCovered + questionCovered) / 2;
}

/**
 * The option an answer chooses: equal once normalised; else the option that is the answer's
 * first word ("Yes, I am" → "Yes"); else the option saying the same thing. Undefined when none
 * does — the caller never picks one at random.
 */
export function matchOption(answer: string, options: readonly string[]): string | undefined {
  const wanted = normaliseText(answer);
  if (wanted === '') return undefined;
  const exact = options.find((option) => normaliseText(option) === wanted);
  if (exact) return exact;
  const firstWord = wanted.split(' ')[0]!;
  if (firstWord === 'yes' || firstWord === 'no') {
    const yesNo = options.find((option) => normaliseText(option) === firstWord);
    if (yesNo) return yesNo;
  }
  let best: { option: string; score: number } | undefined;
  for (const option of options) {
    const score = Math.min(questionSimilarity(option, answer), questionSimilarity(answer, option));
    if (score > 0 && (!best || score > best.score)) best = { option, score };
  }
  return best?.option;
}
