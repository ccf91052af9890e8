import type { Applicant } from '../applicant';
import { buildApplicant } from '../build-applicant';

/** What a test or corpus profile states about an applicant, in the shape the user saves it. */
export interface ApplicantDataOf {
  email: string;
  linkedinEmail: string;
  firstName: string;
  lastName: string;
  noticePeriodDays: number | null;
  currentPay: string | null;
  expectedPay: string | null;
  custom: Record<string, string>;
  resumeText: string;
  followCompanies: boolean;
  answeredWhenAsked?: string[];
}

/** The applicant built from that data by the one function the bot uses. */
export function applicantOf(data: ApplicantDataOf): Applicant {
  return buildApplicant({
    user: { email: data.email, firstName: data.firstName, lastName: data.lastName },
    linkedinEmail: data.linkedinEmail,
    extra: {
      noticePeriod: data.noticePeriodDays,
      currentPay: data.currentPay,
      expectedPay: data.expectedPay,
      data: data.custom,
      followCompanies: data.followCompanies,
    },
    answeredWhenAsked: data.answeredWhenAsked,
    resumeText: data.resumeText,
  });
}
