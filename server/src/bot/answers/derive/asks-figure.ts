import type { FormQuestion } from '../applicant';

/**
 * A text field that asks for a bare number ("numbers only", "please enter a number", an example
 * such as "e.g. 50000" or a placeholder of digits): the figure, not the words around it.
 */
export function asksFigure(question: FormQuestion): boolean {
  const around = [question.label, question.description, question.placeholder, ...(question.hints ?? [])].join(' ');
  return (
    /\b(numbers? only|in numbers|digits only|numeric( value)?( only)?|enter (a|the) (number|figure|amount))\b/i.test(
      around,
    ) ||
    /\b(e\.?\s?g\.?|example|for example)[:\s]*[$€£₹]?\s*\d[\d,]{3,}\b/i.test(around) ||
    // "If you expect 7 lakhs, type 700000": the figure to type is shown bare.
    /\b(enter|type|write|put|fill in)\s+[$€£₹]?\s*\d[\d,]{3,}(?![\d,]*\s*(?:k|lpa|lakhs?|lacs?|per|a|\/)\b)/i.test(
      around,
    ) ||
    /^\s*[$€£₹]?\s*\d[\d,]{3,}\s*$/.test(question.placeholder ?? '')
  );
}
