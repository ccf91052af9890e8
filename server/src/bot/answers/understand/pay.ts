import { payQuestion } from '../money';
import type { Rule } from './rule';

/** Expected or current pay, with the currency, period and scale the question names (money.ts). */
export const payRule: Rule = (question, text) => {
  // The currency or period may stand in the help line or placeholder ("Amount in USD per year").
  const around = [question.label, question.description, question.placeholder, ...(question.hints ?? [])];
  const pay = payQuestion(text.label, around.filter(Boolean).join(' '));
  if (!pay) return undefined;
  // Total compensation (salary with bonus and equity), a day or week rate, or pay on a contract's
  // terms: no figure the user gave, but none at all for someone with no pay (derive/pay.ts).
  const otherThanSalary =
    /\btotal (compensation|comp|package|rewards?)\b|\bon target earnings\b|\bote\b|\b(daily|weekly|day|week) rate\b|\bper (day|week)\b|\b(contract|contractor|freelance|freelancing|freelancer|consulting|consultant|c2c|1099|w2)\b/.test(
      text.label,
    );
  return { kind: 'pay', pay: otherThanSalary ? { ...pay, otherThanSalary } : pay };
};
