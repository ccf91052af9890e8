import type { Rule } from './rule';
import { asksYesNo } from './rule';

/** A profile link: LinkedIn, GitHub, or a personal site / portfolio. */
export const linkRule: Rule = (question, text) => {
  const label = text.label;
  // "Do you have a GitHub profile?": whether the user has one, as yes / no.
  const has =
    /^(do|does) you (currently )?(have|maintain|own) (a|an|any|your own) (active |public |personal )?(linked ?in|git ?hub|portfolio|personal web ?site|web ?site)( profile| account| page| site| url| link)?$/.exec(
      label,
    );
  if (has && asksYesNo(question, label)) {
    const site = /^linked/.test(has[6]!) ? 'linkedin' : /^git/.test(has[6]!) ? 'github' : 'website';
    return { kind: 'link', site, has: true };
  }
  if (question.options.length > 0) return undefined;
  if (/\b(do|are|have|can|will)\b.*\?$/.test(question.label.trim()) && !/\b(url|link)\b/.test(label)) return undefined;
  // A user name or handle alone is a part of the link, not the link: asked ("username or URL" takes it).
  if (/\b(user ?name|handle|user id|login)\b/.test(label) && !/\b(url|link|profile)\b/.test(label)) return undefined;
  if (
    /\blinked ?in\b/.test(label) &&
    (/\b(profile|url|link|page|address)\b/.test(label) || /^(your )?linkedin$/.test(label))
  )
    return { kind: 'link', site: 'linkedin' };
  if (/\bgit ?hub\b/.test(label)) return { kind: 'link', site: 'github' };
  if (/\b(portfolio|personal (web ?site|site|page)|web ?site|blog)\b/.test(label) && !/\bcompany\b/.test(label))
    return { kind: 'link', site: 'website' };
  return undefined;
};
