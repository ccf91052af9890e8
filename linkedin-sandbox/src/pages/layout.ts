import { html, type SafeHtml } from './html';

export interface LayoutOptions {
  title: string;
  /** The signed-in account, or undefined on the sign-in pages. */
  account?: string;
  body: SafeHtml;
  scripts?: string[];
}

/** The page frame: LinkedIn-like header, a sandbox notice, the stylesheet. */
export function layout({ title, account, body, scripts = [] }: LayoutOptions): string {
  const nav = account
    ? html`<nav class="global-nav__nav" aria-label="Primary Navigation">
        <a class="global-nav__primary-link" href="/feed/">Home</a>
        <a class="global-nav__primary-link" href="/jobs/search/">Jobs</a>
        <a class="global-nav__primary-link" href="/__sandbox/mailbox">Mailbox</a>
        <span class="global-nav__me" title="Signed in">${account}</span>
        <a class="global-nav__primary-link" href="/m/logout/">Sign out</a>
      </nav>`
    : html`<nav class="global-nav__nav" aria-label="Primary Navigation">
        <a class="global-nav__primary-link" href="/__sandbox/mailbox">Mailbox</a>
      </nav>`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} | LinkedIn</title>
        <link rel="stylesheet" href="/__sandbox/static/sandbox.css" />
      </head>
      <body>
        <header class="global-nav" id="global-nav">
          <div class="global-nav__content">
            <a class="global-nav__logo" href="/feed/" aria-label="LinkedIn">in</a>
            <span class="sandbox-badge">Sandbox</span>
            ${nav}
          </div>
        </header>
        <p class="sandbox-notice">A local LinkedIn replica for testing the bot — nothing here reaches LinkedIn.</p>
        <main class="scaffold-layout" id="main">${body}</main>
        ${scripts.map((src) => html`<script src="${src}" defer></script>`)}
      </body>
    </html> `.value;
}
