import { checkAnswer, type RawAnswer } from '../answers';
import { captchaSolved } from '../captcha';
import { eeoAnswers, GREENHOUSE_EEO } from '../eeo';
import { all, fieldRecord, fileMeta, fileOf, first, type PostedForm } from '../form-data';
import type { CompanyPosting } from '../schema';
import type { CompanyAnswer, CompanySubmission } from '../submissions';
import {
  EMAIL_INVALID_TEXT,
  EMAIL_PATTERN,
  INVALID_TEXT,
  numberedQuestions,
  optionId,
  REQUIRED_TEXT,
} from './questions';

type Entry = Omit<CompanySubmission, 'id' | 'submittedAt' | 'files'>;

/** Checks a classic form post as Greenhouse does: the errors by field name, or the application to record. */
export function checkClassicPost(
  posting: CompanyPosting,
  form: PostedForm,
): { errors: Map<string, string> } | { entry: Entry } {
  const errors = new Map<string, string>();
  const required = (name: string) => {
    if (!first(form, name)) errors.set(name, REQUIRED_TEXT);
  };
  required('job_application[first_name]');
  required('job_application[last_name]');
  required('job_application[email]');
  required('job_application[phone]');
  if (posting.site.askLocation) required('job_application[location]');
  const email = first(form, 'job_application[email]');
  if (email && !EMAIL_PATTERN.test(email)) errors.set('job_application[email]', EMAIL_INVALID_TEXT);
  const resume = fileOf(form, 'job_application[resume]');
  const resumeText = first(form, 'job_application[resume_text]');
  if (!resume && !resumeText) errors.set('job_application[resume]', REQUIRED_TEXT);

  const answers: CompanyAnswer[] = [];
  for (const { question, index } of numberedQuestions(posting)) {
    const prefix = `job_application[answers_attributes][${index}]`;
    const optionText = (id: string) => {
      const k = (question.kind === 'checkbox' ? [question.label] : (question.options ?? [])).findIndex(
        (_o, j) => optionId(posting, index, j) === id,
      );
      return k < 0 ? `#${id}` : (question.options?.[k] ?? question.label);
    };
    let raw: RawAnswer;
    let field: string;
    switch (question.kind) {
      case 'yes-no':
        field = `${prefix}[boolean_value]`;
        raw = { '1': 'Yes', '0': 'No' }[first(form, field)] ?? first(form, field);
        break;
      case 'select':
        field = `${prefix}[answer_selected_options_attributes][0][question_option_id]`;
        raw = first(form, field) ? optionText(first(form, field)) : '';
        break;
      case 'multi-select':
      case 'checkbox':
        field = `${prefix}[answer_selected_options_attributes]`;
        raw = all(form, `${field}[]`).map(optionText);
        break;
      case 'file': {
        field = `${prefix}[attachment]`;
        const file = fileOf(form, field);
        raw = file ? { file: file.fileName } : null;
        break;
      }
      default:
        field = `${prefix}[text_value]`;
        raw = first(form, field);
    }
    const checked = checkAnswer(question, raw);
    if ('problem' in checked) errors.set(field, checked.problem === 'required' ? REQUIRED_TEXT : INVALID_TEXT);
    else if (checked.answer) answers.push(checked.answer);
  }
  if (posting.site.captcha && !captchaSolved(first(form, 'g-recaptcha-response')))
    errors.set('g-recaptcha-response', 'Please verify that you are not a robot.');
  if (errors.size) return { errors };

  return {
    entry: {
      system: 'greenhouse',
      layout: posting.layout,
      jobId: posting.jobId,
      company: posting.company,
      board: posting.board,
      postingId: posting.postingId,
      applicant: {
        name: `${first(form, 'job_application[first_name]')} ${first(form, 'job_application[last_name]')}`,
        email,
        phone: first(form, 'job_application[phone]'),
        location: first(form, 'job_application[location]'),
      },
      urls: {},
      currentCompany: '',
      resume: fileMeta(resume),
      resumeText,
      coverLetter: first(form, 'job_application[cover_letter_text]'),
      answers,
      eeo: posting.site.eeo ? eeoAnswers(GREENHOUSE_EEO, (f) => first(form, `job_application[${f}]`)) : {},
      fields: fieldRecord(form),
    },
  };
}
