import { NOTICE_PAYMENT } from '../money';
import type { Rule } from './rule';

/**
 * A notice the employer gives (a privacy notice, the E-Verify notice, "notice of …") is no notice
 * period: the word names the applicant's notice only with "period", "your / current notice", a
 * notice served or bought out, or a delay in days, weeks or months.
 */
const EMPLOYERS_NOTICE =
  /\b(privacy|candidate|applicant|e verify|legal|data|fair chance|pay transparency|recruitment|collection|eeo) notice\b|\bnotice (of(?! \d+ (day|week|month)s?\b)|to(?! (your|the|my) (?:(?:current|present|existing|last) )?(employer|company|organi[sz]ation|manager|team)\b)|at(?! (least|most)\b)|on|regarding|about)\b|\b(read|understand|reviewed?)\b.*\bnotice\b/;
const NOTICE_PERIOD =
  /\bnotice (period|time)\b|\b(your|current|official|serving|served?) notice\b|\bnotice\b.*\b(days?|weeks?|months?|period|buy ?out|negotiable|long)\b|\bhow much notice\b|\b(need|have|required|obliged) to (give|serve) (a |any )?notice\b|\b(days?|weeks?|months?)( s)? (of )?notice\b|^notice$/;

/**
 * A span's limit in other words, as the readers below know it: "in max 1 month", "within a maximum of
 * 2 months", "in 1 month max" are within it; "in under 2 months" is in less than it; "one or two months"
 * is "1 or 2 months".
 */
export function plainSpan(label: string): string {
  return (
    label
      // "A one-month notice": a figure in words joined to its unit, which normalising leaves in words.
      .replace(/\b(one|two|three|four|five|six|eight|ten|twelve)(?= (day|week|month)s?\b)/g, (word) =>
        String(SMALL_NUMBERS.indexOf(word)),
      )
      .replace(/\b(\d+)(day|week|month)(s?)\b/g, '$1 $2$3')
      // "1 (one) month": the figure said twice.
      .replace(
        /\b(\d+) (\1|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|forty five|sixty|ninety) (day|week|month)/g,
        '$1 $3',
      )
      .replace(/\b(in|within) (about|around|approximately|roughly|nearly) (\d+)/g, '$1 $3')
      .replace(
        /\b(in|within) (a )?(max|maximum|at most|at the most|not more than)( of)? (\d+) (day|week|month)/g,
        'within $5 $6',
      )
      .replace(/\b(in|within) (\d+) (day|week|month)(s?)( s)? (max|maximum|at most|at the most)\b/g, 'within $2 $3$4')
      .replace(/\bin under (\d+) (day|week|month)/g, 'in less than $1 $2')
      .replace(/\bone or (\d+) (day|week|month)/g, '1 or $1 $2')
  );
}

const SMALL_NUMBERS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');

