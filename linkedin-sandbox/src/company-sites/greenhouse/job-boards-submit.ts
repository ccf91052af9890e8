import { checkAnswer, type RawAnswer } from '../answers';
import { captchaSolved } from '../captcha';
import { eeoAnswers, GREENHOUSE_EEO } from '../eeo';
import { all, fieldRecord, fileMeta, fileOf, first, type PostedForm } from '../form-data';
import type { CompanyPosting } from '../schema';
import type { CompanyAnswer, CompanySubmission } from '../submissions';
import { EMAIL_INVALID_TEXT, EMAIL_PATTERN, INVALID_TEXT, numberedQuestions, REQUIRED_TEXT } from './questions';

type Entry = Omit<CompanySubmission, 'id' | 'submittedAt' | 'files'>;

/** Checks a job-boards post (fields by element id) as the board does: errors by field id, or the application. */
export function checkJobBoardsPost(
  posting: CompanyPosting,
  form: PostedForm,
): { errors: Record<string, string> } | { entry: Entry } {
  const errors: Record<string, string> = {};
  const required = (id: string) => {
    if (!first(form, id)) errors[id] = REQUIRED_TEXT;
  };
  for (const id of ['first_name', 'last_name', 'email', 'country', 'phone']) required(id);
  if (posting.site.askLocation) required('candidate-location');
  const email = first(form, 'email');
  if (email && !EMAIL_PATTERN.test(email)) errors.email = EMAIL_INVALID_TEXT;
  const resume = fileOf(form, 'resume');
  const resumeText = first(form, 'resume_text');
  if (!resume && !resumeText) errors.resume = REQUIRED_TEXT;

  const answers: CompanyAnswer[] = [];
  for (const { question, number } of numberedQuestions(posting)) {
    const id = `question_${number}`;
    let raw: RawAnswer;
    if (question.kind === 'multi-select' || question.kind === 'checkbox') raw = all(form, `${id}[]`);
    else if (question.kind === 'file') {
      const file = fileOf(form, id);
      raw = file ? { file: file.fileName } : null;
    } else raw = first(form, id);
    const checked = checkAnswer(question, raw);
    if ('problem' in checked) errors[id] = checked.problem === 'required' ? REQUIRED_TEXT : INVALID_TEXT;
    else if (checked.answer) answers.push(checked.answer);
  }
  if (posting.site.captcha && !captchaSolved(first(form, 'g-recaptcha-response')))
    errors['g-recaptcha-response'] = 'Please verify that you are not a robot.';
  if (Object.keys(errors).length) return { errors };

  return {
    entry: {
      system: 'greenhouse',
      layout: posting.layout,
      jobId: posting.jobId,
      company: posting.company,
      board: posting.board,
      postingId: posting.postingId,
      applicant: {
        name: `${first(form, 'first_name')} ${first(form, 'last_name')}`,
        email,
        phone: `${first(form, 'country').replace(/^.*?(\+\d+)$/, '$1')} ${first(form, 'phone')}`.trim(),
        location: first(form, 'candidate-location'),
      },
      urls: {},
      currentCompany: '',
      resume: fileMeta(resume),
      resumeText,
      coverLetter: first(form, 'cover_letter_text'),
      answers,
      eeo: posting.site.eeo ? eeoAnswers(GREENHOUSE_EEO, (f) => first(form, f)) : {},
      fields: fieldRecord(form),
    },
  };
}
