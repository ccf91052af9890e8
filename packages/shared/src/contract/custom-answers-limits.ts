// Plain values, no zod: pages import this for their first render, which must not wait for zod
// (the schemas come after the first paint).

/** How many custom answers a user may keep, and how long each side may be. */
export const CUSTOM_ANSWERS_LIMITS = { questions: 200, questionLength: 500, answerLength: 2000 } as const;

/**
 * A custom answer's question as it is stored: trimmed, and cut to `questionLength` characters.
 * A posting may ask a longer question than anyone types; every path that stores one (Additional
 * Information, an answer under "Answers needed") stores it cut the same way, so a long question,
 * once answered, is saved again unchanged and never makes Additional Information unsavable.
 */
export function customAnswerQuestion(question: string): string {
  return question.trim().slice(0, CUSTOM_ANSWERS_LIMITS.questionLength).trimEnd();
}
