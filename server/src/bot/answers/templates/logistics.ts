import { countryIn } from '../countries';
import type { TemplateReader } from './topic';

/** Remote work as the only setting the user takes: a subject of its own, never their yes to remote work. */
export const REMOTE_ONLY = 'remote only';

const WILLING =
  /\b(comfortable|willing|open|ok|okay|able|happy|fine|prepared|agree|available|interested|want|acceptable|suitable|suit|suits|feasible|possible|alright|ready|consider|accept|keen|flexible|amenable|agreeable|looking for|seeking)\b|^(can|could|will|would) you (work|come|be|go|get|report|attend|make it|visit|commit)\b|\b(work|works) for you\b|\b(like|love) to\b|\bgood with\b/;

/**
 * Where and when the applicant works: relocation, commuting, remote / hybrid / on-site, travel and
 * start date. A question about experience ("experience working remotely") is not one of these.
 */
/**
 * Terms the user's answers about relocating, commuting or working remotely do not speak to: the kind
 * of engagement, unusual hours, a plan rather than a willingness. "Yes" to relocating says nothing
 * of relocating for a three-month contract.
 */
const OTHER_TERMS =
  /\b(contract|contractor|contracting|part time|freelance|temporary|temp|internship|intern|unpaid|night shifts?|weekends?|overtime|on call|plan|planning|intend|intending|currently relocating|already relocating|in the process)\b/;

