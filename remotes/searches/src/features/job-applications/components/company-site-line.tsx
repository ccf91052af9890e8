import { companySystemLabels, type JobApplication } from '@app/shared/contract';

/**
 * product §4.13: an application made on the company's own site says where ("Applied on Greenhouse
 * for Acme") and links to the posting there; one made with Easy Apply shows nothing more.
 */
export function CompanySiteLine({ application }: { application: JobApplication }) {
  const site = application.company_site;
  if (!site) return null;
  const system = companySystemLabels[site.system];
  const where = `on ${system} for ${application.company_name}`;
  return (
    <p>
      {application.status === 'applied' ? `Applied ${where}` : `Application ${where}`} ·{' '}
      <a
        href={site.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`View posting on ${system}: ${application.job_title} at ${application.company_name} (opens in a new tab)`}
      >
        View posting on {system}
      </a>
    </p>
  );
}
