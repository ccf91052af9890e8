import { zoneOffset } from '../facts/time-zone';
import type { Rule } from './rule';
import { asksYesNo } from './rule';

/**
 * "Are you located within 3 hours of Eastern time?", "Do you live in the Pacific time zone?": where
 * the applicant lives against a time zone, as a yes / no.
 */
export const timeZoneRule: Rule = (question, text) => {
  const label = text.label;
  // "Time zone", "Which time zone are you in?" with zones as options: the applicant's own.
  if (
    question.options.length >= 2 &&
    /^(your |current |which |what |select your |in which )*(time ?zone|timezone)( are you (in|based in|located in))?$/.test(
      label,
    )
  )
    return { kind: 'time-zone-choice' };
  if (!asksYesNo(question, label)) return undefined;
  if (!/\byou (are |re |currently )*(live|living|located|based|reside|residing|in)\b/.test(label)) return undefined;
  // The label is normalised: "2-3 hours" reads "2 3 hours".
  const within = /\bwithin (\d+)(?: (?:to |or )?(\d+))? hours? of (.+)$/.exec(label);
  if (within) {
    const zone = zoneOffset(within[3]!);
    if (zone === undefined) return undefined;
    return { kind: 'time-zone', zone, hours: [Number(within[1]), Number(within[2] ?? within[1])] };
  }
  const inZone = /\bin (?:the )?(.+?) (?:time ?zone|time)\b/.exec(label);
  const zone = inZone ? zoneOffset(inZone[1]!) : undefined;
  return zone === undefined ? undefined : { kind: 'time-zone', zone, hours: [0, 0] };
};
