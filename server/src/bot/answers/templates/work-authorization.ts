import { countriesIn, countryIn } from '../countries';
import { resolvePlace } from '../facts/geo';
import { countryName } from '../facts/place';
import { normaliseQuestion } from '../normalise';
import { HOME, type TemplateReader } from './topic';

/**
 * "Authorized to work in Illinois", "in the state of Karnataka": a state's work authorization is its
 * country's. Georgia is a country as well as a state, so it names neither.
 */
function countryOfStateNamed(text: string): string | undefined {
  const named = /\bwork (?:legally |lawfully )?(?:in|within) (?:the state of )?([a-z]+(?: [a-z]+)?)/.exec(text)?.[1];
  if (!named) return undefined;
  for (const words of [named, named.split(' ')[0]!]) {
    if (words === 'georgia') return undefined;
    const place = resolvePlace(words);
    if (place?.kind === 'region') return countryIn(normaliseQuestion(countryName(place.country)));
  }
  return undefined;
}

/**
 * A right to work or a status put so the user's yes or no for the country does not answer it: the
 * other way round ("Are you not …?"), of other countries ("other than", "outside"), with a
 * restriction, a kind or a time ("for this employer only", "on OPT", "ever", "by the start date").
 */
function statusUnsettled(text: string, status = false): { unsettled: true } | undefined {
  const said = text.replace(/\bwithout (any )?restrictions?\b/g, ' ');
  return /\b(are|is|do|were|have) you not\b|\bnot (a |an )?([a-z]+ )?(citizen|authori[sz]ed|eligible|permitted|allowed|entitled|able)\b|\b(other than|outside|besides|except|apart from)\b|\brestrict\w*|\bonly\b|\bwill you (be|become) (legally )?(authori[sz]ed|eligible|permitted|allowed)\b|\bby (the |your |our )?(start|joining|time|date)\b|\b(ever|previously|formerly|in the past|once|until|expire\w*|temporary|time limited|dependent on|depend on)\b/.test(
    said,
  ) ||
    // Working "on OPT": by which status, a right to work does not say (a status question asks it).
    (!status && /\bon (an? |the )?(opt|cpt|stem opt|visa|ead|h ?1 ?b|tn|l ?1)\b/.test(said))
    ? { unsettled: true }
    : undefined;
}

/** A United States visa kind held ("TN visa", "H-1B holder", "on an H1B", "H4 EAD"): never "opt in" or the like. */
const US_VISA_KIND = '(?:h ?1 ?b|h ?4|tn|l ?1|l ?2|e ?3|o ?1|f ?1)';
const US_VISA = new RegExp(
  `\\b${US_VISA_KIND} ?(?:visa|holder|ead|status)\\b|\\b(?:on|hold|holding|have) (?:an? |the )?${US_VISA_KIND}\\b|\\bead\\b`,
);

const WORLD_REGION =
  /\b(north|south|central|latin) (america|united states)\b|\b(europe|european union|eu|eea|emea|apac|asia|africa|middle east|gcc|scandinavia|nordics)\b/;

// "Where you live", "your country", "the place you are applying from": wherever the applicant is now.
const HOME_COUNTRY =
  /\b(your|the) (current )?(country of (your )?(residence|citizenship)|(home|resident|residence) country|country (that )?you (are |re |currently )*(located|based|living|residing|live|reside)( in)?|country (where|in which) you (currently )?(live|reside|are based|are located))\b|\byour (current |present |own )?(location|country)\b|\b(in|from) (the (place|location|country) )?you (are )?(currently )?(live|reside|are (based|located)|applying from)\b|\bwhere you (currently )?(live|reside|are (based|located))\b/;

/**
 * "Are you legally authorized to work in the United States?", "Do you have the right to work in
 * the UK?", "Will you now, or in the future, require sponsorship for employment visa status?":
 * LinkedIn's work-authorization and sponsorship templates, per country when one is named.
 */
