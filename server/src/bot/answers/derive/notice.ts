import type { Applicant, FormQuestion } from '../applicant';
import { chooseDuration } from '../options-by-meaning';
import { asksFigure } from './asks-figure';
import { normaliseQuestion } from '../normalise';
import { plainSpan, vagueSpan } from '../understand/notice';
import { yes, no, type Found } from './found';

/**
 * Days as saved; weeks or months when the question asks for those (rounded up, so never short);
 * the option meaning it ("1 month" for 30 days); yes / no to "Can you join within 30 days?".
 */
export function noticeAnswer(question: FormQuestion, said: string, applicant: Applicant): Found {
  const days = applicant.noticePeriodDays;
  if (days === null) return undefined;
  // "… within 1 month from the offer date": counted from the offer, as any span to join is.
  // "≤ 1 month", "< 30 days", ">= 2 months": the signs normalising drops, in words.
  const signed =
    /[<>≤≥]/.test(question.label) && normaliseQuestion(question.label) === said
      ? normaliseQuestion(
          question.label
            .replace(/≤|<=|=</g, ' at most ')
            .replace(/≥|>=|=>/g, ' at least ')
            .replace(/</g, ' less than ')
            .replace(/>/g, ' more than '),
        )
      : said;
  let label = plainSpan(signed)
    .replace(/\b(from|of) (the )?(offer|selection) date\b/, 'of the offer')
    .replace(/\b(from|of) the date of (the |an )?(offer|selection|joining offer)\b/, 'of the offer');
  // "1.5 months": the normalised text splits the figure ("1 5 months"); it is 45 days. A part of a day is asked.
  for (const [, whole, part, unit] of question.label.matchAll(/\b(\d+)\.(\d+)\s*(day|week|month)s?\b/gi)) {
    const inDays = Number(`${whole}.${part}`) * UNIT_DAYS[unit!.toLowerCase() as keyof typeof UNIT_DAYS];
    if (!Number.isInteger(inDays)) return undefined;
    label = label.replace(new RegExp(`\\b${whole} ${part} ${unit!.toLowerCase()}`), `${inDays} day`);
  }
  // "Are you serving your notice?", "Is it negotiable?", the shortest it could be, what is left of it
  // or the last working day: not what the saved number says.
  if (
    /\b(serving|negotiable|buy ?out|buying out|bought out|served|reduce|reduced|early release|minimum|shortest|earliest|remain\w*|left|last working day|lwd|date)\b/.test(
      label,
    )
  ) {
    // What is left of no notice is none; of any other, it depends on when it was given.
    const remaining =
      /\b(remain\w*|left)\b/.test(label) && !/\b(serving|served|last working day|lwd|date)\b/.test(label);
    return remaining && days === 0 && question.options.length === 0
      ? { text: '0', source: 'extra_information' }
      : undefined;
  }
  // "Next week", "on short notice": yes for a notice surely within it, no for one surely beyond.
  const vague = vagueSpan(label);
  if (vague)
    return days <= vague.within ? yes('extra_information') : days >= vague.beyond ? no('extra_information') : undefined;
  // "Within the next 1 to 2 weeks": by the end of the span, its larger figure.
  const within =
    /\bwithin (?:the )?(?:next )?(?:\d+ (?:to |or )?)?(\d+) (day|week|month)/.exec(label) ??
    // "Can you join in 30 days?": by then, as "within".
    /\b(?:join|start|begin|onboard|available)\w*(?: us)?(?: work| working| with us| the role| the job| this role| this job| the position| this position| a new role| a new job)? in (?:the )?(?:next )?(?:\d+ (?:to |or )?)?(\d+) (day|week|month)/.exec(
      label,
    ) ??
    // "Can you join with 1 month notice?": given that much notice, which is a start by then.
    /\b(?:join|start)\w*(?: us)? (?:with|on|at) (?:a |an )?(\d+) (day|week|month)s?(?: s)? notice(?: period)?$/.exec(
      label,
    ) ??
    // "Can you join with a notice of one month?": the same, the figure after.
    /\b(?:join|start)\w*(?: us)? with (?:a |an )?notice(?: period)? of (\d+) (day|week|month)s?$/.exec(label) ??
    // "Could you start 2 weeks from now?": by then.
    /\b(?:join|start|begin|onboard)\w*(?: us)? (\d+) (day|week|month)s? from (?:now|today)\b/.exec(label);
  if (within) {
    const limit = Number(within[1]) * { day: 1, week: 7, month: 30 }[within[2] as 'day' | 'week' | 'month'];
    return days <= limit ? yes('extra_information') : no('extra_information');
  }
  // "Is your notice period 30 days or less?", "… less than 60 days?": a limit asked as yes / no.
  // "Notice period less than 2 months?": the same, put as a phrase.
  const limit =
    /^(is|are|do|does|can|could|will|would)\b|^notice period (is |of )?(less|fewer|more|longer|under|over|below|above|shorter|greater|up to|upto|at most|no more|within|\d)/.test(
      label,
    )
      ? noticeLimit(label)
      : undefined;
  if (limit) {
    const within = limit.strict ? days < limit.days : days <= limit.days;
    // "Is your notice period more than 30 days?": yes where it is not within the figure.
    return within !== (limit.longer ?? false) ? yes('extra_information') : no('extra_information');
  }
  // "Is your notice period zero?", "Can you join without any notice period?": none at all.
  if (
    /^(is|are) your (current )?notice( period)? (zero|nil|none|0)$|^do you have (a )?(zero|0|no|nil) (days )?notice( period)?$|^(can|could|will|would|are) you\b.*\b(join|start|begin|come on board|onboard)\w*( us)? (without (any |a )?notice( period)?|with (zero|0|no|nil) (days )?notice( period)?)$/.test(
      label,
    )
  )
    return days === 0 ? yes('extra_information') : no('extra_information');
  // "Is your notice period 90 days?", "Do you have a 30 days notice period?": that period exactly.
  const exactly = /^(is|do|does)\b.*\bnotice\b/.test(label)
    ? /^(?:is your (?:current )?notice(?: period)? (\d+) (day|week|month)s?|do you have (?:a |an )?(\d+) (day|week|month)s? (?:of )?notice(?: period)?)$/.exec(
        label,
      )
    : null;
  if (exactly) {
    const figure = Number(exactly[1] ?? exactly[3]) * UNIT_DAYS[(exactly[2] ?? exactly[4]) as keyof typeof UNIT_DAYS];
    return days === figure ? yes('extra_information') : no('extra_information');
  }
  // "Do you have a notice period of 3 months?", "Are you on a 60 day notice?": one figure said of
  // the notice period, with no limit or start around it, asks whether it is that long.
  const period = periodNamed(label);
  if (period !== undefined) {
    // "Do you need to give two weeks' notice?" asks whether the notice owed is (at least) that: for a
    // longer one, a yes would say two weeks and a no none at all. Which the user means is theirs.
    if (days > period && /\b(need|have|required|obliged|bound|expected) to (give|serve|provide)\b/.test(label))
      return undefined;
    return days === period ? yes('extra_information') : no('extra_information');
  }
  // "Do you have a notice period?", "Do you need to serve any notice?": whether there is one at all.
  if (
    /^((do|will|would) you (currently )?(have|need to serve|need to give|need to provide|have to serve|have to give|have to provide)( your (current |present )?employer)?|are you (currently )?(required|obliged|bound) to (serve|give|provide)|are you (currently )?(bound by|subject to)|is there) (a |an |any )?(official |formal |contractual |mandatory |existing )?notice( period)?( to serve| you (must|need to|have to) serve)?( (with|to|at|in|for) (your|the) (current |present |existing )?(employer|company|organi[sz]ation|job|role|position|contract))?$/.test(
      label,
    ) ||
    // "Does your current employer require a notice period?", "Would your employer require you to serve notice?"
    /^(does|do|would|will) your (current |present |existing )?(employer|company|organi[sz]ation|job|role|contract) (require|need|expect) (you to (serve|give|provide) )?(a |an |any )?notice( period)?$/.test(
      label,
    )
  )
    return days > 0 ? yes('extra_information') : no('extra_information');
  if (question.options.length > 0) {
    const option = chooseDuration(days, question.options);
    return option ? { text: option, source: 'extra_information' } : undefined;
  }
  // Weeks or months only when the days make a whole number of them: 14 days is 2 weeks, 30 days
  // is 1 month, but 14 days in months is a figure the user did not give.
  // The unit asked is one named without a figure ("in weeks", "how many days"): "we can wait up
  // to 2 weeks" quotes the employer's figure, and leaves the unit of the answer open.
  const asked = label.replace(/\b\d+ (to \d+ )?(days?|weeks?|months?)\b/g, ' ');
  const unit = /\bweeks?\b/.test(asked) ? 7 : /\bmonths?\b/.test(asked) ? 30 : 1;
  if (days % unit !== 0) return undefined;
  const amount = String(days / unit);
  const unitNamed = unit !== 1 || /\bdays?\b/.test(asked);
  const bare = question.kind === 'numeric' || unitNamed || asksFigure(question);
  return { text: bare ? amount : `${amount} days`, source: 'extra_information' };
}

