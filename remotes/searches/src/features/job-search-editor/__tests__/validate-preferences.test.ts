import {
  addTerm,
  creditsNeeded,
  defaultMaxJobs,
  LOCATION_REQUIRED,
  MAX_JOBS_MINIMUM,
  TERMS_REQUIRED,
  validatePreferences,
} from '../validate-preferences';

describe('product §5 job-preference rules', () => {
  test.each([
    [{ terms: [], location: 'Berlin', maxJobs: '5' }, { terms: TERMS_REQUIRED }],
    [{ terms: ['Dev'], location: '', maxJobs: '5' }, { location: LOCATION_REQUIRED }],
    [{ terms: ['Dev'], location: '   ', maxJobs: '5' }, { location: LOCATION_REQUIRED }],
    [
      { terms: [], location: ' ', maxJobs: '5' },
      { terms: TERMS_REQUIRED, location: LOCATION_REQUIRED },
    ],
    [{ terms: ['Dev'], location: 'Berlin', maxJobs: '0' }, { maxJobs: MAX_JOBS_MINIMUM }],
    [{ terms: ['Dev'], location: 'Berlin', maxJobs: '' }, { maxJobs: MAX_JOBS_MINIMUM }],
    [{ terms: ['Dev'], location: 'Berlin', maxJobs: '-3' }, { maxJobs: MAX_JOBS_MINIMUM }],
    [{ terms: ['Dev'], location: 'Berlin', maxJobs: '1.5' }, { maxJobs: MAX_JOBS_MINIMUM }],
    [{ terms: ['Dev'], location: 'Berlin', maxJobs: '1' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validatePreferences(values)).toEqual(errors);
  });

  test('the messages are product.md’s words', () => {
    expect(TERMS_REQUIRED).toBe('Job title or keywords are required');
    expect(LOCATION_REQUIRED).toBe('Location is required');
  });

  test.each([
    [[], '  Frontend Developer  ', ['Frontend Developer']],
    [['A'], '   ', ['A']],
    [['A'], '', ['A']],
    [['A'], ' A ', ['A']],
    [['A'], 'B', ['A', 'B']],
  ])('adding %j + %j gives %j (trimmed, blanks and repeats ignored)', (terms, typed, expected) => {
    expect(addTerm(terms, typed)).toEqual(expected);
  });

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
