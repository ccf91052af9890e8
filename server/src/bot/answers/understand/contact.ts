import type { Rule } from './rule';

/** The applicant's contact details and names, asked as a field to fill (not a yes / no). */
export const contactRule: Rule = (question, text) => {
  const label = text.label;
  if (/^(do|are|have|can|will|would|may)\b/.test(label)) return undefined;
  // Someone else's details (a referrer, a manager) or an address other than the applicant's own.
  if (/\b(their|referr\w*|referred|recruiter|manager|reference|work email|company email|emergency)\b/.test(label))
    return undefined;
  // Another number or address than the one given ("alternate contact number", "secondary email"):
  // the user gave one of each, so the other is theirs to give.
  if (/\b(alternate|alternative|secondary|second|other|additional|another|backup)\b/.test(label)) return undefined;
  // A name other than the legal one on the profile: preferred, a nickname, one used before, "if different".
  if (
    /\bname\b/.test(label) &&
    /\b(preferred|nick ?name|alias|if different|if applicable|previous|former|maiden|other|known as|pronunciation|phonetic)\b/.test(
      label,
    )
  )
    return undefined;
  if (/\be ?mail\b/.test(label) && !/\b(referr|recruiter|manager|reference)\w*/.test(label))
    return { kind: 'contact', field: 'email' };
  const withCode = /\b(with|including|incl)\b.*\bcountry code\b/.test(label);
  // "Phone (without country code)": the national number; the words name the code only to leave it out.
  const withoutCode = /\b(without|excluding|no|minus)\b.*\b(country|area|dialing|dialling) code\b/.test(label);
  // The phone in other languages too: Spanish "teléfono móvil" / "celular", Chinese 手机 / 电话 (a label
  // in Chinese script normalises to nothing, so it is read as written).
  const phoneWord =
    /\b(phone|mobile|cell|telephone|contact (number|no)|telefono|movil|celular)\b/.test(label) ||
    (/(手机|手機|电话|電話)/.test(question.label) && !/(区号|國碼|国家|國家|地区)/.test(question.label));
  if (phoneWord && (withCode || withoutCode || !/\b(country|pais)\b/.test(label))) {
    const international =
      !withoutCode &&
      (/\b(country code|international|with code|e 164)\b/.test(text.all) || /^\+/.test(question.placeholder ?? ''));
    return { kind: 'contact', field: 'phone', international };
  }
  if (/\bfirst name\b|\bgiven name\b|\bforename\b/.test(label)) return { kind: 'contact', field: 'first-name' };
  if (/\blast name\b|\bsurname\b|\bfamily name\b/.test(label)) return { kind: 'contact', field: 'last-name' };
  if (
    /^(your )?(full )?name$|\bfull name\b|\blegal name\b|^name$|^(candidate|applicant)( s)? (full )?name$/.test(label)
  )
    return { kind: 'contact', field: 'full-name' };
  return undefined;
};
