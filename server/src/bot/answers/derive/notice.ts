import type { Applicant, FormQuestion } from '../applicant';
import { chooseDuration } from '../options-by-meaning';
import { yes, no, type Found } from './found';

/**
 * Days as saved; weeks or months when the question asks for those (rounded up, so never short);
 * the option meaning it ("1 month" for 30 days); yes / no to "Can you join within 30 days?".
 */
export function noticeAnswer(question: FormQuestion, label: string, applicant: Applicant): Found {
  const days = applicant.noticePeriodDays;
  if (days === null) return undefined;
  // "Are you serving your notice?", "Is it negotiable?", the shortest it could be, what is left of it
  // or the last working day: not what the saved number says.
  if (
    /\b(serving|negotiable|buy ?out|served|reduce|reduced|early release|minimum|shortest|earliest|remaining|left|last working day|lwd|date)\b/.test(
      label,
    )
  )
    return undefined;
  // "Within the next 1 to 2 weeks": by the end of the span, its larger figure.
  const within = /\bwithin (?:the )?(?:next )?(?:\d+ to )?(\d+) (day|week|month)/.exec(label);
  if (within) {
    const limit = Number(within[1]) * { day: 1, week: 7, month: 30 }[within[2] as 'day' | 'week' | 'month'];
    return days <= limit ? yes('extra_information') : no('extra_information');
  }
  if (question.options.length > 0) {
    const option = chooseDuration(days, question.options);
    return option ? { text: option, source: 'extra_information' } : undefined;
  }
  // Weeks or months only when the days make a whole number of them: 14 days is 2 weeks, 30 days
  // is 1 month, but 14 days in months is a figure the user did not give.
  const unit = /\bweeks?\b/.test(label) ? 7 : /\bmonths?\b/.test(label) ? 30 : 1;
  if (days % unit !== 0) return undefined;
  const amount = String(days / unit);
  const unitNamed = unit !== 1 || /\bdays?\b/.test(label);
  return { text: question.kind === 'numeric' || unitNamed ? amount : `${amount} days`, source: 'extra_information' };
}
