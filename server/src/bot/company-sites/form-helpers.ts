import type { Frame, Locator, Page } from 'playwright-core';
import type { GivenAnswer } from '@app/shared/contract';
import { escapeRegExp } from '../escape-reg-exp';
import { pollPage } from '../linkedin/poll';
import type { FormQuestion } from '../answers/applicant';
import type { CompanyApplyInput, CompanyApplyResult } from './company-apply';
import { COVER_LETTER_LABEL, type CoverLetter } from './cover-letter';

// What the company-site drivers do alike: pick a place among a field's suggestions, and look at a
// page that may be navigating.

/** How long one look at a frame may take: a frame in the middle of a navigation does not answer. */
const LOOK_TIMEOUT_MS = 1_000;

/** What `look` answers, or `fallback` when its frame does not answer now (it is navigating): looked at again next poll. */
function lookNow<T>(look: Promise<T>, fallback: T): Promise<T> {
  const answered = look.catch(() => fallback);
  return Promise.race([answered, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), LOOK_TIMEOUT_MS))]);
}

/** Whether any frame of the page shows what `locate` finds (an embedded form's frame may be replaced). */
export async function anyFrameOf(page: Page, locate: (f: Frame) => Locator): Promise<boolean> {
  for (const f of page.frames()) if ((await lookNow(locate(f).count(), 0)) > 0) return true;
  return false;
}

/**
 * A place is chosen among the suggestions its field lists while typing: the first that begins with
 * the user's answer ("Berlin" → "Berlin, Berlin, Germany"), else the typed text stays. Answers what
 * the field holds.
 */
