import type { Applicant } from './applicant';
import { askChatModel, type LlmSettings } from './llm-chat';

/** The posting a letter is for, as the bot read it. */
export interface LetterPosting {
  title: string;
  company: string;
  /** The posting's text, when the driver has it. */
  description?: string;
}

export type WrittenLetter = { written: true; text: string } | { written: false; reason: string };

const UNKNOWN = 'UNKNOWN';
/** product §4.13: a short letter; a reply far past it ignored the instructions and is not sent. */
const MAX_WORDS = 250;
const REFUSED_ABOVE_WORDS = 320;

const INSTRUCTIONS = [
  `You write a short cover letter (at most ${MAX_WORDS} words) for the applicant's application to the job posting given, using ONLY the applicant's data given and the posting.`,
  "Never invent, estimate or infer: no employers, job titles, degrees, certificates, skills, tools, languages, years, numbers, dates or achievements that are not written in the applicant's data. Say nothing about the company that the posting does not say.",
  'Do not mention pay, salary or notice period.',
  `If the data is too thin to write an honest letter, reply exactly ${UNKNOWN}.`,
  "Reply with the letter only, in plain text: no subject line, no placeholders such as [Company], signed with the applicant's name.",
].join('\n');

/**
 * Words a cover letter for a company form's cover letter field from the user's own data and the
 * posting (product §4.13), with the server's OpenAI-compatible model — used only when the user has
 * no letter of their own and switched this on. Pay and contact details are not sent: a letter has
 * no use for them. A reply is refused when the model said UNKNOWN or nothing, left a placeholder,
 * ran far past the length, or wrote a number that is in neither the data nor the posting (an
 * invented figure); the field is then left as without a model.
 */
export function createCoverLetterWriter(settings: LlmSettings) {
  return async (applicant: Applicant, posting: LetterPosting): Promise<WrittenLetter> => {
    const data = {
      name: `${applicant.firstName} ${applicant.lastName}`.trim(),
      resume: applicant.resumeText,
      answers: applicant.custom,
    };
    const job = { title: posting.title, company: posting.company, description: posting.description ?? '' };
    const source = `${JSON.stringify(data)}\n${JSON.stringify(job)}`;
    const reply = await askChatModel(
      settings,
      INSTRUCTIONS,
      `Applicant's data:\n${JSON.stringify(data)}\n\nJob posting:\n${JSON.stringify(job)}`,
    );
    if (!reply.ok) return { written: false, reason: reply.reason };
    const text = reply.text;
    if (text === '' || text.replace(/[.\s]/g, '').toUpperCase() === UNKNOWN)
      return { written: false, reason: 'the LLM found too little in the data for a letter' };
    if (/\[[^\]\n]{1,40}\]/.test(text)) return { written: false, reason: 'the LLM left a placeholder in the letter' };
    if (text.split(/\s+/).length > REFUSED_ABOVE_WORDS)
      return { written: false, reason: `the LLM wrote more than ${REFUSED_ABOVE_WORDS} words` };
    const invented = (text.match(/\d+(?:[.,]\d+)*/g) ?? []).find((figure) => !source.includes(figure));
    if (invented) return { written: false, reason: `the LLM wrote a figure not in the data: ${invented}` };
    return { written: true, text };
  };
}
