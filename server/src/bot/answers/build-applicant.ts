import type { AnswerSource, Applicant, ApplicantFacts, OwnAnswer, Sourced } from './applicant';
import { degreesInResume } from './facts/degrees';
import { languagesInResume } from './facts/languages';
import { linksInResume } from './facts/links';
import { parsePhone } from './facts/phone';
import { parsePlace, placeInResume, type Place } from './facts/place';
import { functionsOfTotal, titleInResume, totalYearsInResume } from './facts/work-history';
import { meaningKey, understand } from './understand';

/** Everything the user gave JobPilot that the bot may answer from. */
export interface ApplicantData {
  user: { email: string; firstName: string; lastName: string };
  /** The email of the LinkedIn account the bot signs in with ('' when unknown). */
  linkedinEmail: string;
  extra: {
    noticePeriod: number | null;
    currentPay: string | null;
    expectedPay: string | null;
    /** Custom answers (question → answer), those given under "Answers needed" included. */
    data: Record<string, string>;
    followCompanies: boolean;
    /** The cover letter the user wrote ('' for none). */
    coverLetter?: string;
    /** Without a letter of their own, the server's model may word one. */
    writeCoverLetter?: boolean;
  } | null;
  /** Questions of `extra.data` the user answered under "Answers needed". */
  answeredWhenAsked?: Iterable<string>;
  resumeText: string;
}

/**
 * The applicant, built once from the user's data: the raw data the rules read, and the typed facts
 * with where each came from. The run, its refresh before each form and the optional model all use
 * this one function, so a fact never reaches one of them and not the others.
 */
export function buildApplicant(data: ApplicantData): Applicant {
  const custom = data.extra?.data ?? {};
  const answeredWhenAsked = new Set(data.answeredWhenAsked ?? []);
  const ownSource = (question: string): AnswerSource =>
    answeredWhenAsked.has(question) ? 'answers_needed' : 'custom_information';
  const own = ownAnswers(custom, ownSource);
  return {
    email: data.user.email,
    linkedinEmail: data.linkedinEmail,
    firstName: data.user.firstName,
    lastName: data.user.lastName,
    noticePeriodDays: data.extra?.noticePeriod ?? null,
    currentPay: data.extra?.currentPay ?? null,
    expectedPay: data.extra?.expectedPay ?? null,
    custom,
    resumeText: data.resumeText,
    followCompanies: data.extra?.followCompanies ?? false,
    coverLetter: data.extra?.coverLetter ?? '',
    writeCoverLetter: data.extra?.writeCoverLetter ?? false,
    answeredWhenAsked,
    facts: factsOf(data.resumeText, own),
  };
}

/** The user's own answers under the meaning of their question (the first answer of a meaning wins). */
function ownAnswers(custom: Record<string, string>, source: (question: string) => AnswerSource) {
  const own: Record<string, OwnAnswer> = {};
  for (const [question, text] of Object.entries(custom)) {
    const meaning = understand({ label: question, kind: 'text', required: true, options: [] });
    const key = meaning && meaningKey(meaning);
    if (key && !own[key] && text.trim()) own[key] = { question, text: text.trim(), source: source(question) };
  }
  return own;
}

function factsOf(resumeText: string, own: Record<string, OwnAnswer>): ApplicantFacts {
  const place = placeFrom(resumeText, own);
  const phoneAnswer = own['contact:phone'];
  const phone = phoneAnswer
    ? sourced(parsePhone(phoneAnswer.text, place?.value.country), phoneAnswer.source)
    : sourced(phoneInResume(resumeText, place?.value.country), 'resume');
  const links = linksInResume(resumeText);
  const link = (site: 'linkedin' | 'github' | 'website') =>
    own[`link:${site}`]
      ? sourced(own[`link:${site}`]!.text, own[`link:${site}`]!.source)
      : sourced(links[site], 'resume');
  const total = totalYearsInResume(resumeText);
  const languages = Object.fromEntries(
    Object.entries(languagesInResume(resumeText)).map(([language, level]) => [
      language,
      { value: level, source: 'resume' as const },
    ]),
  );
  return {
    place,
    phone,
    links: { linkedin: link('linkedin'), github: link('github'), website: link('website') },
    totalYears: sourced(total, 'resume'),
    title: titleInResume(resumeText),
    functions: total === undefined ? [] : functionsOfTotal(resumeText),
    degrees: degreesInResume(resumeText).map((degree) => ({ ...degree, source: 'resume' as const })),
    languages,
    own,
  };
}

const sourced = <T>(value: T | undefined, source: AnswerSource): Sourced<T> | undefined =>
  value === undefined ? undefined : { value, source };

/** Where the user lives: their own answer (city, country, "City, Country") over the resume's header. */
function placeFrom(resumeText: string, own: Record<string, OwnAnswer>): Sourced<Place> | undefined {
  const resume = placeInResume(resumeText);
  const whole = own['location:city-country'];
  const wholePlace = whole && parsePlace(whole.text);
  if (wholePlace) return { value: wholePlace, source: whole.source };
  const city = own['location:city'];
  const country = own['location:country'];
  if (!city && !country) return sourced(resume, 'resume');
  const countryCode = country && parsePlace(`x, ${country.text}`)?.country;
  // "Austin, TX" answers the city with its region and country.
  const cityPlace = city && parsePlace(city.text);
  const value: Place = cityPlace
    ? { ...cityPlace, country: countryCode ?? cityPlace.country }
    : {
        city: city?.text.trim() ?? (countryCode && countryCode !== resume?.country ? undefined : resume?.city),
        country: countryCode ?? resume?.country,
      };
  return { value, source: (city ?? country)!.source };
}

/** The first line of the resume that holds a phone number ("Phone:", "Mobile", or a "+" code). */
function phoneInResume(resumeText: string, homeCountry?: string) {
  for (const line of resumeText.split('\n')) {
    if (!/\b(phone|mobile|tel|cell)\b|\+\d|\(\d{3}\)/i.test(line)) continue;
    const phone = parsePhone(line, homeCountry);
    if (phone) return phone;
  }
  return undefined;
}

/** The applicant again with Additional Information as saved now: the user may answer mid-run. */
export function rebuildWith(
  applicant: Applicant,
  extra: ApplicantData['extra'],
  answeredWhenAsked: Iterable<string> = applicant.answeredWhenAsked,
): Applicant {
  return buildApplicant({
    user: { email: applicant.email, firstName: applicant.firstName, lastName: applicant.lastName },
    linkedinEmail: applicant.linkedinEmail,
    extra,
    answeredWhenAsked,
    resumeText: applicant.resumeText,
  });
}
