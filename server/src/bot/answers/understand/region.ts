import { plainText, regionsIn } from '../facts/region';
import type { Rule } from './rule';
import { asksYesNo } from './rule';

/**
 * Where the applicant lives by world region: "Are you based in Europe?", or a choice of regions
 * ("North or South America", "Europe", "Other").
 */
export const regionRule: Rule = (question, text) => {
  const label = text.label;
  if (asksYesNo(question, label)) {
    if (!/\byou (are |re |currently )*(live|living|located|based|reside|residing|in)\b/.test(label)) return undefined;
    // "Do you reside outside the EU?": the other way round, which living in a region does not say as asked.
    if (/\boutside\b/.test(label)) return undefined;
    // Read as written: the canonical country names would make "North America" the United States.
    const regions = regionsIn(plainText(question.label));
    return regions.length > 0 ? { kind: 'region', regions } : undefined;
  }
  if (question.options.length < 2 || !/\b(where|region|located|based|continent|geography|geographic|geo)\b/.test(label))
    return undefined;
  // Every option a region, or "Other": a choice of where one lives.
  const readable = question.options.every(
    (option) => regionsIn(plainText(option)).length === 1 || /^\s*other\b/i.test(option),
  );
  return readable ? { kind: 'region', regions: [] } : undefined;
};
