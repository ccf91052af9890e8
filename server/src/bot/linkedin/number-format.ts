import { selectors } from './selectors';

/** What a number field's page says about it: its attributes and the texts shown for it. */
export interface NumberFieldClues {
  /** The input's type ("text" on LinkedIn, "number" on some forms). */
  type?: string;
  inputMode?: string;
  /** The raw min, max and step attributes. */
  min?: string;
  max?: string;
  step?: string;
  /** Validation and hint texts ("Enter a whole number between 0 and 99"). */
  hints: string[];
}

export interface NumberFormat {
  /** true: whole numbers only; false: decimals accepted; undefined: the page does not say. */
  wholeNumber?: boolean;
  min?: number;
  max?: number;
  step?: number;
}

const numberOf = (text: string | undefined) => {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * Whole vs decimal and the bounds, as the page states them: LinkedIn's validation text first
 * ("Enter a whole number between 0 and 99", "Enter a decimal number larger than 0.0"), then
 * `inputmode` ("numeric" / "decimal"), then `step` and type=number (whose default step is 1).
 * Bounds come from the attributes, else from the text. Nothing is assumed where the page is silent.
 */
export function numberFormatOf(clues: NumberFieldClues): NumberFormat {
  const rule = selectors.numberRule;
  const format: NumberFormat = {};
  const text = clues.hints.find((h) => rule.whole.test(h) || rule.decimal.test(h));
  const stepAttr = clues.step?.trim().toLowerCase();
  const step = numberOf(stepAttr);
  if (text) format.wholeNumber = rule.whole.test(text);
  else if (clues.inputMode === 'numeric') format.wholeNumber = true;
  else if (clues.inputMode === 'decimal') format.wholeNumber = false;
  else if (stepAttr === 'any') format.wholeNumber = false;
  else if (step !== undefined) format.wholeNumber = Number.isInteger(step);
  else if (clues.type === 'number') format.wholeNumber = true;
  if (step !== undefined) format.step = step;

  format.min = numberOf(clues.min);
  format.max = numberOf(clues.max);
  const bounds = clues.hints.join(' ');
  const between = rule.between.exec(bounds);
  if (between) {
    format.min ??= Number(between[1]);
    format.max ??= Number(between[2]);
  }
  format.min ??= numberOf(rule.atLeast.exec(bounds)?.[2]);
  format.max ??= numberOf(rule.atMost.exec(bounds)?.[2]);
  return Object.fromEntries(Object.entries(format).filter(([, v]) => v !== undefined)) as NumberFormat;
}

/** Whether `value` is a number the field's stated rule accepts (unknown rules accept any number). */
export function fitsNumberFormat(value: string, format: NumberFormat): boolean {
  const text = value.trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return false;
  const n = Number(text);
  if (format.wholeNumber && !Number.isInteger(n)) return false;
  if (format.min !== undefined && n < format.min) return false;
  if (format.max !== undefined && n > format.max) return false;
  return true;
}
