/** What a message says; layoutMessage turns it into JobPilot's plain-text and HTML parts. */
export interface MessageContent {
  subject: string;
  /** Plain sentences, one paragraph each (escaped in the HTML part). */
  paragraphs: string[];
  /** Shown as a bulleted list after the paragraphs (e.g. the questions waiting for an answer). */
  list?: string[];
  /** The one link of the message: a path under PUBLIC_URL, e.g. `/job-search/12`. */
  action?: { label: string; path: string };
}

export interface LaidOutMessage {
  subject: string;
  text: string;
  html: string;
}

const PRODUCT = 'JobPilot';

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Every email the server sends goes through here, so they all look alike: the product's name, the
 * paragraphs, an optional list, one link built from PUBLIC_URL (never from a request's Host) and
 * the same footer, in plain text and in simple HTML.
 */
export function layoutMessage(publicUrl: string, content: MessageContent): LaidOutMessage {
  const origin = new URL(publicUrl).origin;
  const link = content.action && { label: content.action.label, url: new URL(content.action.path, origin).href };

  const text = [
    ...content.paragraphs,
    ...(content.list?.length ? [content.list.map((item) => `- ${item}`).join('\n')] : []),
    ...(link ? [`${link.label}: ${link.url}`] : []),
    `-- \n${PRODUCT}\n${origin}`,
  ].join('\n\n');

  const p = (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${PRODUCT}</p>`,
    ...content.paragraphs.map((paragraph) => p(escapeHtml(paragraph))),
    ...(content.list?.length
      ? [`<ul style="margin:0 0 16px">${content.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`]
      : []),
    ...(link ? [p(`<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`)] : []),
    `<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${PRODUCT} · <a href="${escapeHtml(origin)}">${escapeHtml(origin)}</a></p>`,
    '</body></html>',
  ].join('\n');

  return { subject: content.subject, text, html };
}