export const readWorkAuthorization: TemplateReader = (text) => {
  const sponsorship =
    /\bsponsor(ship|ed|ing)?\b|\bsponsorh?ship\b/.test(text) ||
    /\b(require|need|needs)\b.*\b(visa|work permit|work authorization|immigration (support|case|filing|sponsorship|assistance|petition)|h ?1 ?b|h1b)\b/.test(
      text,
    ) ||
    // "Is a work visa needed for you to work in the US?": the same need, said of the visa.
    /^(is|are|would|will) (a |an |any )?(work |employment )?(visa|work permit)s? (be )?(needed|required|necessary)\b/.test(
      text,
    );
  // "Can you work in the US without a visa?", "Would you be able to start working … without requiring
  // sponsorship?": being allowed to, said by what is not needed (never the need for it).
  const workWithout =
    /^(can|could|are|would|will|do) you\b.*\bwork(ing)?\b.*\bwithout (a |any |the )?(need (for|of) |requiring |needing |us sponsoring |(a |any )?(company |employer )?)?(a |any )?(visa|sponsorship|work permit|employer sponsorship|visa sponsorship|restrictions?)\b/.test(
      text,
    );
  const authorized =
    workWithout ||
    ((/\b(authorized|eligible|entitled|permitted|allowed|legally able|right to (live and )?work|work permit|(permission|authori[sz]ation) to work|legal right)\b/.test(
      text,
    ) ||
      /\b(legally|lawfully) (able to )?work\b|\bwork (legally|lawfully)\b/.test(text) ||
      // "Do you have US work authorization?": holding it, asked as yes / no.
      /^(do|does) you (currently )?(have|hold|possess) (a |an |valid |current |active )*([a-z ]+ )?work authorization\b/.test(
        text,
      )) &&
      /\bwork\b/.test(text));
  // "In your country of residence", "in the country you are located in": where the applicant lives.
  // A world region ("North America", "the EU") is no one country: its answer matches none of the user's.
  const region = WORLD_REGION.exec(text)?.[0];
  // Several countries all asked ("the US and Canada"): one answer each, which no single one gives.
  const countries = countriesIn(text);
  const all = countries.length >= 2 && /\b(and|both|as well as)\b/.test(text) ? countries.join(' & ') : undefined;
  // "In the US or India": any one of them, which the user's answer for the first named does not say
  // (authorized in India but not the US is a yes). Asked.
  if (countries.length >= 2 && !all) return undefined;
  // Where the applicant lives beside a named country ("in your country and the US") is two places: not read.
  const named = region ?? all ?? countryIn(text) ?? countryOfStateNamed(text);
  const home = HOME_COUNTRY.test(text);
  if (home && named) return undefined;
  const subject = home ? HOME : named;
  // "… and will you not need sponsorship?", "… and don't require future sponsorship": one question.
  const andNoSponsorship =
    /\bwithout\b.*\b(sponsor|visa)/.test(text) ||
    /\band\b.*\b(not|never|don t|dont|won t)\b.*\b(need|require)\b.*\bsponsor/.test(text);
  if (authorized && andNoSponsorship) {
    return { family: 'work-authorization', subject, withoutSponsorship: true, ...statusUnsettled(text) };
  }
  if (sponsorship) {
    // The need said the other way round ("Do you not require sponsorship?", "free of visa
    // requirements"), a visa to transfer or to sponsor oneself, or another need joined to it
    // ("relocation and visa support"): the user's yes or no to needing sponsorship does not answer it.
    const unsettled =
      /\b(not|never|no longer|don t|dont|won t) (be )?(require|need|requiring|needing)\b|\bsponsor\w* (is |be )?not (required|needed|necessary)\b|\b(need|require) no\b|\bfree (of|from)\b|\btransfer\w*\b|\bsponsor\w* (your|my) own\b|\bself ?sponsor|\b(relocation|relocating) (help |support |assistance )?(and|or)\b|\b(and|or) (relocation|relocating)\b/.test(
        text,
      );
    return unsettled ? { family: 'sponsorship', subject, unsettled } : { family: 'sponsorship', subject };
  }
  if (authorized) return { family: 'work-authorization', subject, ...statusUnsettled(text) };
  // "Are you a U.S. citizen?", "Do you hold a green card?": a status in one country (a green card is
  // the United States'); a status asked of no country is not read.
  // Several countries ("a US or Canadian citizen"): the subject lists them all, " / " apart.
  // "USC", "GC" and the United States' visa kinds ("TN visa", "on an H-1B", "H4 EAD") are statuses there too.
  const status = text.replace(/\busc\b/g, 'us citizen').replace(/\bgc\b/g, 'green card');
  const usVisa = US_VISA.test(status);
  if (
    /^(are|do|have|is) you\b/.test(status) &&
    // "… visa type?", "which status": the kind to name, not a yes / no.
    !/\b(type|types|kind|which|what)\b/.test(status) &&
    (usVisa || /\b(citizen|citizenship|green card|permanent resident)\b/.test(status))
  ) {
    const countries = countriesIn(status);
    if ((usVisa || /\bgreen card\b/.test(status)) && !countries.includes('united states'))
      countries.push('united states');
    return countries.length > 0
      ? { family: 'citizenship', subject: countries.join(' / '), ...statusUnsettled(status, true) }
      : undefined;
  }
  return undefined;
};
