// Plain values, no zod: pages import this for their first render.

import type { GivenAnswer } from './job-applications';

/** The "My data" page: everything the bot may say about the user (product §2.14). */
export const MY_DATA_PATH = '/my-data';

/** The sections of the My data page, as their anchors. */
export const MY_DATA_SECTIONS = {
  resumes: 'resumes',
  additionalInformation: 'additional-information',
  answers: 'your-answers',
} as const;

/**
 * The anchor of one of the user's own answers on the My data page: the same for every spelling of
 * its question that the server takes as the same (case, spacing, a trailing "?" or ":").
 */
export function myDataAnswerAnchor(question: string): string {
  const slug = question
    .toLowerCase()
    .replace(/[\s?:*.]+$/, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `answer-${slug}`;
}

/**
 * Where on the My data page the data behind an answer the bot gave is kept, or null when it is not
 * kept there (the profile, the LinkedIn account, what LinkedIn filled in itself).
 */
export function myDataLink(source: GivenAnswer['source'], question: string): string | null {
  switch (source) {
    case 'resume':
      return `${MY_DATA_PATH}#${MY_DATA_SECTIONS.resumes}`;
    case 'extra_information':
      return `${MY_DATA_PATH}#${MY_DATA_SECTIONS.additionalInformation}`;
    case 'custom_information':
    case 'answers_needed':
      return `${MY_DATA_PATH}#${myDataAnswerAnchor(question)}`;
    case 'llm':
      return MY_DATA_PATH;
    default:
      return null;
  }
}
