import { CITY_SUGGESTIONS } from '../scenario/catalog';
import { html, jsonScript, type SafeHtml } from '../pages/html';

/** A company-site page: the system's own stylesheet and scripts (from its /__static/), nothing of LinkedIn's. */
export function sitePage(options: {
  title: string;
  base: string;
  css: string;
  scripts: string[];
  body: SafeHtml;
}): string {
  const { title, base, css, scripts, body } = options;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="stylesheet" href="${base}/__static/${css}" />
      </head>
      <body>
        ${body}
        <script id="places" type="application/json">
          ${jsonScript(CITY_SUGGESTIONS)}
        </script>
        ${['places.js', 'captcha-host.js', ...scripts].map((s) => html`<script src="${base}/__static/${s}"></script>`)}
      </body>
    </html>`.value;
}
