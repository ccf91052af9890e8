import { whereUsed } from '../where-used';

describe('whereUsed', () => {
  it.each([
    ['What is your notice period?', 'Used for questions about your notice period, however a form words them.'],
    ['Will you require visa sponsorship?', 'Used for questions about visa sponsorship, however a form words them.'],
    [
      'How many years of Rust experience do you have?',
      'Used for questions about your experience with rust, however a form words them.',
    ],
    ['Do you have a valid driving licence?', "Used for questions about a driver's license, however a form words them."],
    ['Mobile phone number', 'Used for questions about your phone number, however a form words them.'],
  ])('names what %j is about', (question, expected) => {
    expect(whereUsed(question)).toBe(expected);
  });

  it('says a question the engine does not read is answered when asked in about the same words', () => {
    expect(whereUsed('Why do you want to work with us?')).toBe(
      'Used when a form asks this question in about the same words.',
    );
  });
});
