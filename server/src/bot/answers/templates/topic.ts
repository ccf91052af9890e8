/**
 * What a screening question asks, independent of its wording: LinkedIn's templates and the
 * common variants of each say one of these. The user's own questions are read the same way, so
 * "Will you require sponsorship?" answers "Will you now, or in the future, require sponsorship for
 * employment visa status (e.g. H-1B visa status)?": both are { family: 'sponsorship' }.
 */
export interface Topic {
  family:
    | 'work-authorization'
    | 'citizenship'
    | 'sponsorship'
    | 'relocation'
    | 'commute'
    | 'work-mode'
    | 'start-immediately'
    | 'start-date'
    | 'background-check'
    | 'drug-test'
    | 'drivers-license'
    | 'security-clearance'
    | 'education-completed'
    | 'education-highest'
    | 'language'
    | 'over-18'
    | 'self-application'
    | 'travel';
  /** The country, work mode, degree level or language the question is about, when it names one. */
  subject?: string;
  /** A work-authorization question that also rules out sponsorship ("… without sponsorship?"). */
  withoutSponsorship?: boolean;
  /** Relocating on a condition the user's answer does not speak to ("at your own expense"). */
  onCondition?: boolean;
  /** Of the family, but put so the user's answers do not settle it ("Do you not need sponsorship?", a visa transfer). */
  unsettled?: boolean;
  /** A degree "or equivalent experience", "… or currently pursuing it": another way to meet it, so only a yes decides. */
  orElse?: boolean;
}

/** The subject of a question about the country the applicant lives in, whichever it is. */
export const HOME = 'home country';

/** Reads one family of templates from a normalised question (see normaliseQuestion). */
export type TemplateReader = (normalised: string) => Topic | undefined;
