import { payQuestion } from '../money';
import type { Rule } from './rule';

/** Expected or current pay, with the currency, period and scale the question names (money.ts). */
export const payRule: Rule = (question, text) => {
  const pay = payQuestion(text.label, question.label);
  return pay ? { kind: 'pay', pay } : undefined;
};
