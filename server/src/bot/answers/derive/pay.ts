import type { Answer, AnswerSource, Applicant, FormQuestion } from '../applicant';
import { amountAsked, chooseAmount, mismatch, parseMoney, payQuestion, type Money, type PayQuestion } from '../money';
import { normaliseQuestion } from '../normalise';
import { fit } from '../fit';
import { asksFigure } from './asks-figure';
import { customSource } from './found';

const isFresher = (a: Applicant) => a.noticePeriodDays === 0 && !a.currentPay;

/**
 * Pay from the figures the user gave: their own answers to pay questions (which may name a
 * currency: "Expected salary in USD" — "160000"), then Expected / Current Pay. The first figure in
 * the currency and period asked answers; none does → not answered (see money.ts).
 */
export function payAnswer(question: FormQuestion, asked: PayQuestion, applicant: Applicant): Answer {
  // Total compensation, a day rate, a contract's: only no pay at all answers it (0, below). Work of
  // one's own (freelance, contracts, consulting) may pay someone with no job: never 0 from that.
  const ownWork = /\b(contract\w*|freelanc\w*|consult\w*|c2c|1099|w2|gigs?|side)\b/.test(
    normaliseQuestion(question.label),
  );
  if (
    asked.otherThanSalary &&
    !(asked.which === 'current' && !applicant.currentPay && isFresher(applicant) && !ownWork)
  )
    return { answered: false, reason: 'the question asks for pay other than the salary you gave' };
  // The saved pay first: a question naming no currency gets the pay the user saved for every job.
  const saved = asked.which === 'expected' ? applicant.expectedPay : applicant.currentPay;
  const savedFigure = saved ? parseMoney(saved) : undefined;
  const figures: Array<Money & { source?: AnswerSource }> = savedFigure ? [savedFigure] : [];
  for (const [phrase, answer] of Object.entries(applicant.custom)) {
    const own = payQuestion(normaliseQuestion(phrase), phrase);
    if (own?.which !== asked.which) continue;
    const figure = parseMoney(answer);
    if (figure)
      figures.push({
        ...figure,
        currency: figure.currency ?? own.currency,
        period: figure.period ?? own.period,
        source: customSource(applicant, phrase),
      });
  }
  if (
    !savedFigure &&
    saved &&
    question.kind !== 'numeric' &&
    !asked.currency &&
    !asked.period &&
    question.options.length === 0
  ) {
    // A pay written in words ("between 50 and 60k") is typed as is where the form takes text.
    return { answered: true, source: 'extra_information', value: saved };
  }
  if (asked.which === 'current' && !applicant.currentPay && isFresher(applicant)) {
    return fit(question, { text: '0', source: 'extra_information' });
  }
  // Take-home, net or fixed-only pay is a part of the figure the user gave, which they did not split
  // ("fixed + variable" is the whole).
  // "CTC (not in-hand)", "including variable pay": the whole named against its part.
  // "CTC + variable", "Fixed + Var": a part added to the figure is the whole again. ".NET" is a
  // skill, and an offer "in hand" one already held, never a part of pay.
  const stripped = normaliseQuestion(
    question.label
      .replace(/\.net\b/gi, ' dotnet ')
      .replace(/\boffers? (?:letters? )?in[ -]?hand\b|\bin[ -]?hand offers?\b/gi, ' ')
      // "A fixed figure, not a range": how to write the amount, not fixed pay.
      .replace(/\bfixed (?:figure|number|amount|value|sum)\b|\b(?:fixed|negotiable) or (?:fixed|negotiable)\b/gi, ' ')
      .replace(/\s*\+\s*/g, ' plus '),
  ).replace(/\b(not|excluding|rather than|instead of|and not) (the )?(in ?hand|take ?home|net)\b/g, ' ');
  const wording = stripped.replace(
    /\b(including|inclusive of|incl|with|plus|and) (the |all |any )?(variable|var|bonus|bonuses|incentives?)( pay| component)?\b/g,
    ' total ',
  );
  // What is paid out (in hand, take-home, net) stays a part whatever is added to it ("in-hand plus bonus").
  if (
    (/\b(in ?hand|take ?home|net)\b/.test(stripped) && !/\b(total|overall|gross)\b/.test(stripped)) ||
    (/\b(fixed|variable)\b/.test(wording) &&
      !(/\bfixed\b/.test(wording) && /\b(variable|bonus|incentives?)\b/.test(wording)) &&
      !/\b(total|overall|gross)\b/.test(wording))
  )
    return { answered: false, reason: 'the question asks a part of your pay you did not give' };
  const reasons: string[] = [];
  for (const figure of figures) {
    const why = mismatch(asked, figure);
    if (why) {
      reasons.push(why);
      continue;
    }
    const source: AnswerSource = figure.source ?? 'extra_information';
    if (question.options.length > 0) {
      // A choice of amounts or ranges: the one holding the figure, never the nearest-worded one.
      const option = chooseAmount(figure, question.options, asked.orCurrencies ? figure.currency : asked.currency);
      return option
        ? { answered: true, source, value: option }
        : { answered: false, reason: 'none of the options clearly holds your pay' };
    }
    const scaled = (asked.inLakhs && figure.currency === 'INR') || asked.inThousands;
    const text =
      question.kind === 'numeric' || scaled || asksFigure(question) ? String(amountAsked(asked, figure)) : figure.text;
    return fit(question, { text, source });
  }
  return { answered: false, reason: reasons[0] ?? 'no matching information' };
}
