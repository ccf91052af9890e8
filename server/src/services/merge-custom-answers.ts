import { questionKey } from '../db/repositories/answers-needed';

/**
 * A three-way merge of the custom answers: `edited` is the user's copy of `base` (what they read),
 * `saved` what is stored now. The user's additions, changes and removals are applied; an answer
 * added or changed in `saved` since `base` (one given under "Answers needed" while the user edited)
 * is kept, even where the user removed the question's older answer. Questions match as
 * questionKey spells them; the edited copy's order comes first, the kept answers after it.
 */
export function mergeCustomAnswers(
  saved: Record<string, string>,
  base: Record<string, string>,
  edited: Record<string, string>,
): Record<string, string> {
  const baseAnswers = new Map(Object.entries(base).map(([question, answer]) => [questionKey(question), answer]));
  const savedAnswers = new Map(Object.entries(saved).map(([question, answer]) => [questionKey(question), answer]));
  const changedSinceRead = (key: string) => savedAnswers.has(key) && savedAnswers.get(key) !== baseAnswers.get(key);

  const merged: Record<string, string> = {};
  const editedKeys = new Set<string>();
  for (const [question, answer] of Object.entries(edited)) {
    const key = questionKey(question);
    editedKeys.add(key);
    // Left as read while it changed meanwhile: the newer answer stays.
    const untouched = baseAnswers.get(key) === answer;
    merged[question] = untouched && changedSinceRead(key) ? savedAnswers.get(key)! : answer;
  }
  for (const [question, answer] of Object.entries(saved)) {
    const key = questionKey(question);
    if (!editedKeys.has(key) && changedSinceRead(key)) merged[question] = answer;
  }
  return merged;
}
