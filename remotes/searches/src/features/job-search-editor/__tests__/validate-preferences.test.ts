import { EXCLUSION_LIMITS, exclusionMessages } from '@app/shared/contract';
import { creditsNeeded } from '@/utils/credits-needed';
import {
  addTerm,
  defaultMaxJobs,
  LOCATION_REQUIRED,
  MAX_JOBS_MINIMUM,
  preferencesFormSchema,
  TERMS_REQUIRED,
  toPreferenceRequest,
  type PreferenceFormValues,
} from '../validate-preferences';

const valid: PreferenceFormValues = {
  terms: ['Dev'],
  termInput: '',
  location: 'Berlin',
  maxJobs: '5',
  timePeriod: 'past_one_week',
  remoteOnly: false,
  relevantOnly: false,
  applyOnCompanySites: true,
  excludedCompanies: [],
  companyInput: '',
  excludedKeywords: [],
  keywordInput: '',
};

/** The form's errors as field → message, as the resolver hands them to the fields. */
function errorsOf(values: Partial<PreferenceFormValues>, applied = 0): Record<string, string> {
  const result = preferencesFormSchema(applied).safeParse({ ...valid, ...values });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('product §5 job-preference rules', () => {
  test.each([
    [{ terms: [] }, { terms: TERMS_REQUIRED }],
    [{ terms: [], termInput: '  ' }, { terms: TERMS_REQUIRED }],
    [{ terms: [], termInput: 'Designer' }, {}],
    [{ location: '' }, { location: LOCATION_REQUIRED }],
    [{ location: '   ' }, { location: LOCATION_REQUIRED }],
    [
      { terms: [], location: ' ' },
      { terms: TERMS_REQUIRED, location: LOCATION_REQUIRED },
    ],
    [{ maxJobs: '0' }, { maxJobs: MAX_JOBS_MINIMUM }],
    [{ maxJobs: '' }, { maxJobs: MAX_JOBS_MINIMUM }],
    [{ maxJobs: '-3' }, { maxJobs: MAX_JOBS_MINIMUM }],
    [{ maxJobs: '1.5' }, { maxJobs: MAX_JOBS_MINIMUM }],
    [{ maxJobs: '1' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(errorsOf(values)).toEqual(errors);
  });

  test('the contract’s own limits apply to what would be sent', () => {
    expect(Object.keys(errorsOf({ maxJobs: '1001' }))).toEqual(['maxJobs']);
    expect(Object.keys(errorsOf({ location: 'x'.repeat(201) }))).toEqual(['location']);
  });

  test('the messages are product.md’s words', () => {
    expect(TERMS_REQUIRED).toBe('Job title or keywords are required');
    expect(LOCATION_REQUIRED).toBe('Location is required');
  });
});

describe('max_jobs never below the jobs already applied (product §4)', () => {
  test.each([
    ['1', 3, { maxJobs: "Max jobs can't be lower than the 3 jobs already applied." }],
    ['2', 3, { maxJobs: "Max jobs can't be lower than the 3 jobs already applied." }],
    ['3', 3, {}],
    ['9', 3, {}],
    ['1', 0, {}],
  ])('max %s with %i applied → %j', (maxJobs, applied, errors) => {
    expect(errorsOf({ maxJobs }, applied)).toEqual(errors);
  });
});

describe('terms', () => {
  test.each([
    [[], '  Frontend Developer  ', ['Frontend Developer']],
    [['A'], '   ', ['A']],
    [['A'], '', ['A']],
    [['A'], ' A ', ['A']],
    [['A'], 'B', ['A', 'B']],
    [['Berlin'], 'berlin', ['Berlin']],
    [['React Engineer'], ' REACT engineer ', ['React Engineer']],
  ])('adding %j + %j gives %j (trimmed, blanks and repeats ignored, case too)', (terms, typed, expected) => {
    expect(addTerm(terms, typed)).toEqual(expected);
  });

  test('a term typed but not added is sent with the chips', () => {
    expect(toPreferenceRequest({ ...valid, terms: ['Dev'], termInput: ' Ops ', location: ' Rome ' })).toEqual({
      search_term: 'Dev;Ops',
      location: 'Rome',
      time_period: 'past_one_week',
      remote_only: false,
      relevant_jobs_only: false,
      apply_on_company_sites: true,
      max_jobs: 5,
      excluded_companies: [],
      excluded_keywords: [],
    });
  });
});

describe('exclusions (product §4.11)', () => {
  test('a company or keyword typed but not added is sent with the chips, a repeat in another case once', () => {
    const request = toPreferenceRequest({
      ...valid,
      excludedCompanies: ['Acme'],
      companyInput: ' ACME ',
      excludedKeywords: ['Internship'],
      keywordInput: ' unpaid ',
    });
    expect(request).toMatchObject({ excluded_companies: ['Acme'], excluded_keywords: ['Internship', 'unpaid'] });
  });

  test('the contract’s limits show under the list they concern, in its words', () => {
    expect(errorsOf({ excludedCompanies: ['x'.repeat(EXCLUSION_LIMITS.length + 1)] })).toEqual({
      excludedCompanies: exclusionMessages.tooLong,
    });
    const many = Array.from({ length: EXCLUSION_LIMITS.items + 1 }, (_, i) => `Keyword ${i}`);
    expect(errorsOf({ excludedKeywords: many })).toEqual({ excludedKeywords: exclusionMessages.tooMany });
  });
});

describe('credits', () => {
  test.each([
    [5, 0, 5],
    [10, 4, 6],
    [3, 5, 0],
  ])('max %i with %i applied needs %i credits', (max, applied, needed) => {
    expect(creditsNeeded(max, applied)).toBe(needed);
  });

  test.each([
    [undefined, 5],
    [12, 12],
    [0, 1],
  ])('default number of jobs with %p credits is %i', (credits, expected) => {
    expect(defaultMaxJobs(credits)).toBe(expected);
  });
});