export async function choosePlace(scope: Locator, box: Locator, text: string): Promise<string> {
  await box.pressSequentially(text);
  const suggestion = scope
    .getByRole('option')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\b`, 'i') })
    .first();
  const shown = await suggestion.waitFor({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return text;
  const chosen = (await suggestion.innerText()).trim();
  await suggestion.click();
  return chosen;
}

/** How long a system has to show what it did with the application once it was sent. */
const OUTCOME_TIMEOUT_MS = 20_000;

/** What a driver looks for after sending the form, each look answering now (see lookNow). */
export interface OutcomeLooks {
  /** The system's own confirmation shows. */
  sent(): Promise<boolean>;
  /** What only the person can give, if the system asks for it now. */
  wall(): Promise<'captcha' | 'email_code' | undefined>;
  /** The system's refusal, in its words (empty while there is none). */
  errors(): Promise<string[]>;
  /** The system's answer that this person already applied to the posting, in its words (a system that says so). */
  alreadyApplied?(): Promise<string | undefined>;
}

/** Waits for the system's confirmation, its refusal or a wall; `unconfirmed` when none shows in time. */
export async function awaitOutcome(
  page: Page,
  answers: GivenAnswer[],
  looks: OutcomeLooks,
): Promise<CompanyApplyResult> {
  const result = await pollPage(
    page,
    async (): Promise<CompanyApplyResult | undefined> => {
      if (await looks.sent()) return { outcome: 'sent', answers };
      const wall = await looks.wall();
      if (wall) return { outcome: 'needs_you', wall };
      const already = looks.alreadyApplied && (await lookNow(looks.alreadyApplied(), undefined));
      if (already) return { outcome: 'already_applied', message: already, answers };
      const errors = await lookNow(looks.errors(), []);
      return errors.length > 0 ? { outcome: 'refused', message: errors.join(' '), answers } : undefined;
    },
    OUTCOME_TIMEOUT_MS,
  );
  return result ?? { outcome: 'unconfirmed', answers };
}

/** What every driver reads of a field before it answers it. */
export interface FieldRead {
  /** The label as a person reads it, without the required mark. */
  label: string;
  required: boolean;
  /** What it takes; 'file' is an upload: the resume gets the user's file, any other required one needs the user. */
  kind: string;
  /** Inside the voluntary self-identification section: left blank, the user has not chosen to give it. */
  selfIdentification: boolean;
}

/** How one system's driver puts an answer into one of its fields. */
export interface FieldFiller<F extends FieldRead> {
  /** Which upload is the resume, by its label. */
  resumeLabel: RegExp;
  /** Puts the user's resume into the upload. */
  upload(field: F, resumePath: string): Promise<void>;
  /** Types text into an upload that also takes it typed (Greenhouse's "Enter manually"), for a cover letter. */
  typeInto?(field: F, text: string): Promise<void>;
  /** The question the answer engine is asked. */
  question(field: F): FormQuestion;
  /** Enters the answer as a person does; answers what the field now holds. */
  fill(field: F, values: string[]): Promise<string>;
}

/**
 * Answers every field in order from the user's data through the answer engine: the resume
 * uploaded, a cover letter field given the user's letter (their own, or one worded from their
 * data when they switched that on — see letter-for-posting.ts), the
 * self-identification left blank, optional fields the data does not answer left
 * empty. Answers what was entered, or why the form cannot be sent (a required question the data
 * does not answer, a required file the bot does not have) — before anything is sent.
 */
export async function fillFields<F extends FieldRead>(
  fields: F[],
  input: CompanyApplyInput,
  filler: FieldFiller<F>,
): Promise<GivenAnswer[] | CompanyApplyResult> {
  const answers: GivenAnswer[] = [];
  for (const field of fields) {
    if (field.selfIdentification) continue;
    if (COVER_LETTER_LABEL.test(field.label) && LETTER_KINDS.has(field.kind)) {
      const written = await writeCoverLetter(field, await input.coverLetter(field.label), filler);
      if (written) {
        answers.push(written);
        await input.action();
      } else if (field.required)
        return field.kind === 'file'
          ? { outcome: 'needs_file', question: field.label }
          : { outcome: 'unanswered', question: filler.question(field), answers };
      continue;
    }
    if (field.kind === 'file') {
      if (filler.resumeLabel.test(field.label)) {
        await filler.upload(field, input.resumePath);
        await input.action();
      } else if (field.required) return { outcome: 'needs_file', question: field.label };
      continue;
    }
    const question = filler.question(field);
    const answer = await input.answer(question);
    if (!answer.answered) {
      if (field.required) return { outcome: 'unanswered', question, answers };
      continue;
    }
    const values = Array.isArray(answer.value) ? answer.value : [answer.value];
    answers.push({ question: field.label, answer: await filler.fill(field, values), source: answer.source });
    await input.action();
  }
  return answers;
}

/** The kinds of field a cover letter goes into; a choice about one ("Did you attach a cover letter?") is a question. */
const LETTER_KINDS = new Set(['file', 'text', 'textarea']);

/**
 * A cover letter field gets the user's letter, typed in (a text field, or an upload that
 * takes text); without one, or on an upload that takes files only, it is left as it is.
 */
async function writeCoverLetter<F extends FieldRead>(
  field: F,
  letter: CoverLetter | undefined,
  filler: FieldFiller<F>,
): Promise<GivenAnswer | undefined> {
  if (!letter) return undefined;
  if (field.kind === 'file') {
    if (!filler.typeInto) return undefined;
    await filler.typeInto(field, letter.text);
  } else if (field.kind === 'text' || field.kind === 'textarea') {
    await filler.fill(field, [letter.text]);
  } else return undefined;
  return { question: field.label, answer: letter.text, source: letter.source };
}

/** What the drivers read of a field with choices, to ask it and fill it. */
interface ChoiceField {
  label: string;
  required: boolean;
  options: string[];
  description?: string;
}

/** A lone tick-box whose text is the question ("I agree to …") is a yes to it. */
const isLoneTickBox = (f: ChoiceField, kind: FormQuestion['kind']) =>
  kind === 'checkbox' && f.options.length === 1 && f.options[0] === f.label;

/** The question the answer engine is asked for a field: a lone tick-box is asked as a yes to its text. */
export const questionFor = (f: ChoiceField, kind: FormQuestion['kind']): FormQuestion => ({
  label: f.label,
  kind,
  required: f.required,
  options: isLoneTickBox(f, kind) ? ['Yes'] : f.options,
  ...(f.description ? { description: f.description } : {}),
});

/** Ticks the boxes of the answer within `scope` (each by its label); a lone tick-box only on a yes. */
export async function tickBoxes(scope: Locator, f: ChoiceField, values: string[]): Promise<string> {
  if (isLoneTickBox(f, 'checkbox')) {
    if (values[0] === 'Yes') await scope.getByRole('checkbox').check();
    return values[0]!;
  }
  for (const value of values) await scope.getByRole('checkbox', { name: value, exact: true }).check();
  return values.join(', ');
}
