import type { CompanySiteInput } from './schema';

// The company sites of the default scenario: every kind of replica and variant among its external
// postings, and some left on an unknown site (LinkedIn's placeholder), as a new user's run meets them.

const VARIANTS: (CompanySiteInput | null)[] = [
  { system: 'greenhouse', layout: 'job-boards' },
  { system: 'lever' },
  { system: 'ashby' },
  { system: 'greenhouse', layout: 'classic' },
  { system: 'greenhouse', layout: 'embed' },
  null,
  { system: 'lever', captcha: true },
  { system: 'greenhouse', layout: 'job-boards', captcha: true },
  { system: 'ashby', captcha: true },
  { system: 'greenhouse', layout: 'job-boards', emailVerification: true },
  null,
];

const QUESTIONS: NonNullable<CompanySiteInput['questions']> = [
  { id: 'linkedin', kind: 'text', label: 'LinkedIn Profile', required: false },
  {
    id: 'authorized',
    kind: 'yes-no',
    label: 'Are you legally authorized to work in the country where this job is located?',
  },
  {
    id: 'sponsorship',
    kind: 'yes-no',
    label: 'Will you now or in the future require sponsorship for employment visa status (e.g. H-1B visa status)?',
  },
  { id: 'salary', kind: 'number', label: 'What are your annual salary expectations (USD)?' },
  { id: 'start', kind: 'date', label: 'When can you start a new role?', required: false },
  {
    id: 'heard',
    kind: 'select',
    label: 'How did you hear about this job?',
    options: ['LinkedIn', 'Company website', 'Referral', 'Other'],
  },
  {
    id: 'languages',
    kind: 'multi-select',
    label: 'Which languages can you work in?',
    options: ['English', 'German', 'French', 'Spanish'],
    required: false,
  },
  { id: 'why', kind: 'textarea', label: 'Why are you interested in this role?' },
  { id: 'privacy', kind: 'checkbox', label: 'I have read and agree to the applicant privacy notice.' },
  { id: 'portfolio', kind: 'file', label: 'Work sample', required: false },
];

/** The company site of the n-th external posting of the default scenario (null: an unknown site). */
export function demoCompanySite(n: number): CompanySiteInput | null {
  const variant = VARIANTS[n % VARIANTS.length]!;
  if (!variant) return null;
  // A different slice of the questions per posting, always with the yes/no and a required one.
  // Lever asks for links and files its own way (urls[LinkedIn], no file questions).
  const picked = QUESTIONS.filter((q, i) => i < 3 || (i + n) % 3 === 0).filter(
    (q) => !(variant.system === 'lever' && (q.kind === 'file' || q.id === 'linkedin')),
  );
  return { ...variant, questions: picked };
}
