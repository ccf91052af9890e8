import type { ScenarioJob } from './scenario/schema';

export const PAGE_SIZE = 25;

/** The query parameters of /jobs/search/ the sandbox understands (LinkedIn's names). */
export interface SearchQuery {
  keywords?: string;
  location?: string;
  /** Date posted: r86400 (24 h), r604800 (week), r2592000 (month); any rSECONDS works. */
  f_TPR?: string;
  /** Workplace: 1 on-site, 2 remote, 3 hybrid, comma-joined. */
  f_WT?: string;
  /** Easy Apply only. */
  f_AL?: string;
  /** Older spelling of Easy Apply only. */
  f_LF?: string;
  /** DD = most recent first; anything else keeps relevance (the scenario's order). */
  sortBy?: string;
  start?: string;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .match(/[\p{L}\p{N}+#.]+/gu)
    ?.map((w) => w.replace(/\.+$/, '')) ?? [];
const normalise = (text: string) => words(text).join(' ');

/** A keyword matches a word of the posting, allowing a plural either way ("developers" ~ "developer"). */
const wordMatches = (keyword: string, word: string) =>
  word === keyword || word === `${keyword}s` || keyword === `${word}s`;

function matchesKeywords(job: ScenarioJob, keywords: string): boolean {
  const wanted = words(keywords);
  if (wanted.length === 0) return true;
  const haystack = words(`${job.title} ${job.company} ${job.description}`);
  return wanted.every((k) => haystack.some((w) => wordMatches(k, w)));
}

function matchesLocation(job: ScenarioJob, location: string): boolean {
  const wanted = normalise(location);
  if (!wanted || wanted === 'worldwide' || wanted === 'anywhere') return true;
  if (wanted === 'remote') return job.remote;
  const place = normalise(job.location);
  return ` ${place} `.includes(` ${wanted} `);
}

function matchesWorkplace(job: ScenarioJob, fWt: string): boolean {
  const types = new Set(fWt.split(',').map((t) => t.trim()));
  return (types.has('2') && job.remote) || (types.has('1') && !job.remote);
}

export interface SearchResult {
  total: number;
  start: number;
  jobs: ScenarioJob[];
}

/** Filters, sorts and pages the postings as LinkedIn's search does with these parameters. */
export function searchJobs(jobs: ScenarioJob[], query: SearchQuery): SearchResult {
  const seconds = /^r(\d+)$/.exec(query.f_TPR ?? '')?.[1];
  const maxAgeSeconds = seconds ? Number(seconds) : undefined;
  const easyApplyOnly = query.f_AL === 'true' || query.f_LF === 'f_AL';
  let found = jobs.filter(
    (job) =>
      matchesKeywords(job, query.keywords ?? '') &&
      matchesLocation(job, query.location ?? '') &&
      (maxAgeSeconds === undefined || job.postedDaysAgo * 86_400 < maxAgeSeconds) &&
      (!query.f_WT || matchesWorkplace(job, query.f_WT)) &&
      (!easyApplyOnly || job.easyApply || job.listedAsEasyApply),
  );
  if (query.sortBy === 'DD') found = [...found].sort((a, b) => a.postedDaysAgo - b.postedDaysAgo);
  const requested = Number.parseInt(query.start ?? '0', 10);
  const start = Number.isFinite(requested) && requested > 0 ? requested : 0;
  return { total: found.length, start, jobs: found.slice(start, start + PAGE_SIZE) };
}
