import { z } from 'zod';
import type { ScenarioJob, ScenarioQuestion } from '../scenario/schema';
import type { Submission, SubmittedAnswer } from '../state/submissions';
import { MESSAGES, NUMERIC_DEFAULT, numberProblem, PHONE_COUNTRIES, PHONE_PATTERN, RESUME_EXTENSIONS } from './rules';

/** The JSON the modal posts in the "application" field. */
export const applicationSchema = z.object({
  contact: z.object({ email: z.string(), phoneCountry: z.string(), phone: z.string() }),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  followCompany: z.boolean(),
  /** A saved resume card chosen instead of a file. */
  resumeId: z.number().int().optional(),
  /** The "Mark this job as a top choice" checkbox, when the account has that step. */
  topChoice: z.boolean().optional(),
});
export type Application = z.infer<typeof applicationSchema>;

export interface FieldError {
  /** "contact.phone", "resume" or a question id. */
  field: string;
  label: string;
  message: string;
}

const CHOICE_TYPES = new Set(['select', 'radio', 'checkbox', 'typeahead', 'consent']);

/** The message LinkedIn shows for a missing answer of this kind. */
function missingMessage(q: ScenarioQuestion): string {
  if (q.type === 'consent') return MESSAGES.consent;
  // A typeahead wants a suggestion: typed text alone is "not a valid answer".
  if (q.type === 'typeahead') return MESSAGES.required;
  return CHOICE_TYPES.has(q.type) ? MESSAGES.selection : MESSAGES.required;
}

function checkAnswer(q: ScenarioQuestion, raw: string | string[] | undefined): { value: string; error?: string } {
  const chosen = Array.isArray(raw) ? raw : raw === undefined || raw.trim() === '' ? [] : [raw.trim()];
  const value = chosen.join(', ');
  if (chosen.length === 0) {
    return {
      value,
      error: q.required ? missingMessage(q) : undefined,
    };
  }
  const many = q.type === 'checkbox' || q.type === 'consent';
  if (Array.isArray(raw) && !many) return { value, error: MESSAGES.required };
  if (CHOICE_TYPES.has(q.type) && !chosen.every((c) => q.options?.includes(c)))
    return { value, error: q.type === 'typeahead' ? MESSAGES.required : MESSAGES.selection };
  if (q.type === 'numeric') {
    const error = numberProblem(value, {
      decimal: q.decimal,
      min: q.min ?? NUMERIC_DEFAULT.min,
      max: q.max ?? NUMERIC_DEFAULT.max,
    });
    if (error) return { value, error };
  }
  return { value };
}

/**
 * Checks a submitted application as LinkedIn's form would: every required answer present and well
 * formed, choices among the options, the contact details. Returns the answers to record, in the
 * job's question order (an optional question left empty is recorded as "").
 */
export function validateApplication(
  job: ScenarioJob,
  account: string,
  application: Application,
  resume: { fileName: string; size: number } | null,
): { errors: FieldError[]; answers: SubmittedAnswer[]; contact: Submission['contact'] } {
  const errors: FieldError[] = [];
  const contact = {
    email: application.contact.email.trim(),
    phoneCountry: application.contact.phoneCountry.trim(),
    phone: application.contact.phone.trim(),
  };
  if (contact.email.toLowerCase() !== account)
    errors.push({ field: 'contact.email', label: 'Email address', message: MESSAGES.selection });
  if (!PHONE_COUNTRIES.includes(contact.phoneCountry))
    errors.push({ field: 'contact.phoneCountry', label: 'Phone country code', message: MESSAGES.selection });
  if (!contact.phone) errors.push({ field: 'contact.phone', label: 'Mobile phone number', message: MESSAGES.required });
  else if (!PHONE_PATTERN.test(contact.phone))
    errors.push({ field: 'contact.phone', label: 'Mobile phone number', message: MESSAGES.phone });

  if (!resume) errors.push({ field: 'resume', label: 'Resume', message: MESSAGES.resumeRequired });
  else if (!RESUME_EXTENSIONS.some((ext) => resume.fileName.toLowerCase().endsWith(ext))) {
    errors.push({ field: 'resume', label: 'Resume', message: MESSAGES.resumeType });
  }

  const known = new Set(job.questions.map((q) => q.id));
  for (const id of Object.keys(application.answers)) {
    if (!known.has(id))
      errors.push({ field: id, label: id, message: 'This question is not part of this application.' });
  }
  const answers = job.questions.map((q) => {
    const { value, error } = checkAnswer(q, application.answers[q.id]);
    if (error) errors.push({ field: q.id, label: q.label, message: error });
    return { questionId: q.id, label: q.label, value };
  });
  return { errors, answers, contact };
}