export const readLogistics: TemplateReader = (text) => {
  if (/\bexperience\b/.test(text)) return undefined;
  // A condition beside the question ("W2 only", "US citizens required") is a question of its own.
  if (/\b(citizen|citizens|green card|w2|c2c|1099|clearance)\b/.test(text)) return undefined;
  // "Willing to shift to Pune?", "Open for Gurgaon as work location": moving there, in other words.
  const moving =
    WILLING.test(text) &&
    (/\b(shift|shifting|move|moving) to (?!(a|an|the|another|new|other|part|full|contract|role|position|team|remote|hybrid|onsite)\b)\w/.test(
      text,
    ) ||
      // "Move to the UK", "the Netherlands": a country named with "the" is a place, not "the role".
      countryIn(/\b(?:shift|shifting|move|moving) to (the [a-z]+(?: [a-z]+)?)/.exec(text)?.[1] ?? '') !== undefined ||
      // "Move to another city", "move cities", "change your location", "move for this job": relocating.
      /\b(shift|shifting|move|moving|relocate) to (a |an )?(another|new|different|other) (city|cities|location|place|state|country|town)\b|\b(move|moving|shift|shifting|change|changing) (cities|base|(your )?(city|location|residence))\b|\b(move|moving) for (this|the) (job|role|position|opportunity)\b/.test(
        text,
      ) ||
      /\b(open|ok|okay|fine|comfortable) (for|to|with) [a-z ]{2,30} as (a |the |your )?(work|job|preferred) location$/.test(
        text,
      ));
  // "Commute or relocate": either one makes a yes, and no single answer of the user's says which
  // (a "no" to relocating says nothing of commuting): asked.
  // (A named place far away rules out commuting, and is read by where the applicant lives.)
  if (
    /\bcommut\w*\b.*\bor\b.*\brelocat|\brelocat\w*\b.*\bor\b.*\bcommut/.test(text) &&
    /\b(job s|job|work|office) location\b|\b(the|our|your) office\b/.test(text)
  )
    return undefined;
  if ((/\brelocat/.test(text) || moving) && !/\bno relocation\b|\brelocation (is )?not\b/.test(text)) {
    // Help with moving (assistance, a package) is another question than being willing to move.
    const help =
      /\brelocation (assistance|support|package|help|benefits?|allowance|bonus|stipend|reimbursement|costs?|expenses?)\b/.test(
        text,
      );
    if (help && !WILLING.test(text) && !/\brelocat(e|ing)\b/.test(text)) return undefined;
    // Willing to move on a condition (at one's own cost, without help, by a date): a "no" to moving
    // says no to it; a "yes" does not say yes to the condition.
    const onCondition = relocationOnCondition(text);
    return { family: 'relocation', subject: countryIn(text), ...(onCondition && { onCondition: true }) };
  }
  // Past relocating, each family below is the user's general answer, which other terms do not carry.
  if (OTHER_TERMS.test(text)) return undefined;
  // "Open to non-remote roles?": the setting negated is every other one, which no answer names.
  // "Do you have a home office for remote work?": what the user has, not how they will work.
  if (
    /\b(non|not|other than|except|instead of)[ -]?(remote|hybrid|on ?site|office)\b|^(do|does) you (have|own|possess)\b/.test(
      text,
    )
  )
    return undefined;
  // "Is your commute under 30 minutes?", "… commute up to 50 km?": how long or far, which a general
  // answer about commuting does not say.
  if (
    /\bcommut/.test(text) &&
    /\b\d+ ?(min|mins|minutes?|hours?|hrs?|miles?|mi|km|kms|kilomet(er|re)s?)\b|\bhow (long|far)\b/.test(text)
  )
    return undefined;
  if (/\bcommut/.test(text)) return { family: 'commute' };
  // "Immediately or within 2 weeks?": a span of days, read as the notice period (understand/notice.ts).
  // Not "immediately available for a call", nor "an immediate joiner or serving notice" (either, or).
  if (
    /\b(start|join|begin|commence|onboard|come on board|take up|(?:you|to) resume|report (?:for|to) (?:duty|work))(ing)?( (us|work|working|employment|duty|the|this|a|an|new|role|job|position|with|for|our|team|company|organization|organisation|firm|your|in|full|time|capacity)){0,4} (immediately|instantly|right away|straight away|straightaway|right now|asap|as soon as possible|now|at once|on (an )?immediate notice)\b|\bimmediate (joiner|starter|start|joining|availability)\b|\b(are|is) (you|your) (currently )?available (now|at once|right now)$|\b(start|join)\w* (from )?today$|\bimmediately (joinable|available to (join|start))\b|\b(joining|start) (is |be )?immediate\b|\b(join|start|joining)\w*( with)?( us)? on (an )?immediate basis\b|\bimmediately available\b|\bavailability (is |be )?immediate\b|\bavailable (to (start|join) )?immediately\b/.test(
      text,
    ) &&
    !/\bwithin (the )?(next )?\d+|\b\d+ (to )?(\d+ )?(days?|weeks?)\b|\bnotice period\b.*\b\d+ months?\b/.test(text) &&
    !/\bfor\b.*\b(call|interview|chat|meeting|conversation|discussion|screening)\b/.test(text) &&
    !/\bor\b.*\b(serving|notice)\b/.test(text) &&
    // "How many days before you could join? Put 0 if at once": a figure is asked, not yes / no.
    !/\bhow (many|much|long)\b/.test(text)
  ) {
    return { family: 'start-immediately' };
  }
  if (
    /\b((in )?how many (days|weeks) (can|could|would|will) you (start|join)|when can you (start|join)|earliest (possible )?(start|joining)|start date|available to start|availability to start|how soon can you (start|join)|when could you (start|join)|how early can you (start|join)|availability to (start|join)|joining date|date of joining|when are you (able|available) to start|between\b.*\boffer\b.*\bstart\w*|how soon could you (start|join)|joining time|time (needed |required )?to join|how (many|much) (days|weeks|months|time) (do|would|will) you (need|require|take) (to|before) (join|start)\w*|how (many (days|weeks|months)|long|much time) (will|would|do|does) (it )?(you )?(take|need|require)( you| for you)? to (join|start)|how many (days|weeks|months) (are|is|would be|will be) (required|needed) (for you )?to (join|start)|earliest you (could|can) (join|start)|when (are|would|will|could) you be (able|available) to (join|start)|when are you available to (join|start)|how soon (would|will|could) you be (able|available) to (join|start)|how (quickly|fast) can you (join|start)|how long before you (can|could) (join|start)|how soon (are|would|will) you (be )?able to (join|start)|earliest date (you can|you could|to) (join|start))\b/.test(
      text,
    )
  ) {
    return { family: 'start-date' };
  }
  // Any other wording of when one can start: a verb of starting (or "availability") with a word
  // asking when or how soon ("How quick can you join?", "Days to join", "Availability in days").
  if (
    !/^(are|can|could|will|would|is|do|does|have|did)\b/.test(text) &&
    /\b(join|joining|start|starting|begin|commence|onboard|availability)\b/.test(text) &&
    /\b(when|how soon|how quick|how quickly|how early|how fast|how long|how many (days|weeks|months)|earliest|in (days|weeks|months)|(days|weeks|months) (needed |required )?(to|before|until|till)|time to)\b/.test(
      text,
    ) &&
    !/\b(call|interview|meeting|chat|conversation|screening|shift|shifts|project|training|hours|date of birth|birth)\b/.test(
      text,
    )
  )
    return { family: 'start-date' };
  if (/\btravel\b/.test(text) && WILLING.test(text)) return { family: 'travel' };
  // "Do you require a fully remote role?", "Only interested in remote roles?": remote work as a
  // condition of the user's, which a yes to it does not say (derive/topic.ts: a yes to the office is its no).
  if (
    /\b(remote|remotely|work(ing)? from home|wfh)\b/.test(text) &&
    !/\b(hybrid|on ?site|office|in person)\b/.test(text) &&
    (/\b(only|exclusively|solely|strictly)\b/.test(text) ||
      /^(do|would|will) you (require|need|insist on)\b|\b(a )?(must|requirement|necessity|non negotiable) for you\b/.test(
        text,
      ))
  )
    return { family: 'work-mode', subject: REMOTE_ONLY };
  if (!WILLING.test(text)) return undefined;
  // A willingness to work one way joined to "only" for another way ("only hybrid") is asked.
  if (/\b(only|exclusively|solely|strictly)\b/.test(text)) return undefined;
  if (/\b(remote|remotely|work(ing)? from home|wfh|fully remote)\b/.test(text))
    return { family: 'work-mode', subject: 'remote' };
  if (/\bhybrid\b/.test(text)) return { family: 'work-mode', subject: 'hybrid' };
  // "WFO": work from office, as Indian postings write it.
  if (
    /\b(on ?site|in office|in the office|in person|office based|from the office|from office|wfo|(to|into|in to|at|attend|attending|visit|visiting) (the |our )?office)\b/.test(
      text,
    )
  ) {
    return { family: 'work-mode', subject: 'onsite' };
  }
  return undefined;
};

