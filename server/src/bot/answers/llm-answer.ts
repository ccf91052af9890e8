import type { Answer, Applicant, FormQuestion } from './applicant';
import { fit } from './answer-question';
import { askChatModel, type LlmSettings } from './llm-chat';

const UNKNOWN = 'UNKNOWN';

const INSTRUCTIONS = [
  "You fill in one question of a job application form for the applicant, using ONLY the applicant's data given.",
  `If the data does not state the answer, reply exactly ${UNKNOWN}. Never estimate, infer or invent: no years, dates, numbers or facts that are not written in the data.`,
  'Reply with the answer only, no explanation. For a question with options, reply with one option exactly as written (for checkboxes, the chosen options separated by commas).',
].join('\n');

/**
 * The last resort for a question the answer engine could not answer (off unless LLM_BASE_URL and
 * LLM_MODEL are set): asks an OpenAI-compatible chat model to find the answer in the user's own
 * data. "UNKNOWN", an empty reply, an answer that is none of the options, or any failure of the
 * service is not an answer; the application then fails on the question as without the LLM.
 */
export function createLlmAnswerer(settings: LlmSettings) {
  return async (question: FormQuestion, applicant: Applicant): Promise<Answer> => {
    const data = {
      resume: applicant.resumeText,
      custom_answers: applicant.custom,
      notice_period_days: applicant.noticePeriodDays,
      current_pay: applicant.currentPay,
      expected_pay: applicant.expectedPay,
      name: `${applicant.firstName} ${applicant.lastName}`,
      email: applicant.linkedinEmail || applicant.email,
    };
    const form = { question: question.label, kind: question.kind, options: question.options };
    const reply = await askChatModel(
      settings,
      INSTRUCTIONS,
      `Applicant's data:\n${JSON.stringify(data)}\n\nForm field:\n${JSON.stringify(form)}`,
    );
    if (!reply.ok) return { answered: false, reason: reply.reason };
    if (reply.text === '' || reply.text.replace(/[.\s]/g, '').toUpperCase() === UNKNOWN) {
      return { answered: false, reason: 'the LLM found no answer in the data' };
    }
    return fit(question, { text: reply.text, source: 'llm' });
  };
}
