import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(english);

/** Where the applicant lives, as far as their data says: a part they did not give stays undefined. */
export interface Place {
  city?: string;
  /** A state or province as written ("IL", "Ontario"). */
  region?: string;
  /** ISO 3166-1 alpha-2 code ("US", "IN"). */
  country?: string;
}

/** US states and Canadian provinces by their postal codes: "Chicago, IL" is in the United States. */
const US_STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  );
const CA_PROVINCES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' ');

/** The ISO code of a country written by name or code ("India", "USA", "U.K.", "Deutschland"). */
export function countryCode(text: string): string | undefined {
  const clean = text.trim().replace(/\.$/, '');
  if (!clean) return undefined;
  const upper = clean.toUpperCase().replace(/\./g, '');
  if (upper === 'UK' || upper === 'GB') return 'GB';
  if (/^(USA|US|UNITED STATES|AMERICA)$/.test(upper)) return 'US';
  if (/^(UAE)$/.test(upper)) return 'AE';
  return countries.getAlpha2Code(clean, 'en');
}

/** The country's everyday English name ("United States", "India"). */
export function countryName(code: string): string {
  const names = countries.getName(code, 'en', { select: 'all' }) ?? [];
  // The shortest common name: "United States" rather than "United States of America".
  const everyday = names.filter((n) => !/\b(of America|Republic of)\b/.test(n) && n.length > 3);
  return everyday[0] ?? names[0] ?? code;
}

/** Every English name of the country, for matching an option or a question that names it. */
export function countryNames(code: string): string[] {
  return countries.getName(code, 'en', { select: 'all' }) ?? [];
}

/**
 * "Chicago, IL", "Bengaluru, India", "Toronto, ON, Canada", "Berlin, Germany": a place as resumes and
 * users write it. Undefined when the text is not one (a sentence, an email, a phone number).
 */
export function parsePlace(text: string): Place | undefined {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 3) return undefined;
  if (parts.some((p) => !/^[\p{L}][\p{L} .'-]{0,40}$/u.test(p))) return undefined;
  const last = parts[parts.length - 1]!;
  const country = countryCode(last);
  if (country) {
    const [city, region] = parts.length === 3 ? [parts[0], parts[1]] : parts.length === 2 ? [parts[0], undefined] : [];
    return { city, region, country };
  }
  if (parts.length >= 2 && US_STATES.includes(last)) return { city: parts[0], region: last, country: 'US' };
  if (parts.length >= 2 && CA_PROVINCES.includes(last)) return { city: parts[0], region: last, country: 'CA' };
  return undefined;
}

/**
 * Where the resume says the applicant is: its header (the first lines, before any section) writes
 * the place beside the phone and email, separated by "|" or "·" ("Pune, India | +91 …").
 */
export function placeInResume(resumeText: string): Place | undefined {
  for (const line of resumeText.split('\n').slice(0, 4)) {
    for (const part of line.split(/\s*[|·•—–]\s*/)) {
      const place = parsePlace(part.replace(/^(location|address|based in)\s*:\s*/i, ''));
      if (place?.city) return place;
    }
  }
  return undefined;
}