const UNIT_DAYS = { day: 1, week: 7, month: 30 } as const;

/** A limit on the notice a yes / no question sets: "30 days or less", "less than 2 months", "at most 2 weeks". */
function noticeLimit(label: string): { days: number; strict: boolean; longer?: boolean } | undefined {
  // "More than 30 days", "30 days or more": a notice longer than the figure (the limit it exceeds).
  // "Not more than 30 days" is a limit it stays within (below), never one it exceeds.
  const over =
    /(?<!\b(not|no|does not|do not|doesn t|don t) )\b(more than|longer than|over|above|greater than|exceeding|exceeds?|in excess of) (\d+) (day|week|month)s?\b/.exec(
      label,
    );
  if (over)
    return { days: Number(over[3]) * UNIT_DAYS[over[4] as keyof typeof UNIT_DAYS], strict: false, longer: true };
  const orMore = /\b(\d+) (day|week|month)s? or (more|longer|above)\b/.exec(label);
  if (orMore)
    return { days: Number(orMore[1]) * UNIT_DAYS[orMore[2] as keyof typeof UNIT_DAYS], strict: true, longer: true };
  // "At least 30 days": a notice as long or longer.
  const least = /\bat least (\d+) (day|week|month)s?\b/.exec(label);
  if (least)
    return { days: Number(least[1]) * UNIT_DAYS[least[2] as keyof typeof UNIT_DAYS], strict: true, longer: true };
  const orEqual = /\bless than or equal to (\d+) (day|week|month)s?\b/.exec(label);
  if (orEqual) return { days: Number(orEqual[1]) * UNIT_DAYS[orEqual[2] as keyof typeof UNIT_DAYS], strict: false };
  const orLess = /\b(\d+) (day|week|month)s? or (less|fewer|under|below)\b/.exec(label);
  if (orLess) return { days: Number(orLess[1]) * UNIT_DAYS[orLess[2] as keyof typeof UNIT_DAYS], strict: false };
  const under = /\b(less than|fewer than|under|below|shorter than) (\d+) (day|week|month)s?\b/.exec(label);
  if (under) return { days: Number(under[2]) * UNIT_DAYS[under[3] as keyof typeof UNIT_DAYS], strict: true };
  const most =
    /\b(up to|upto|at most|(?:no|not) (?:more|longer|greater) than|not (?:over|above|exceeding)|(?:does |do )?not exceed|doesn t exceed|don t exceed|maximum of|max) (\d+) (day|week|month)s?\b/.exec(
      label,
    );
  if (most) return { days: Number(most[2]) * UNIT_DAYS[most[3] as keyof typeof UNIT_DAYS], strict: false };
  // "An immediate joiner (0-15 days)": the span defines it, up to its larger figure.
  const span =
    /\b(?:immediate(?:ly)?|right away|straight away|straightaway|at once|asap)\b.*\b(?:\d+ (?:to )?)?(\d+) (day|week|month)s?\b/.exec(
      label,
    );
  if (span) return { days: Number(span[1]) * UNIT_DAYS[span[2] as keyof typeof UNIT_DAYS], strict: false };
  return undefined;
}

/** The one notice period a yes / no question names as the user's, in days; undefined for any other shape. */
function periodNamed(label: string): number | undefined {
  if (!/^(is|are|do|does)\b/.test(label) || !/\bnotice\b/.test(label)) return undefined;
  if (!/\b(your|you)\b/.test(label)) return undefined;
  if (
    /\b(join|start|or|within|by|before|after|than|can|could|will|would|if|least|most|up to|upto|maximum|minimum|accept|okay|ok|fine|willing|exceed\w*|under|over|below|above)\b/.test(
      label,
    )
  )
    return undefined;
  const figures = [...label.matchAll(/\b(\d+) (day|week|month)s?\b/g)];
  if (figures.length !== 1) return undefined;
  return Number(figures[0]![1]) * UNIT_DAYS[figures[0]![2] as keyof typeof UNIT_DAYS];
}
