import { parse, type HTMLElement } from 'node-html-parser';

// A tiny browser stand-in for HTTP-level tests: keeps cookies, never follows redirects, so each
// test sees exactly what the sandbox answered.
export class SandboxClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const expired = attributes.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()),
      );
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), rest.join('='));
    }
    return response;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  postForm(path: string, fields: Record<string, string>): Promise<Response> {
    return this.request(path, { method: 'POST', body: new URLSearchParams(fields) });
  }

  postJson(path: string, body: unknown): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async signIn(email: string, password: string): Promise<Response> {
    return this.postForm('/checkpoint/lg/login-submit', { session_key: email, session_password: password });
  }

  async html(path: string): Promise<string> {
    const response = await this.get(path);
    if (response.status !== 200)
      throw new Error(`GET ${path} answered ${response.status} ${response.headers.get('location') ?? ''}`);
    return response.text();
  }
}

/** A page's DOM, to query with the selectors the bot uses. */
export const dom = (page: string): HTMLElement => parse(page);

/** The text of an element, whitespace collapsed as a browser's innerText would. */
export const textOf = (element: HTMLElement | null | undefined): string | undefined =>
  element?.textContent.replace(/\s+/g, ' ').trim();

/** The job ids of the result cards on a search page, in order. */
export const cardIds = (page: string): string[] =>
  dom(page)
    .querySelectorAll('li[data-occludable-job-id]')
    .map((li) => li.getAttribute('data-occludable-job-id')!);

/** A posting for tests, with the defaults filled in. */
export const testJob = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: 'Backend Developer',
  company: 'Acme',
  location: 'Berlin, Germany',
  remote: false,
  postedDaysAgo: 2,
  description: 'Build APIs with Node.js.',
  easyApply: true,
  ...overrides,
});
