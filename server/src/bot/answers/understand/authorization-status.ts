import type { Rule } from './rule';

/** "What is your work authorization status?" with options: citizen, permanent resident, needs sponsorship… */
export const authorizationStatusRule: Rule = (question, text) =>
  /\b(work )?authori[sz]ation status\b|\bvisa status\b|\bimmigration status\b/.test(text.label) &&
  question.options.length > 1
    ? { kind: 'authorization-status' }
    : undefined;
