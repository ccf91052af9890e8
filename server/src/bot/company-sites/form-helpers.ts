import type { Frame, Locator, Page } from 'playwright-core';
import type { GivenAnswer } from '@app/shared/contract';
import { escapeRegExp } from '../escape-reg-exp';
import { pollPage } from '../linkedin/poll';
import type { CompanyApplyResult } from './company-apply';

// What the company-site drivers do alike: pick a place among a field's suggestions, and look at a
// page that may be navigating.

/** How long one look at a frame may take: a frame in the middle of a navigation does not answer. */
const LOOK_TIMEOUT_MS = 1_000;

/** What `look` answers, or `fallback` when its frame does not answer now (it is navigating): looked at again next poll. */
function lookNow<T>(look: Promise<T>, fallback: T): Promise<T> {
  const answered = look.catch(() => fallback);
  return Promise.race([answered, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), LOOK_TIMEOUT_MS))]);
}

/** Whether any frame of the page shows what `locate` finds (an embedded form's frame may be replaced). */
export async function anyFrameOf(page: Page, locate: (f: Frame) => Locator): Promise<boolean> {
  for (const f of page.frames()) if ((await lookNow(locate(f).count(), 0)) > 0) return true;
  return false;
}

/**
 * A place is chosen among the suggestions its field lists while typing: the first that begins with
 * the user's answer ("Berlin" → "Berlin, Berlin, Germany"), else the typed text stays. Answers what
 * the field holds.
 */
export async function choosePlace(scope: Locator, box: Locator, text: string): Promise<string> {
  await box.pressSequentially(text);
  const suggestion = scope
    .getByRole('option')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\b`, 'i') })
    .first();
  const shown = await suggestion.waitFor({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return text;
  const chosen = (await suggestion.innerText()).trim();
  await suggestion.click();
  return chosen;
}

/** How long a system has to show what it did with the application once it was sent. */
const OUTCOME_TIMEOUT_MS = 20_000;

/** What a driver looks for after sending the form, each look answering now (see lookNow). */
export interface OutcomeLooks {
  /** The system's own confirmation shows. */
  sent(): Promise<boolean>;
  /** What only the person can give, if the system asks for it now. */
  wall(): Promise<'captcha' | 'email_code' | undefined>;
  /** The system's refusal, in its words (empty while there is none). */
  errors(): Promise<string[]>;
}

/** Waits for the system's confirmation, its refusal or a wall; `unconfirmed` when none shows in time. */
export async function awaitOutcome(
  page: Page,
  answers: GivenAnswer[],
  looks: OutcomeLooks,
): Promise<CompanyApplyResult> {
  const result = await pollPage(
    page,
    async (): Promise<CompanyApplyResult | undefined> => {
      if (await looks.sent()) return { outcome: 'sent', answers };
      const wall = await looks.wall();
      if (wall) return { outcome: 'needs_you', wall };
      const errors = await lookNow(looks.errors(), []);
      return errors.length > 0 ? { outcome: 'refused', message: errors.join(' '), answers } : undefined;
    },
    OUTCOME_TIMEOUT_MS,
  );
  return result ?? { outcome: 'unconfirmed', answers };
}
