import { errors } from 'playwright-core';
import { UnexpectedErrorStreak } from '../unexpected-error-streak';
import { PageLoadFailed } from '../linkedin/page-load';
import { postingFailureOf, UNEXPECTED } from '../posting-failure';
import { PageNotRecognised, PostingFailure, RunSuperseded } from '../run-errors';
import { postingReasons } from '../run-notes';

describe('UnexpectedErrorStreak', () => {
  it('answers true only on the third unforeseen error in a row', () => {
    const streak = new UnexpectedErrorStreak(3);
    expect(streak.failed()).toBe(false);
    expect(streak.failed()).toBe(false);
    expect(streak.failed()).toBe(true);
  });

  it('starts over after a posting that ended otherwise', () => {
    const streak = new UnexpectedErrorStreak(3);
    streak.failed();
    streak.failed();
    streak.cleared();
    expect(streak.failed()).toBe(false);
    expect(streak.failed()).toBe(false);
    expect(streak.failed()).toBe(true);
  });
});

describe('postingFailureOf', () => {
  it('turns what went wrong with one posting into a plain reason, naming a missing element for the log', () => {
    const missing = postingFailureOf(new PageNotRecognised('the Easy Apply dialog'))!;
    expect([missing.reason, missing.missing]).toEqual([postingReasons.notRecognised, 'the Easy Apply dialog']);
    const timeout = postingFailureOf(new errors.TimeoutError('locator.click: Timeout 15000ms exceeded.'))!;
    expect([timeout.reason, timeout.missing]).toEqual([postingReasons.timedOut, undefined]);
    const odd = postingFailureOf(new TypeError('x is undefined'))!;
    expect([odd.reason, odd.missing]).toEqual([postingReasons.unexpected, UNEXPECTED]);
    const down = postingFailureOf(new PageLoadFailed('http://x/jobs/view/1/', 503))!;
    expect([down.reason, down.missing]).toEqual([postingReasons.didNotLoad, undefined]);
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