/** "What is your notice period?", "Can you join within 30 days?" */
export const noticeRule: Rule = (_question, text) => {
  const label = plainSpan(text.label);
  // "Notice pay", "the amount to buy out your notice": money owed for the notice, not its length.
  if (NOTICE_PAYMENT.test(label)) return undefined;
  // "Is your notice period not at least 30 days?", "Are you not available within 2 weeks?", "no less
  // than 30 days": a limit put the other way round, which the readings of limits take the plain way.
  // ("Not more than", "not over", "does not exceed" are limits those readings know.)
  if (
    /^(is|are|do|does|can|could|will|would|have|has)\b/.test(label) &&
    (/\bnot\b(?! (more|longer|greater|over|above|exceeding|exceed)\b)|\bnever\b|\bunavailable\b|\bunable\b/.test(
      label,
    ) ||
      /\bno (less|fewer|shorter|sooner|earlier|later)\b/.test(label))
  )
    return undefined;
  if (/\bnotice\b/.test(label) && NOTICE_PERIOD.test(label) && !EMPLOYERS_NOTICE.test(label)) return { kind: 'notice' };
  // "Are you available to join without notice?": having none to give.
  if (
    /^(can|could|will|would|are)\b.*\b(join|start|begin|come on board|onboard)\w*( us)? (without (any |a )?notice( period)?|with (zero|0|no|nil) (days )?notice( period)?)$/.test(
      label,
    ) ||
    /^(does|do|would|will) your (current |present |existing )?(employer|company|organi[sz]ation|job|role|contract) (require|need|expect) (you to (serve|give|provide) )?(a |an |any )?notice( period)?$/.test(
      label,
    ) ||
    /^(do|will|would) you (need|have) to (give|provide|serve) (your (current |present )?employer )?(a |any )?notice\b/.test(
      label,
    )
  )
    return { kind: 'notice' };
  // "Can you start next week?", "… join on short notice?": a span in words (derive/notice.ts VAGUE_SPANS).
  // "Are you available from next week?": being available to work then, never for a call or an interview.
  if (
    (/^(can|could|would|will|are)\b.*\b(join|start|begin|commence|onboard|come on board|get started)\w*\b/.test(
      label,
    ) ||
      (/^((are|will|would) you (be )?)?(available|availability)\b/.test(label) &&
        !/\b(call|interview|meeting|chat|conversation|screening|discussion|test|assessment)\b/.test(label))) &&
    vagueSpan(label)
  )
    return { kind: 'notice' };
  // "Within 2 weeks", and "an immediate joiner (0-15 days)": a span the start must fall in.
  // "Relieved within 30 days": let go by the current employer, as Indian forms ask it.
  // "Are you available within a month?": to start, never for a call or an interview.
  if (
    /\b(call|interview|meeting|chat|conversation|screening|discussion|test|assessment|travel|shifts?|weekends?|overtime)\b/.test(
      label,
    )
  )
    return undefined;
  return /\b(join|start|begin|commence|joiner|reliev|availability|available|come on board|take up|(?:you|to) resume|report (?:for|to) (?:duty|work))\w*\b.*\bwithin (the )?(next )?\d+( (to |or )?\d+)? (day|week|month)|\b(join|start|begin|onboard|available)\w*( us)?( work| working| with us| the role| the job| this role| this job| the position| this position| a new role| a new job)? in (the )?(next )?\d+( (to |or )?\d+)? (day|week|month)s?( s)?( time| or less| or sooner| or fewer)?$|\b(join|start|begin|onboard)\w*( us)? \d+ (day|week|month)s? from (now|today)$|\bonboard\w* within \d+ (day|week|month)|\b(join|start|begin)\w*( us)? in (less|fewer) than \d+ (day|week|month)s?\b|\bimmediate (joiner|joining|start)\b.*\b\d+ (to )?(\d+ )?(day|week)s?\b|\b(join|start)\w* (immediately|right away|straight away|straightaway|at once|asap)\b.*\b\d+ (to )?\d+ (day|week)s?\b|^(do|would|will) you (need|require|take) (more|less|longer|fewer|over|under) (than )?\d+ (day|week|month)s? (to|before|until) (join|start|begin)|^(will|would|does|do) it take (you )?(more|less|longer|fewer|over|under) (than )?\d+ (day|week|month)s? (for you )?(to|before|until) (join|start|begin)/.test(
    label,
  )
    ? { kind: 'notice' }
    : undefined;
};

/**
 * Spans said in words, by the notice (in days) surely within them and the one surely beyond: "next
 * week" is at least 7 days away and at most 14; "short notice" no one reads as two months or more.
 */
const VAGUE_SPANS: Array<[RegExp, { within: number; beyond: number }]> = [
  [/\bnext week\b/, { within: 7, beyond: 15 }],
  [/\b(on|at|with) (a |very )?short notice\b/, { within: 7, beyond: 60 }],
  // Next month begins within a month and ends within two: 28 days' notice fits whenever it is asked.
  // The first days of next month are a date within the month ahead: only no notice surely fits.
  [/\b(1st|first|beginning|start|early)( day)? (of )?(the )?next month\b/, { within: 0, beyond: 32 }],
  [/\b(next|the coming|the following) month\b/, { within: 28, beyond: 62 }],
  // Tomorrow, this week: only with no notice to give; a notice of two days or a week is surely later.
  [/\btomorrow\b/, { within: 1, beyond: 2 }],
  // A few days, within days: a notice of two days surely; of two weeks, surely not.
  [/\b(in|within) (the )?(next )?(a )?few days\b|\bwithin days\b/, { within: 2, beyond: 14 }],
  [/\b(this|the current) week\b|\b(within|in) the week\b/, { within: 0, beyond: 7 }],
  // A weekday ("on Monday", "next Monday") is at most two weeks away; this month, at most a month.
  // ("Monday through Friday" names working days, not a start.)
  [
    /\b(on|from|by|next|this|coming) (monday|tuesday|wednesday|thursday|friday)\b(?! (to|through|thru|till|until|and|or)\b)/,
    { within: 0, beyond: 14 },
  ],
  [/\b(this|the current) month\b/, { within: 0, beyond: 31 }],
  // A couple of weeks: two, perhaps three; a month is more than that.
  [/\bin (a )?couple (of )?weeks\b/, { within: 14, beyond: 30 }],
  // A few weeks: three or so, never under two; three months is surely more.
  [/\b(in|within) (a )?few weeks\b/, { within: 14, beyond: 84 }],
  // A couple of months: two, perhaps three; a month surely fits, four do not.
  [/\b(in|within) (the )?(next )?(a )?couple (of )?months\b/, { within: 30, beyond: 120 }],
];

/** The span a start asked in words names, if any. */
export function vagueSpan(label: string): { within: number; beyond: number } | undefined {
  return VAGUE_SPANS.find(([pattern]) => pattern.test(label))?.[1];
}