/**
 * Relocating on a condition the user's answer does not speak to: at one's own cost, without help,
 * by a date, on other terms — anywhere in the question, a statement beside it included.
 */
export function relocationOnCondition(text: string): boolean {
  return (
    (/\brelocation (assistance|support|package|help|benefits?|allowance|bonus|stipend|reimbursement|costs?|expenses?)\b/.test(
      text,
    ) &&
      !relocationHelpOffered(text)) ||
    OTHER_TERMS.test(text) ||
    // "Relocate and travel", "relocation and rotational shifts": something more the user's answer does not say.
    /\brelocat\w*( \w+){0,3} (and|&) (\w+ ){0,2}(travel\w*|shifts?|nights?|weekends?|overtime)\b/.test(text) ||
    // "By next month", "before the start date": a deadline, as "within 30 days" is.
    /\b(by|before) (the )?(start date|joining date|date of joining|next (week|month)|end of|joining|\w+ \d{1,2}(st|nd|rd|th)?\b)/.test(
      text,
    ) ||
    /\b(own (cost|expense)|at your expense|on your own|self (funded|relocat\w*)|without (any )?(relocation )?(assistance|support|help|package)|within \d+ (days?|weeks?|months?)|(in|over|within) the next \d+ (days?|weeks?|months?)|(at|on) (a )?short notice|immediately|right away|asap|as soon as possible)\b/.test(
      text,
    )
  );
}

/**
 * Help with moving offered as the terms ("with relocation assistance", "if the company provides a
 * relocation package"): only easier than moving on no terms, so the user's plain answer holds.
 */
function relocationHelpOffered(text: string): boolean {
  const HELP =
    '(?:any |a |full |some |the )?relocation (?:assistance|support|package|help|benefits?|allowance|bonus|reimbursement|costs?|expenses?)';
  return (
    !/\b(no|not|without|unable|cannot|can t|won t|don t|doesn t|isn t|aren t|never|own|yourself|self)\b/.test(text) &&
    (new RegExp(
      `\\b(?:with|given|including|if (?:the company |we |the employer |they |you are )?(?:provides?|offers?|covers?|pays? for|gives?|offered|provided|given)|if there (?:is|s)) ${HELP}\\b`,
    ).test(text) ||
      new RegExp(
        `\\b${HELP} (?:is |are |will be |were |would be |can be |may be |could be )?(?:provided|offered|available|given|covered|included)\\b`,
      ).test(text) ||
      // "With company-provided relocation assistance": the employer's help, named before it.
      new RegExp(`\\b(?:company|employer)[ -]?(?:provided|paid|sponsored|funded) ${HELP}\\b`).test(text) ||
      // "We offer relocation assistance", "The company will cover relocation costs".
      new RegExp(
        `\\b(?:we|the company|the employer|our company) (?:will |can |do )?(?:offer|provide|cover|pay for|give)s? ${HELP}\\b`,
      ).test(text))
  );
}
