import type { Answer, Applicant, FormQuestion } from './applicant';
import { fit } from './answer-question';

export interface LlmSettings {
  /** An OpenAI-compatible API, e.g. https://api.openai.com/v1 or a local server's /v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
}

const UNKNOWN = 'UNKNOWN';
const TIMEOUT_MS = 20_000;

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
    let reply: string;
    try {
      const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey && { authorization: `Bearer ${settings.apiKey}` }),
        },
        body: JSON.stringify({
          model: settings.model,
          temperature: 0,
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            {
              role: 'user',
              content: `Applicant's data:\n${JSON.stringify(data)}\n\nForm field:\n${JSON.stringify(form)}`,
            },
          ],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return { answered: false, reason: `the LLM answered HTTP ${response.status}` };
      const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
      const content = body.choices?.[0]?.message?.content;
      reply = typeof content === 'string' ? content.trim() : '';
    } catch (error) {
      return { answered: false, reason: `the LLM could not be reached: ${(error as Error).message}` };
    }
    if (reply === '' || reply.replace(/[.\s]/g, '').toUpperCase() === UNKNOWN) {
      return { answered: false, reason: 'the LLM found no answer in the data' };
    }
    return fit(question, { text: reply, source: 'llm' });
  };
}
