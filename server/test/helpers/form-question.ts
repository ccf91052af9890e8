import type { FormQuestion } from '@/bot/answers/applicant';

/** A required form question as the form reader gives it, with any of the page's other details. */
export const formQuestion = (
  label: string,
  kind: FormQuestion['kind'] = 'text',
  options: string[] = [],
  more: Partial<FormQuestion> = {},
): FormQuestion => ({ label, kind, options, required: true, ...more });

/** A required Yes / No radio question. */
export const yesNoQuestion = (label: string): FormQuestion => formQuestion(label, 'radio', ['Yes', 'No']);
