import { payQuestion } from '../money';
import type { Rule } from './rule';

/** Expected or current pay, with the currency, period and scale the question names (money.ts). */
export const payRule: Rule = (question, text) => {
  // Total compensation (salary with bonus and equity), or a day or week rate: no figure the user gave.
  if (
    /\btotal (compensation|comp|package|rewards?)\b|\bon target earnings\b|\bote\b|\b(daily|weekly|day|week) rate\b|\bper (day|week)\b/.test(
      text.label,
    )
  )
    return undefined;
  const pay = payQuestion(text.label, question.label);
  return pay ? { kind: 'pay', pay } : undefined;
};
