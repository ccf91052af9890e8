// No zod here: the application list shows these names on pages that render without it.

/** The applicant-tracking systems whose forms the bot fills on a company's own site (product §4.13). */
export const COMPANY_SYSTEMS = ['greenhouse', 'lever', 'ashby'] as const;
export type CompanySystemName = (typeof COMPANY_SYSTEMS)[number];

/** How each system is named to the user ("on Greenhouse for Acme"). */
export const companySystemLabels: Record<CompanySystemName, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
};
