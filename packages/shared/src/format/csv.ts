/**
 * RFC 4180 CSV: CRLF between records, a field quoted when it holds a comma, a quote or a line
 * break, quotes doubled. A field a spreadsheet would read as a formula (starting with = + - @, or
 * a tab or carriage return that some strip before it) gets a leading apostrophe: OWASP's guard
 * against CSV injection, since the cells hold text written by job postings.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Excel reads a UTF-8 CSV as UTF-8 only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';
