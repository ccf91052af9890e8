// What the server writes into the shell's page so that the start-up reads it without a request of
// its own: remotes.json, and the manifest of the remote that owns the path. Two requests fewer on a
// cold page, where every request competes with the shell's first chunk for the machine
// (`pnpm bench web`). DOM-free: the server builds the elements with it (`@app/shared/page-data`);
// the browser takes them with inline-data.ts.

/** The id of the element holding remotes.json. */
export const REMOTES_CONFIG_ID = 'remotes-config';
/** The attribute naming the URL of the manifest an element holds. */
export const REMOTE_MANIFEST_ATTRIBUTE = 'data-remote-manifest';
/** The attribute of a page's script that runs a remote's entry inside a file of another name (a route's start file). */
export const REMOTE_ENTRY_ATTRIBUTE = 'data-remote-entry';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A `<script type="application/json">` data block holding `value`: never run (the page's CSP
 * allows no inline script). `<` only occurs inside JSON strings, where `\u003c` means the same, so
 * the text can never close the element.
 */
export function pageDataScript(attributes: Record<string, string>, value: unknown): string {
  const attrs = Object.entries(attributes)
    .map(([name, text]) => ` ${name}="${escapeAttribute(text)}"`)
    .join('');
  return `<script type="application/json"${attrs}>${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
