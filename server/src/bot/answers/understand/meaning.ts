import type { NamedPlace } from '../facts/geo';
import type { PayQuestion } from '../money';
import type { Topic } from '../templates';
import type { Level } from '../templates/education';

/**
 * What a question asks, apart from its wording: which fact, about what, in which unit and shape.
 * Two questions with the same meaning are answered from the same fact; a user's answer to one
 * answers the other (see meaningKey).
 */
export type Meaning =
  | { kind: 'phone-country' }
  | { kind: 'pay'; pay: PayQuestion }
  | { kind: 'topic'; topic: Topic }
  /** "A Bachelor's degree in Computer Science (or a related field)?" */
  | {
      kind: 'degree-subject';
      level?: Level;
      subject: string;
      related: boolean;
      degreeKind?: string;
      /** "… from a top-tier university": the school's rank, which only a no (no such degree at all) settles. */
      rankedSchool?: boolean;
      /** "… or equivalent practical experience": another way to meet it, which only a yes (the degree held) settles. */
      orElse?: boolean;
      /** "In a technical field such as …": the subjects are examples, so only a yes, or too low a level, settles it. */
      examples?: boolean;
      /** "Is your highest degree in …?": the subject of the highest degree held only. */
      highest?: boolean;
      /** "Is your Bachelor's degree in …?": the degree of exactly the level named, not a higher one. */
      ofLevel?: boolean;
    }
  | { kind: 'contact'; field: 'email' | 'phone' | 'first-name' | 'last-name' | 'full-name'; international?: boolean }
  /** Where the applicant lives; `place` set: "Are you based in <place>?" (yes / no). */
  | { kind: 'location'; part: 'city' | 'country' | 'region' | 'city-country' | 'city-region'; place?: string }
  /** With `has`, whether the user has one (a yes / no), not the link itself. */
  | { kind: 'link'; site: 'linkedin' | 'github' | 'website'; has?: true }
  /** Living in, commuting to or working at a named place: decided by where the applicant lives. */
  | {
      kind: 'near-place';
      places: NamedPlace[];
      ask: 'lives' | 'commute' | 'work-there';
      withinKm?: number;
      /** "… or could you commute there?": another way to meet the question, which living far does not rule out. */
      orElse?: boolean;
      /** "… or are you willing to move?": the other way is relocating, which the user's answer about it decides. */
      orRelocate?: boolean;
      /** Working there in a way named ("hybrid in Pune", "on site in Austin", remotely from India): the user's answer about it decides near home. */
      mode?: 'hybrid' | 'onsite' | 'remote';
      /** Places only some count in the region named ("US-PA" for the East Coast): living there is asked. */
      edge?: string[];
      /** "Do you live outside India?": living anywhere but the countries named. */
      outside?: boolean;
      /** "In Chicago or New York": one of several places, so the job may be at another than the one near home. */
      several?: boolean;
      /** "Are you within commuting distance of X?": how far the user lives, which living there is within. */
      distance?: boolean;
      /** "Are you comfortable working in Pune?": working in a city, no setting, hours or terms named. */
      plainly?: boolean;
    }
  | { kind: 'notice' }
  /** Living in a world region (its countries); no regions: a choice of regions offered as options. */
  | { kind: 'region'; regions: string[][] }
  /** Living within `hours` of a time zone (its standard UTC offset); [0, 0]: in that zone. */
  | { kind: 'time-zone'; zones: number[]; hours: [number, number] }
  /** "Time zone" offered as options ("IST", "GMT+5:30", "Central"): the applicant's own. */
  | { kind: 'time-zone-choice' }
  | {
      kind: 'experience';
      about: ExperienceSubject;
      unit: 'years' | 'months';
      /** "at least N years", "N+ years": the threshold a yes/no question sets, in years. */
      minimum?: number;
      /** "5-8 years": the band's top, which more years may not meet (then asked). */
      maximum?: number;
      yesNo: boolean;
    }
  /** The languages the applicant speaks, as a list; `other`: besides English. */
  | { kind: 'languages'; other: boolean }
  /** The school, grade average or degree name of the applicant's degree. */
  | {
      kind: 'education-fact';
      fact: 'school' | 'gpa' | 'graduated' | 'name' | 'school-group';
      /** "Are you an IIT graduate?": the groups of schools named (facts/school-groups.ts). */
      groups?: string[];
      /** "A premier institute like IIT or NIT": the groups are examples, so only a yes settles it. */
      examples?: boolean;
    }
  /** The year the applicant graduated; with `years`, whether it is one of those (a yes / no). */
  | {
      kind: 'graduation-year';
      years?: number[];
      /** The degree whose year is asked ("your Bachelor's"), or the highest one; none: the one degree held. */
      level?: Level;
      highest?: true;
      /** "Your most recent degree": the one completed last. */
      latest?: true;
    }
  /** "Work authorization status" offered as options (citizen, green card, needs sponsorship…). */
  | { kind: 'authorization-status' }
  | { kind: 'consent' };

/** A skill (normalised, aliases as one token), a LinkedIn job function, or the total. */
export type ExperienceSubject = { skill: string } | { function: string } | { role: string } | { total: true };

/** A question as the rules read it: its normalised label, and the label with everything around it. */
export interface QuestionText {
  /** normaliseQuestion(label) */
  label: string;
  /** The label, help line, placeholder and hints, normalised: where units and formats are said. */
  all: string;
}

/**
 * The key a user's answer is kept under: the same fact about the same thing, whatever the unit
 * or shape asked ("How many years of Rust?" and "Do you have 2+ years of Rust?" share one).
 * Undefined for meanings whose answers do not carry over (consents, pay: see money.ts).
 */
export function meaningKey(meaning: Meaning): string | undefined {
  switch (meaning.kind) {
    case 'contact':
      return `contact:${meaning.field}`;
    case 'location':
      return meaning.place ? undefined : `location:${meaning.part}`;
    case 'link':
      // A yes to having a profile is not the link.
      return meaning.has ? `link:${meaning.site}:has` : `link:${meaning.site}`;
    case 'graduation-year':
      return meaning.years
        ? undefined
        : `graduation-year${meaning.level ? `:${meaning.level}` : meaning.highest ? ':highest' : meaning.latest ? ':latest' : ''}`;
    case 'notice':
      return 'notice';
    case 'experience': {
      const about = meaning.about;
      if ('skill' in about) return `experience:skill:${about.skill}`;
      if ('function' in about) return `experience:function:${about.function}`;
      if ('role' in about) return `experience:role:${about.role}`;
      return 'experience:total';
    }
    case 'degree-subject':
      return `degree:${meaning.level ?? 'any'}:${meaning.subject}${meaning.related ? ':related' : ''}${meaning.rankedSchool ? ':ranked' : ''}${meaning.orElse ? ':or-else' : ''}${meaning.highest ? ':highest' : ''}${meaning.examples ? ':examples' : ''}${meaning.ofLevel ? ':of-level' : ''}`;
    default:
      return undefined;
  }
}
