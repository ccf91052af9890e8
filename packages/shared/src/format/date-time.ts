import { format, isValid, parse } from 'date-fns';

const WIRE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** A wire timestamp (`yyyy-MM-dd HH:mm:ss`, UTC, product §9) as a Date; null when empty or malformed. */
export function parseWireTimestamp(wire: string | null | undefined): Date | null {
  if (!wire) return null;
  // The wire carries no zone: it is UTC, so the parse is told so instead of using the local zone.
  const date = parse(`${wire.trim()} Z`, `${WIRE_FORMAT} X`, new Date(0));
  return isValid(date) ? date : null;
}

/**
 * Medium date and time in the viewer's zone (date-fns `PPpp`, e.g. "Jan 2, 2026, 8:34:05 AM").
 * Empty for an empty timestamp (an extra-information record never saved); an unreadable value is
 * shown as it came rather than hidden.
 */
export function formatDateTime(wire: string | null | undefined): string {
  const date = parseWireTimestamp(wire);
  if (!date) return wire ?? '';
  return format(date, 'PPpp');
}

/** Medium date only, in the viewer's zone (date-fns `PP`, e.g. "Jan 2, 2026"). */
export function formatDate(wire: string | null | undefined): string {
  const date = parseWireTimestamp(wire);
  if (!date) return wire ?? '';
  return format(date, 'PP');
}
