import { createHash } from 'node:crypto';
import type { SandboxState } from '../state/sandbox-state';
import { COMPANY_HOST_KEY, siteUrl } from './hosts';
import { resolvePosting, type CompanyPosting } from './schema';

/** Every company-site posting of the scenario, defaults filled in. */
function companyPostings(state: SandboxState): CompanyPosting[] {
  return state.scenario.jobs.flatMap((job) =>
    job.companySite ? [resolvePosting({ ...job, companySite: job.companySite })] : [],
  );
}

export function findPosting(state: SandboxState, match: (p: CompanyPosting) => boolean): CompanyPosting | undefined {
  return companyPostings(state).find(match);
}

/** Where the posting's apply link on LinkedIn leads: the page the company's link names. */
export function postingUrl(posting: CompanyPosting, port: number | undefined): string {
  switch (posting.system) {
    case 'greenhouse':
      if (posting.layout === 'embed')
        return siteUrl(port, COMPANY_HOST_KEY, `/careers?gh_jid=${posting.postingId}`, posting.companyDomain);
      return siteUrl(
        port,
        posting.layout === 'classic' ? 'boards.greenhouse.io' : 'job-boards.greenhouse.io',
        `/${posting.board}/jobs/${posting.postingId}?gh_src=linkedin`,
      );
    case 'lever':
      return siteUrl(port, 'jobs.lever.co', `/${posting.board}/${posting.postingId}?lever-source=LinkedIn`);
    case 'ashby':
      return siteUrl(port, 'jobs.ashbyhq.com', `/${posting.board}/${posting.postingId}?utm_source=LinkedIn`);
  }
}

/**
 * The apply control's target on LinkedIn for an external posting: LinkedIn's own redirect,
 * /jobs/view/externalApply/<id>?url=<the company's link>&urlHash=…, as the real job page has it.
 * Postings without a company site keep the sandbox's placeholder page.
 */
export function externalApplyHref(state: SandboxState, jobId: string): string {
  const posting = findPosting(state, (p) => p.jobId === jobId);
  if (!posting) return `/__sandbox/external-apply/${jobId}`;
  const url = postingUrl(posting, state.port);
  const urlHash = createHash('sha1').update(url).digest('base64url').slice(0, 4);
  return `/jobs/view/externalApply/${jobId}?url=${encodeURIComponent(url)}&urlHash=${urlHash}&trk=public_jobs_apply-link-offsite`;
}
