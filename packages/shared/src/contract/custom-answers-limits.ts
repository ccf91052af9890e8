// Plain values, no zod: pages import this for their first render, which must not wait for zod
// (the schemas come after the first paint).

/** How many custom answers a user may keep, and how long each side may be. */
export const CUSTOM_ANSWERS_LIMITS = { questions: 200, questionLength: 500, answerLength: 2000 } as const;
