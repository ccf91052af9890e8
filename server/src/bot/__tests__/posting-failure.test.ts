import { errors } from 'playwright-core';
import { MissingElementStreak } from '../missing-element-streak';
import { postingFailureOf, UNEXPECTED } from '../posting-failure';
import { PageNotRecognised, PostingFailure, RunSuperseded } from '../run-errors';
import { postingReasons } from '../run-notes';

describe('MissingElementStreak', () => {
  it('answers true only on the third posting in a row missing the same element', () => {
    const streak = new MissingElementStreak(3);
    expect(streak.missed('the Easy Apply button')).toBe(false);
    expect(streak.missed('the Easy Apply button')).toBe(false);
    expect(streak.missed('the Easy Apply button')).toBe(true);
  });

  it('starts over on another element or a posting that got past its elements', () => {
    const streak = new MissingElementStreak(3);
    streak.missed('a');
    streak.missed('a');
    expect(streak.missed('b')).toBe(false);
    streak.missed('b');
    streak.cleared();
    expect(streak.missed('b')).toBe(false);
    expect(streak.missed('b')).toBe(false);
    expect(streak.missed('b')).toBe(true);
  });
});

describe('postingFailureOf', () => {
  it('turns what went wrong with one posting into a plain reason, naming a missing element for the streak', () => {
    const missing = postingFailureOf(new PageNotRecognised('the Easy Apply dialog'))!;
    expect([missing.reason, missing.missing]).toEqual([postingReasons.notRecognised, 'the Easy Apply dialog']);
    const timeout = postingFailureOf(new errors.TimeoutError('locator.click: Timeout 15000ms exceeded.'))!;
    expect([timeout.reason, timeout.missing]).toEqual([postingReasons.timedOut, undefined]);
    const odd = postingFailureOf(new TypeError('x is undefined'))!;
    expect([odd.reason, odd.missing]).toEqual([postingReasons.unexpected, UNEXPECTED]);
    const own = new PostingFailure(postingReasons.closed);
    expect(postingFailureOf(own)).toBe(own);
  });

  it('leaves to the run what ends it anyway: superseded, LinkedIn unreachable, the browser gone', () => {
    expect(postingFailureOf(new RunSuperseded())).toBeUndefined();
    expect(postingFailureOf(new Error('page.goto: net::ERR_CONNECTION_REFUSED at http://x'))).toBeUndefined();
    expect(postingFailureOf(new Error('Target page, context or browser has been closed'))).toBeUndefined();
  });

  it('never puts page jargon in a reason', () => {
    for (const reason of Object.values(postingReasons)) expect(reason).not.toMatch(/[#[\]<>]|selector|aria|data-/i);
  });
});
