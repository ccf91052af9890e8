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
  // "Is your time zone IST?", "Is your current timezone Eastern?": the applicant's zone, named.
  const yours = /^is your (current |present )?(time ?zone|timezone) (.+)$/.exec(label);
  if (yours) {
    const zones = zonesNamed(yours[3]!);
    return zones === undefined ? undefined : { kind: 'time-zone', zones, hours: [0, 0] };
  }
  if (!/\byou (are |re |currently )*(live|living|located|based|reside|residing|in)\b/.test(label)) return undefined;
  // "Are you based in CST?", "Are you in EST/CST?": zones by their abbreviations alone (a word such
  // as "Central" alone may be a part of a country: "Central India").
  const abbreviated =
    /\byou (?:are |re |currently )*(?:live|living|located|based|reside|residing|in)(?: in)? (?:the )?([a-z ]+?)$/.exec(
      label,
    );
  if (abbreviated && abbreviated[1]!.split(/ (?:or |and )?/).every((word) => ZONE_ABBREVIATIONS.test(word))) {
    const zones = zonesNamed(abbreviated[1]!);
    if (zones) return { kind: 'time-zone', zones, hours: [0, 0] };
  }
  // The label is normalised: "2-3 hours" reads "2 3 hours".
  const within = /\bwithin (\d+)(?: (?:to |or )?(\d+))? hours? of (.+)$/.exec(label);
  if (within) {
    const zones = zonesNamed(within[3]!);
    if (zones === undefined) return undefined;
    return { kind: 'time-zone', zones, hours: [Number(within[1]), Number(within[2] ?? within[1])] };
  }
  const inZone = /\bin (?:the |one of the |either )?(.+?) (?:time ?zones?|times?)\b/.exec(label);
  const zones = inZone ? zonesNamed(inZone[1]!) : undefined;
  return zones === undefined ? undefined : { kind: 'time-zone', zones, hours: [0, 0] };
};

/** Zones written as their abbreviation only; never two letters ("CT", "MT", "PT" are also states and a country). */
const ZONE_ABBREVIATIONS = /^(est|cst|mst|pst|gmt|utc|ist|cet)$/;

/**
 * "Central or Eastern", "EST/CST", "Pacific, Mountain and Central": each zone named (any one of them
 * will do); undefined when one of them is not read, since it may be the applicant's.
 */
function zonesNamed(text: string): number[] | undefined {
  const parts = text.split(/\s*(?:,|\/|\bor\b|\band\b|&)\s*/).filter(Boolean);
  // "pst mst": the label is normalised, so a slash between two abbreviations reads as a space.
  const words = parts.flatMap((part) =>
    part.split(' ').every((w) => zoneOffset(w) !== undefined) ? part.split(' ') : [part],
  );
  const zones = words.map((part) => zoneOffset(part));
  return zones.length > 0 && zones.every((z) => z !== undefined) ? (zones as number[]) : undefined;
}
