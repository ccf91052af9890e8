import type { Topic } from './templates';
import { understand, type Meaning } from './understand';

const TOPICS: Record<Topic['family'], string> = {
  'work-authorization': 'your right to work',
  citizenship: 'your citizenship',
  sponsorship: 'visa sponsorship',
  relocation: 'relocating',
  commute: 'commuting to the office',
  'work-mode': 'working remotely, hybrid or in the office',
  'start-immediately': 'starting immediately',
  'start-date': 'when you can start',
  'background-check': 'background checks',
  'drug-test': 'drug tests',
  'drivers-license': "a driver's license",
  'security-clearance': 'security clearance',
  'education-completed': 'finishing your education',
  'education-highest': 'your highest level of education',
  language: 'the languages you speak',
  'over-18': 'being over 18',
  'self-application': 'applying on your own behalf',
  travel: 'travelling for work',
};

const CONTACTS = {
  email: 'your email address',
  phone: 'your phone number',
  'first-name': 'your first name',
  'last-name': 'your last name',
  'full-name': 'your full name',
} as const;

const EDUCATION = {
  school: 'your school or university',
  gpa: 'your grades',
  graduated: 'when you graduated',
  name: 'the name of your degree',
  'school-group': 'your school or university',
} as const;

/** What a question with this meaning is about, in the user's terms; undefined for one read by its wording only. */
function about(meaning: Meaning): string | undefined {
  switch (meaning.kind) {
    case 'notice':
      return 'your notice period';
    case 'pay':
      return meaning.pay.which === 'expected' ? 'the pay you expect' : 'your current pay';
    case 'topic':
      return TOPICS[meaning.topic.family];
    case 'contact':
      return CONTACTS[meaning.field];
    case 'location':
      return meaning.place ? undefined : 'where you live';
    case 'link':
      return meaning.site === 'linkedin'
        ? 'your LinkedIn profile'
        : meaning.site === 'github'
          ? 'your GitHub profile'
          : 'your website';
    case 'experience': {
      const subject = meaning.about;
      if ('skill' in subject) return `your experience with ${subject.skill}`;
      if ('function' in subject) return `your experience in ${subject.function}`;
      if ('role' in subject) return `your experience as ${subject.role}`;
      return 'your years of experience';
    }
    case 'degree-subject':
      return `a degree in ${meaning.subject}`;
    case 'languages':
      return 'the languages you speak';
    case 'education-fact':
      return EDUCATION[meaning.fact];
    case 'graduation-year':
      return 'the year you graduated';
    default:
      return undefined;
  }
}

/**
 * Where the bot uses one of the user's own answers (the "My data" page): for every question with
 * the same meaning when the engine understands the question, else for forms asking it in about the
 * same words (answer-question.ts `customAnswer`).
 */
export function whereUsed(question: string): string {
  const meaning = understand({ label: question, kind: 'text', required: true, options: [] });
  const subject = meaning && about(meaning);
  return subject
    ? `Used for questions about ${subject}, however a form words them.`
    : 'Used when a form asks this question in about the same words.';
}
