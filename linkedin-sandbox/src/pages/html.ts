/** HTML that is already safe to put in a page (built by `html` or escaped). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * Tagged template for pages: every interpolated value is escaped unless it is SafeHtml (or an
 * array of it), so a user-controlled string can never become markup.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/** JSON for a <script type="application/json"> block: "<" escaped so it cannot close the tag. */
export const jsonScript = (data: unknown): SafeHtml => new SafeHtml(JSON.stringify(data).replace(/</g, '\\u003c'));
