import { buildApplicant } from '@/bot/answers/build-applicant';
import { coverLetterOf } from '@/bot/company-sites/cover-letter';

const applicant = (extra: { coverLetter?: string; data?: Record<string, string> }, answeredWhenAsked: string[] = []) =>
  buildApplicant({
    user: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    linkedinEmail: '',
    extra: {
      noticePeriod: 30,
      currentPay: null,
      expectedPay: '80,000 $/year',
      followCompanies: false,
      data: extra.data ?? {},
      coverLetter: extra.coverLetter,
    },
    answeredWhenAsked,
    resumeText: 'Ada Lovelace. Software Engineer. 6 years of experience with Python.',
  });

it('is the letter saved in Additional Information first, whatever the field is called', () => {
  const a = applicant({ coverLetter: '  Dear team,\n\nHello.  ', data: { 'Cover letter': 'Another letter.' } });
  expect(coverLetterOf(a, 'Cover Letter')).toEqual({ text: 'Dear team,\n\nHello.', source: 'extra_information' });
});

it('else the user’s own answer to this very question, or to a question that is only "Cover letter"', () => {
  const asked = 'Please paste your cover letter for this role';
  const a = applicant({ data: { [asked]: 'Written when asked.', 'Cover letter:': 'My letter.' } }, [asked]);
  expect(coverLetterOf(a, asked)).toEqual({ text: 'Written when asked.', source: 'answers_needed' });
  expect(coverLetterOf(a, 'Cover Letter')).toEqual({ text: 'My letter.', source: 'custom_information' });
});

it('is none when the user wrote none: an answer to another question about cover letters is not one', () => {
  const a = applicant({ coverLetter: '   ', data: { 'Do you have a cover letter?': 'No' } });
  expect(coverLetterOf(a, 'Cover Letter')).toBeUndefined();
});
