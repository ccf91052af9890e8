import { numberProblem } from '../easy-apply/rules';
import { parseScenario, ScenarioError } from '../scenario/load';
import { testJob } from './sandbox-client';

// LinkedIn's check of a number field, which the page and the submission route both apply.
describe('numberProblem', () => {
  it('refuses a decimal or an out-of-range number in a whole-number field, with LinkedIn’s text', () => {
    const whole = { decimal: false, min: 0, max: 99 };
    expect(numberProblem('4', whole)).toBeNull();
    expect(numberProblem('1.5', whole)).toBe('Enter a whole number between 0 and 99');
    expect(numberProblem('120', whole)).toBe('Enter a whole number between 0 and 99');
  });

  it('takes a decimal above the lower bound in a decimal field, refusing the bound itself and words', () => {
    const decimal = { decimal: true, min: 0, max: 99 };
    expect(numberProblem('1.5', decimal)).toBeNull();
    expect(numberProblem('0', decimal)).toBe('Enter a decimal number larger than 0.0');
    expect(numberProblem('two', decimal)).toBe('Enter a decimal number larger than 0.0');
  });
});

describe('scenario questions with help lines, decimals and saved answers', () => {
  it('refuses a saved answer that is none of the options, and an upper bound on a decimal field', () => {
    const bad = () =>
      parseScenario({
        jobs: [
          testJob('1', {
            questions: [
              { id: 'a', type: 'select', label: 'Hub', options: ['Delft'], saved: 'Utrecht' },
              { id: 'b', type: 'numeric', label: 'Years', decimal: true, max: 10 },
              { id: 'c', type: 'radio', label: 'Yes?', options: ['Yes', 'No'], placeholder: 'pick' },
            ],
          }),
        ],
      });
    expect(bad).toThrow(ScenarioError);
    try {
      bad();
    } catch (error) {
      expect((error as ScenarioError).problems).toEqual([
        'jobs.0.questions.0.saved: a saved answer is one of the options',
        'jobs.0.questions.1.max: a decimal question takes a lower bound only',
        'jobs.0.questions.2.placeholder: a radio question has no placeholder',
      ]);
    }
  });
});
