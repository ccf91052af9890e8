import type { Rule } from './rule';

/** "What is your notice period?", "Can you join within 30 days?" */
export const noticeRule: Rule = (_question, text) =>
  /\bnotice\b|\b(join|start)\b.*\bwithin \d+ (day|week|month)/.test(text.label) ? { kind: 'notice' } : undefined;
