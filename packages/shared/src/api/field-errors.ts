import { normalizeApiError } from './api-error';

/**
 * A failed save's reasons for a form (product §8.1 `{"field": ["message"]}`): each named field of
 * the form gets its first message through `show`, without the field's name in front, so the form
 * can put it next to that field. Returns the message for the rest (a reason tied to no field of
 * this form), or undefined when every reason went to a field.
 */
export function showFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  show: (field: F, message: string) => void,
): string | undefined {
  const normalized = normalizeApiError(error);
  let shown = false;
  for (const field of fields) {
    const messages = normalized.errors?.[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') {
      show(field, messages[0]);
      shown = true;
    }
  }
  return shown ? undefined : normalized.message;
}
