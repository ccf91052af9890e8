import { formQuestion as q, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { sameQuestionKey } from '../same-question';

// One answer of the user serves both questions, so a posting asking the second waits on the first.
describe('the same question in other words', () => {
  it('the same fact in the same shape is one question', () => {
    expect(sameQuestionKey(q('Years spent working with Kotlin', 'numeric'))).toBe(
      sameQuestionKey(q('How many years have you worked with Kotlin?', 'numeric')),
    );
    expect(sameQuestionKey(q('Your notice period, in days', 'numeric'))).toBe(
      sameQuestionKey(q('How many days of notice must you give?', 'numeric')),
    );
  });

  it('another unit, another threshold, other choices or another subject is another question', () => {
    const years = sameQuestionKey(q('How many years have you worked with Kotlin?', 'numeric'));
    expect(years).toBeDefined();
    expect(sameQuestionKey(q('How many months have you worked with Kotlin?', 'numeric'))).not.toBe(years);
    expect(sameQuestionKey(q('How many years have you worked with Scala?', 'numeric'))).not.toBe(years);
    expect(sameQuestionKey(yesNo('Do you have 2+ years of Kotlin experience?'))).not.toBe(
      sameQuestionKey(yesNo('Do you have 4+ years of Kotlin experience?')),
    );
    expect(sameQuestionKey(q('Years with Kotlin', 'select', ['0-2', '3-5', '6+']))).not.toBe(
      sameQuestionKey(q('Years with Kotlin', 'select', ['0-1', '2-4', '5+'])),
    );
    expect(sameQuestionKey(q('Notice period (weeks)', 'numeric'))).not.toBe(
      sameQuestionKey(q('Notice period (days)', 'numeric')),
    );
  });

  it('a question the bot does not understand has no key: only its own words make it the same', () => {
    expect(sameQuestionKey(q('Tell us about a time you disagreed with a teammate', 'textarea'))).toBeUndefined();
  });
});
