import { meaningfulWords, sameWord } from '../answers/text-similarity';

/** A posting scoring below this is not relevant (Relevant Jobs Only). */
export const RELEVANCE_THRESHOLD = 0.5;

/** Words every posting and resume use, which say nothing about whether the two fit. */
const GENERIC = new Set(
  (
    'experience experienced years year team teams work working role job company join looking skills skill ' +
    'strong ability able new good great including based within across help using use also well must ' +
    'about our all more other their them they one two three plus etc per very like time part full opportunity ' +
    'candidate candidates position apply application benefits environment responsibilities requirements ' +
    'knowledge understanding excellent communication days day remote office location salary'
  ).split(' '),
);

function keywords(text: string): Set<string> {
  return new Set(
    meaningfulWords(text)
      .filter((word) => word.length >= 3 && !GENERIC.has(word) && !/^\d+$/.test(word))
      .map((word) => word.replace(/(?<=[a-z]{3})s$/, '')),
  );
}

export interface RelevanceInput {
  title: string;
  description: string;
  /** The one search term (of the semicolon-separated list) that found the posting. */
  searchTerm: string;
  resumeText: string;
}

export interface Relevance {
  score: number;
  relevant: boolean;
  /** Why, in words a user reads (the not_relevant application's error_message). */
  reason: string;
}

/** Resume keywords found in a posting for it to count as a full match with the resume. */
const RESUME_FULL_MATCH = 8;

/**
 * How well a posting fits what the user searched for and what their resume says, from 0 to 1:
 * half from the search term (its words in the title; in the description only, half as much), half
 * from the resume (keywords it shares with the title and description, RESUME_FULL_MATCH or more
 * counting fully). Deterministic, so the reason can quote the figures.
 */
export function scoreRelevance(input: RelevanceInput): Relevance {
  const termWords = [...keywords(input.searchTerm)];
  const titleWords = [...keywords(input.title)];
  const postingWords = [...keywords(`${input.title}\n${input.description}`)];
  const inTitle = termWords.filter((w) => titleWords.some((t) => sameWord(w, t))).length;
  const inPosting = termWords.filter((w) => postingWords.some((t) => sameWord(w, t))).length;
  const termShare = termWords.length === 0 ? 0 : Math.max(inTitle, inPosting / 2) / termWords.length;

  const resumeWords = keywords(input.resumeText);
  const shared = postingWords.filter((w) => resumeWords.has(w));
  const resumeShare = Math.min(1, shared.length / RESUME_FULL_MATCH);

  const score = Math.round((termShare / 2 + resumeShare / 2) * 100) / 100;
  const relevant = score >= RELEVANCE_THRESHOLD;
  const sharedList = shared.slice(0, 5).join(', ');
  const reason =
    `Not relevant (score ${score.toFixed(2)}, needed ${RELEVANCE_THRESHOLD.toFixed(2)}): ` +
    `the title has ${inTitle} of ${termWords.length} words of "${input.searchTerm.trim()}", ` +
    `and the posting shares ${shared.length} keyword${shared.length === 1 ? '' : 's'} with your resume` +
    (shared.length > 0 ? ` (${sharedList}${shared.length > 5 ? ', …' : ''}).` : '.');
  return { score, relevant, reason };
}
