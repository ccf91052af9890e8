/**
 * `attachment` with the file name as RFC 6266 wants it: a plain-ASCII `filename` for old clients
 * and the exact UTF-8 name in `filename*`. Quotes, backslashes and line breaks cannot break out.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
