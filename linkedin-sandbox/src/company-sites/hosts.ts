import type { IncomingMessage } from 'node:http';

// The company sites live in the sandbox process, on its port, each under its real host name with
// ".localhost" appended (boards.greenhouse.io.localhost). Chromium resolves every *.localhost name
// to the loopback address without DNS, so a browser leaves the sandbox's LinkedIn (127.0.0.1) for
// what is, to it, another site: another origin, no LinkedIn cookies, cross-origin iframes for an
// embed. The same pages answer under /__ats/<host>/… on any host, for HTTP tests (Node's resolver
// knows no *.localhost) and for a sandbox reached under a name that is not loopback.

/** The real hosts the replicas stand in for. */
export const SITE_HOSTS = [
  'boards.greenhouse.io',
  'job-boards.greenhouse.io',
  'jobs.lever.co',
  'jobs.ashbyhq.com',
  // The CAPTCHA widgets' own frames, served as the real ones are: from the CAPTCHA vendor's host.
  'www.google.com',
  'newassets.hcaptcha.com',
] as const;

/** Where the replicas' routes are registered; a request by host name is rewritten onto it. */
export const ATS_PREFIX = '/__ats';
const LOCALHOST_SUFFIX = '.localhost';

/** A company's own domain (for a Greenhouse embed): any other *.localhost name, e.g. www.acme.com. */
export const COMPANY_HOST_KEY = 'company';

/** The site a Host header names: a known site, a company domain, or null for the sandbox's LinkedIn. */
function siteOfHost(hostHeader: string | undefined): { site: string; domain: string } | null {
  if (!hostHeader) return null;
  const name = hostHeader.replace(/:\d+$/, '').toLowerCase();
  if (!name.endsWith(LOCALHOST_SUFFIX)) return null;
  const domain = name.slice(0, -LOCALHOST_SUFFIX.length);
  if (!domain) return null;
  if ((SITE_HOSTS as readonly string[]).includes(domain)) return { site: domain, domain };
  return { site: COMPANY_HOST_KEY, domain };
}

/** Marks requests that arrived by host name, so their pages link without the /__ats prefix. */
const BY_HOST = Symbol('company-site-by-host');
type MarkedRequest = IncomingMessage & { [BY_HOST]?: string };

/**
 * Fastify's rewriteUrl: a request for boards.greenhouse.io.localhost:PORT/acme/jobs/1 is routed
 * as /__ats/boards.greenhouse.io/acme/jobs/1; a company domain as /__ats/company/<domain>/….
 */
export function rewriteCompanySiteUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const site = siteOfHost(request.headers.host);
  if (!site) return url;
  (request as MarkedRequest)[BY_HOST] = site.domain;
  const base =
    site.site === COMPANY_HOST_KEY ? `${ATS_PREFIX}/${COMPANY_HOST_KEY}/${site.domain}` : `${ATS_PREFIX}/${site.site}`;
  return `${base}${url}`;
}

/** How this request's page links within its own site: "" by host name, else the /__ats prefix. */
export function siteBase(raw: IncomingMessage, site: string, domain?: string): string {
  if ((raw as MarkedRequest)[BY_HOST]) return '';
  return site === COMPANY_HOST_KEY ? `${ATS_PREFIX}/${COMPANY_HOST_KEY}/${domain}` : `${ATS_PREFIX}/${site}`;
}

/**
 * The absolute address of a page on a site, for links between sites (LinkedIn → Greenhouse,
 * company page → embedded board). With the port known (a listening sandbox) it is the *.localhost
 * name; without one (an app built but not listening) the same-origin /__ats path.
 */
export function siteUrl(port: number | undefined, site: string, path: string, domain?: string): string {
  const host = site === COMPANY_HOST_KEY ? domain! : site;
  if (port) return `http://${host}${LOCALHOST_SUFFIX}:${port}${path}`;
  return site === COMPANY_HOST_KEY
    ? `${ATS_PREFIX}/${COMPANY_HOST_KEY}/${domain}${path}`
    : `${ATS_PREFIX}/${site}${path}`;
}
