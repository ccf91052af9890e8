import type { Applicant, FormQuestion } from '../applicant';
import type { Meaning } from '../understand';
import type { Found } from './found';

/**
 * Email, phone and names. The email: the LinkedIn account's own address when the form offers it
 * (LinkedIn lists the account's addresses), else the profile's. The phone: national digits, as
 * LinkedIn's phone input takes them beside its country select, or the international form when the
 * page asks for the country code within the number.
 */
export function contactAnswer(
  question: FormQuestion,
  meaning: Meaning & { kind: 'contact' },
  applicant: Applicant,
): Found {
  switch (meaning.field) {
    case 'email':
      return emailAnswer(question, applicant);
    case 'phone': {
      const phone = applicant.facts.phone;
      if (!phone) return undefined;
      if (meaning.international)
        return phone.value.international ? { text: phone.value.international, source: phone.source } : undefined;
      return { text: phone.value.national, source: phone.source };
    }
    case 'first-name':
      return applicant.firstName ? { text: applicant.firstName, source: 'profile' } : undefined;
    case 'last-name':
      return applicant.lastName ? { text: applicant.lastName, source: 'profile' } : undefined;
    case 'full-name':
      return { text: `${applicant.firstName} ${applicant.lastName}`.trim(), source: 'profile' };
  }
}

function emailAnswer(question: FormQuestion, applicant: Applicant): Found {
  const accounts = [
    { email: applicant.linkedinEmail, source: 'linkedin_account' as const },
    { email: applicant.email, source: 'profile' as const },
  ].filter((a) => a.email);
  if (question.options.length > 0) {
    for (const { email, source } of accounts) {
      const option = question.options.find((o) => o.trim().toLowerCase() === email.toLowerCase());
      if (option) return { text: option, source };
    }
    return undefined;
  }
  const first = accounts[0];
  return first && { text: first.email, source: first.source };
}
