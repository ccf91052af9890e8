import countries from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json';
import de from 'i18n-iso-countries/langs/de.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import ja from 'i18n-iso-countries/langs/ja.json';
import ko from 'i18n-iso-countries/langs/ko.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import pt from 'i18n-iso-countries/langs/pt.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import zh from 'i18n-iso-countries/langs/zh.json';
import type { AnswerSource, Applicant, FormQuestion } from './applicant';
import { normaliseText } from './text-similarity';
import { customSource } from './derive/found';
import { countryNames } from './facts/place';
import { phoneFrom } from './user-values';

type Found = { text: string; source: AnswerSource } | undefined;

/** Other names users write for a country LinkedIn lists under its own name. */
const ALIASES: Record<string, string[]> = {
  'united states': ['usa', 'us', 'u s', 'u s a', 'united states of america', 'america'],
  'united kingdom': ['uk', 'u k', 'great britain', 'britain', 'england', 'scotland', 'wales'],
};

/** Where a user says where they are: answers to questions about country, city, location, address. */
const WHERE = /\b(country|countries|location|city|based|live|living|reside|residence|address|phone)\b/i;

/** "Canada (+1)" (LinkedIn) or "Canada +1" (Greenhouse) → { name: "Canada", code: "1" }. */
function parseOption(option: string): { name: string; code?: string } {
  const match = /^(.*?)\s*\(?\+(\d+)\)?\s*$/.exec(option);
  return match ? { name: match[1]!, code: match[2]! } : { name: option };
}

// A form shown in the member's language names the countries in it ("美国 (+1)", "Vereinigte
// Staaten (+1)"): by i18n-iso-countries' own translations.
const LOCALES = { ar, de, es, fr, it, ja, ko, nl, pt, ru, zh };
for (const locale of Object.values(LOCALES)) countries.registerLocale(locale);

/** Whether an option's country name, in one of those languages, is the country with this ISO code. */
const namesInAnotherLanguage = (name: string, iso: string) =>
  Object.keys(LOCALES).some((lang) => countries.getAlpha2Code(name.trim(), lang) === iso);

/** Whether `text` names the country, as whole words ("Toronto, Canada" names Canada). */
function names(text: string, country: string): boolean {
  const haystack = ` ${normaliseText(text)} `;
  const spellings = [country, ...(ALIASES[normaliseText(country)] ?? [])].map(normaliseText);
  return spellings.some((s) => s !== '' && haystack.includes(` ${s} `));
}

/**
 * The "Phone country code" option: among the options with the user's code (about 25 countries
 * share +1), the country the user's own data names; else the option LinkedIn pre-selected (the
 * member's country) when its code agrees or the number has no code; else the only option with
 * that code. Undefined when
 * the data does not decide it: the bot never picks one of several countries at random.
 */
export function phoneCountryAnswer(question: FormQuestion, applicant: Applicant): Found {
  const phone = phoneFrom(applicant);
  const options = question.options.map((option) => ({ option, ...parseOption(option) }));
  const candidates = phone?.countryCode ? options.filter((o) => o.code === phone.countryCode) : options;
  if (candidates.length === 0) return undefined;

  for (const [asked, statement] of Object.entries(applicant.custom)) {
    if (!WHERE.test(asked)) continue;
    const named = candidates.filter((c) => names(statement, c.name));
    if (named.length === 1) return { text: named[0]!.option, source: customSource(applicant, asked) };
  }

  // The number's own country (its "+" code, or the country the user lives in where the number is valid).
  const iso = applicant.facts.phone?.value.country;
  if (iso) {
    const named = candidates.filter(
      (c) => countryNames(iso).some((name) => names(c.name, name)) || namesInAnotherLanguage(c.name, iso),
    );
    if (named.length === 1) return { text: named[0]!.option, source: applicant.facts.phone!.source };
  }

  // LinkedIn pre-selects the member's own country (or the last code used): kept when the user's
  // code agrees, or when their number has no code to disagree with.
  const preselected = question.current?.[0];
  if (preselected && candidates.some((c) => c.option === preselected)) {
    return { text: preselected, source: 'linkedin_saved' };
  }
  if (phone?.countryCode && candidates.length === 1) return { text: candidates[0]!.option, source: phone.source };
  return undefined;
}

/** "India (+91)", "+1": an option naming a dialling code. */
const DIAL_OPTION = /\+\d{1,4}\)?\s*$/;

/**
 * "Phone country code", "ISD code" — or, whatever the label's language, a choice whose options are
 * countries with their dialling codes (a placeholder such as "Select" aside).
 */
export const isPhoneCountryQuestion = (question: FormQuestion) =>
  /\bphone\b.*\bcountry\b|\bcountry code\b|\b(dial|dialing|dialling|calling|isd|phone|mobile|telephone) ?(code|prefix)\b/i.test(
    question.label,
  ) ||
  (question.options.length >= 3 &&
    question.options.filter((o) => !DIAL_OPTION.test(o)).length <= 1 &&
    // "Country of citizenship", "Preferred country to work in" with such options ask another country,
    // which the phone's does not say.
    !OTHER_COUNTRY.test(question.label));

/** A country other than the phone's, named in English: citizenship, birth, residence, work, a preference. */
const OTHER_COUNTRY =
  /\b(citizen\w*|nationality|national|passport|birth|born|work\w*|prefer\w*|relocat\w*|visa|residen\w*|live|living|located|based|office|origin)\b/i;
