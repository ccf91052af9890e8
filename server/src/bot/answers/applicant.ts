import type { GivenAnswer } from '@app/shared/contract';
import type { Degree } from './facts/degrees';
import type { LanguageLevel } from './facts/languages';
import type { PhoneNumber } from './facts/phone';
import type { Place } from './facts/place';

/** Everything the bot may answer from: the user's own data, nothing else. */
export interface Applicant {
  /** The user's email in this app (product §3 profile). */
  email: string;
  /** The email of the LinkedIn account the bot signs in with. */
  linkedinEmail: string;
  firstName: string;
  lastName: string;
  /** Additional Information; null when not given. A fresher has 0 and an empty current pay. */
  noticePeriodDays: number | null;
  currentPay: string | null;
  expectedPay: string | null;
  /** Custom question → answer pairs (Additional Information `data`). */
  custom: Record<string, string>;
  /** The default resume's text. */
  resumeText: string;
  /** Additional Information: the cover letter the user wrote ('' or absent: they have none). */
  coverLetter?: string;
  /** Additional Information: leave LinkedIn's "Follow <company>" ticked (the user opted in). */
  followCompanies: boolean;
  /** Additional Information: without a letter of their own, the server's model may word one (the user opted in). */
  writeCoverLetter?: boolean;
  /** Questions of `custom` the user answered under "Answers needed" (recorded with that source). */
  answeredWhenAsked: ReadonlySet<string>;
  /** What the data above states, typed, each with where it came from (see build-applicant.ts). */
  facts: ApplicantFacts;
}

/** A fact and where it came from. */
export interface Sourced<T> {
  value: T;
  source: AnswerSource;
}

/** The user's own answer to a question, kept under what the question means (see understand/). */
export interface OwnAnswer {
  question: string;
  text: string;
  source: AnswerSource;
}

export interface ApplicantFacts {
  place?: Sourced<Place>;
  phone?: Sourced<PhoneNumber>;
  links: { linkedin?: Sourced<string>; github?: Sourced<string>; website?: Sourced<string> };
  /** Total years of experience as stated ("9 years of experience"); never estimated from dates. */
  totalYears?: Sourced<number>;
  /** The job title the resume states ("Staff Software Engineer"). */
  title?: string;
  /** LinkedIn job functions those total years belong to, from the applicant's own title and words. */
  functions: string[];
  degrees: Array<Degree & { source: AnswerSource }>;
  languages: Record<string, Sourced<LanguageLevel>>;
  /** The user's custom answers and answers under "Answers needed", by the meaning of their question. */
  own: Record<string, OwnAnswer>;
}

/** typeahead: a combobox whose answer must be one of the suggestions LinkedIn shows while typing. */
type QuestionKind = 'text' | 'numeric' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'typeahead';

/** One field of an Easy Apply step, as the driver read it from the page. */
export interface FormQuestion {
  label: string;
  kind: QuestionKind;
  required: boolean;
  /** The choices of a select, radio group or checkbox group (the "Select an option" placeholder left out). */
  options: string[];
  /**
   * A numeric field that takes whole numbers only (LinkedIn: "Enter a whole number between 0 and
   * 99") — true, or false for a decimal field; unknown when left out, and then a figure like 1.5
   * is not typed (rounding it would be an answer the user did not give).
   */
  wholeNumber?: boolean;
  /** What LinkedIn filled in already (a pre-selected option, the account's last answer), if anything. */
  current?: string[];
  /** The help line under the label, where employers put units and formats ("in years", "digits only"). */
  description?: string;
  /** The field's placeholder ("e.g. 3.5", "City, Country"). */
  placeholder?: string;
  /** Validation and hint texts the page shows for the field ("Enter a decimal number larger than 0.0"). */
  hints?: string[];
  /** The input's `inputmode` ("numeric", "decimal", "tel", "email", "url"). */
  inputMode?: string;
  /** Bounds and step of a number field, from its attributes or its validation text. */
  min?: number;
  max?: number;
  step?: number;
}

export type AnswerSource = GivenAnswer['source'];

export type Answer =
  | { answered: true; source: AnswerSource; /** the text typed, or the option(s) chosen */ value: string[] | string }
  | { answered: false; reason: string };

/** The error_message of an application failed on a question the user's data does not answer. */
export const couldNotAnswerMessage = (question: string) =>
  `Could not answer: "${question}". Add it under Additional Information.`;

/** The error_message of an application failed on a typeahead none of whose suggestions is the answer. */
export const noSuggestionMessage = (question: string, answer: string) =>
  `Could not answer: "${question}". None of LinkedIn's suggestions matches your answer "${answer}".`;
