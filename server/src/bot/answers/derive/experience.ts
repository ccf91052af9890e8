import type { AnswerSource, Applicant, FormQuestion } from '../applicant';
import { chooseYears, readYesNo } from '../options-by-meaning';
import { payAsNumber } from '../user-values';
import { meaningKey, understand, type Meaning } from '../understand';
import { functionNamed, titleCore } from '../facts/work-history';
import { resumeMentions, yearsWith } from '../years-of-experience';
import { withSkillTokens } from '../skill-aliases';
import { isProgrammingLanguage, isUseOfLanguage, toolKind } from '../skill-kinds';
import { normaliseText } from '../text-similarity';
import { no, yes, type Found } from './found';

type Experience = Meaning & { kind: 'experience' };

/** What the data says of the experience asked: stated years, or only that the applicant has some. */
type Known =
  | { years: number; source: AnswerSource }
  | { mentioned: true; source: AnswerSource }
  /** Years with a skill for one use of it ("Python for data analysis"): no more than the skill's. */
  | { atMost: number; source: AnswerSource }
  /**
   * Years with a kind of tool from one tool of it ("CRM" from Salesforce): at least those; with all
   * of a list, no more than the fewest exact years among its other parts.
   */
  | { atLeast: number; atMost?: number; source: AnswerSource };

/**
 * The user's own answer first (a figure, in the unit their question asked, or a yes / no), then the
 * resume: the years it states for the skill, the total it states for the total or for a job
 * function the applicant's own title and words place those years in, or that it names the skill.
 */
function known(meaning: Experience, applicant: Applicant): Known | undefined {
  const key = meaningKey(meaning);
  const own = key ? applicant.facts.own[key] : undefined;
  if (own) {
    const said = readYesNo(own.text);
    const figure = said === undefined ? payAsNumber(own.text) : undefined;
    if (figure !== undefined) {
      const asked = understand({ label: own.question, kind: 'text', required: true, options: [] });
      const inMonths = asked?.kind === 'experience' && asked.unit === 'months' && !/\byears?\b/i.test(own.text);
      return { years: inMonths || /\bmonths?\b/i.test(own.text) ? figure / 12 : figure, source: own.source };
    }
    if (said === false) return { years: 0, source: own.source };
    if (said === true) return { mentioned: true, source: own.source };
  }
  const about = meaning.about;
  if ('total' in about) {
    const total = applicant.facts.totalYears;
    return total && { years: total.value, source: total.source };
  }
  if ('function' in about) {
    const total = applicant.facts.totalYears;
    return total && applicant.facts.functions.includes(about.function)
      ? { years: total.value, source: total.source }
      : undefined;
  }
  if ('role' in about) {
    const total = applicant.facts.totalYears;
    const title = applicant.facts.title;
    // "As a software engineer or developer": any one of the roles named.
    const roles = about.role.split(/\s*(?:\/|\bor\b)\s*(?:an? )?/i);
    return total && title && roles.some((role) => titleCore(title) === titleCore(role))
      ? { years: total.value, source: total.source }
      : undefined;
  }
  const total = applicant.facts.totalYears;
  // A field of work among the parts ("B2B sales or account management"): the applicant's stated
  // total when their own words place it in that function.
  const functionYears = (part: string) => {
    const fn = functionNamed(part);
    return fn && total && applicant.facts.functions.includes(fn) ? total.value : undefined;
  };
  return skillKnown(about.skill, applicant.resumeText, functionYears);
}

/** Words around a skill's name that do not change which skill it is ("Python development", "core Java"). */
const AROUND_SKILL =
  /\b(apache|industry|domain|sector|space|vertical|orchestration|streaming|messaging|version control|source control|administration|automation|development|developer|programming|language|software|core|professional|hands on|commercial|production|based|technologies|technology|services|framework|frameworks|platform|the|and|concepts|fundamentals?|basics|coding|skills|tools?|products?|crm|deploying|managing|building|developing|using|writing|designing|maintaining|implementing|administering|operating|cloud|scripting|scripts?|databases?|ecosystem|containers?|containeri[sz]ation|stack|environments?|applications?|apps|quer(?:y|ies)|clusters?|pipelines?|deployments?|projects?|workloads?)\b/g;

/** Words of building or running a thing, not of using it. */
const MAKING =
  /\b(development|developer|developing|programming|coding|scripting|customi[sz]ation|customi[sz]ing|implementation|implementing|administration|administering|admin|configuration|configuring|integration|integrations)\b/;

/**
 * Applications people use at work, whose development or administration is a trade of its own (for a
 * language, a framework or a cloud, building with it is using it).
 */
const USED_APPLICATIONS = new Set(
  [
    'salesforce',
    'hubspot',
    'zoho',
    'zoho crm',
    'microsoft dynamics',
    'dynamics 365',
    'sap',
    'servicenow',
    'workday',
    'netsuite',
    'sharepoint',
    'wordpress',
    'shopify',
    'excel',
    'microsoft excel',
    'google sheets',
    'jira',
    'confluence',
    'zendesk',
    'marketo',
  ].flatMap((name) => [name, withSkillTokens(name).trim()]),
);

/** Its maker before a skill's name ("Apache", "MS"), its kind after it ("version control", "streaming"). */
const MAKER_OR_KIND =
  /^(apache|microsoft|ms|google|amazon|oracle|atlassian)\s+|\s+(version control|source control|vcs|streaming|messaging|event streaming|orchestration|crm|cloud|database|db)$/g;

/**
 * The skill's years, or that the resume names it: the whole name first; else, when the name holds
 * known skills with only generic words around them, those skills — any one of them when the
 * question offers a choice ("React, Angular or Bootstrap"), all of them when it joins them with "and".
 */
function skillKnown(
  skill: string,
  resumeText: string,
  functionYears: (part: string) => number | undefined = () => undefined,
): Known | undefined {
  const kind = toolKind(skill);
  if (kind) {
    const tools = kind.map((tool) => skillKnown(normaliseText(withSkillTokens(tool)), resumeText));
    const held = tools.filter((k): k is Known => k !== undefined && ('years' in k || 'mentioned' in k));
    if (held.length === 0) return undefined;
    const years = held.flatMap((k) => ('years' in k ? [k.years] : []));
    return years.length > 0
      ? { atLeast: Math.max(...years), source: held[0]!.source }
      : { mentioned: true, source: held[0]!.source };
  }
  const years = yearsWith(skill, resumeText);
  if (years !== undefined) return { years, source: 'resume' };
  if (resumeMentions(skill, resumeText)) return { mentioned: true, source: 'resume' };
  // "Front-end technologies like React and TypeScript": the examples (all of them where joined by
  // "and", one where by "or") say the applicant has some of the kind, never for how long.
  // "Python for data analysis": the years with Python bound those for any one use of it.
  const use = /^(.+?) for (?!example\b)(.+)$/.exec(skill);
  // "Git for version control": a use that is the tool's own kind ("version control" is what Git is) is the tool.
  const ownKind = use && toolKind(use[2]!);
  if (use && ownKind?.some((tool) => normaliseText(withSkillTokens(tool)) === normaliseText(use[1]!)))
    return skillKnown(use[1]!, resumeText, functionYears);
  if (use) {
    const whole = skillKnown(use[1]!, resumeText);
    return whole && 'years' in whole ? { atMost: whole.years, source: whole.source } : undefined;
  }
  // "JavaScript frameworks", "Python libraries": a use of the language, its years no more than the language's.
  const ofLanguage = /^(.+?) (?:frameworks?|libraries|library)$/.exec(skill);
  if (ofLanguage && isProgrammingLanguage(ofLanguage[1]!)) {
    const language = skillKnown(ofLanguage[1]!, resumeText);
    return language && 'years' in language ? { atMost: language.years, source: language.source } : undefined;
  }
  const example = /^(.+?)\s+(?:like|such as|including|e g|eg|for example)\b(.+)$/.exec(skill);
  if (example) {
    const known = skillKnown(example[2]!, resumeText);
    // "Cloud platforms such as AWS": a kind of tool whose examples the resume names; the years with a
    // tool of it bound the kind's from below. Examples it does not name may be what is meant: asked.
    const held = known !== undefined && ('years' in known || 'mentioned' in known);
    if (toolKind(example[1]!)) {
      if (!held) return undefined;
      const kindKnown = skillKnown(example[1]!, resumeText);
      if (kindKnown && 'atLeast' in kindKnown) return kindKnown;
    }
    // An example bounded by its own years (one of "React and TypeScript" held) does not bound the kind.
    if (held) return { mentioned: true, source: known.source };
    // "AWS services like Lambda": examples of a skill the resume names are that skill's, and only examples.
    // A word for a kind alone ("tools like Jira") names no skill.
    const head = example[1]!.replace(AROUND_SKILL, ' ').trim() !== '' ? skillKnown(example[1]!, resumeText) : undefined;
    return head && !('atMost' in head) ? { mentioned: true, source: head.source } : undefined;
  }
  // "Apache Kafka", "Git version control": a maker's name before the skill, its kind after it, around
  // a name the resume lists as a skill ("Adobe Experience Manager" is no "experience" nor "manager").
  const core = skill.replace(MAKER_OR_KIND, ' ').replace(/\s+/g, ' ').trim();
  if (core && core !== skill) {
    const item = listItem(core, resumeText);
    if (item !== undefined) {
      const itemYears = yearsWith(core, item);
      return itemYears !== undefined ? { years: itemYears, source: 'resume' } : { mentioned: true, source: 'resume' };
    }
    // One word left ("Kafka"), or a known skill's name: the resume naming it is enough.
    if (/^\S+$/.test(core) && resumeMentions(core, resumeText)) {
      const coreYears = yearsWith(core, resumeText);
      return coreYears !== undefined ? { years: coreYears, source: 'resume' } : { mentioned: true, source: 'resume' };
    }
  }
  // "Core Java", "professional Java software development": one skill with generic words around it.
  const bare = skill.replace(AROUND_SKILL, ' ').replace(/\s+/g, ' ').trim();
  // Building on an application people use ("Salesforce development", "SAP programming") is another
  // skill than using it, which is all a resume naming the application says: asked.
  if (MAKING.test(skill) && USED_APPLICATIONS.has(bare)) return undefined;
  if (bare && bare !== skill && !/\b(or|and|with|in)\b/.test(bare) && !/\bskill[a-z0-9]+\b/.test(bare)) {
    const bareYears = yearsWith(bare, resumeText);
    if (bareYears !== undefined) return { years: bareYears, source: 'resume' };
    if (resumeMentions(bare, resumeText)) return { mentioned: true, source: 'resume' };
  }
  // "Java Spring", "Java backend": what is done in a language, named after it, has no more years than
  // the language (a minimum above them is a no, anything else asked).
  const inLanguage = /^(\S+) (\S+(?: \S+)?)$/.exec(skill);
  if (inLanguage && isUseOfLanguage(inLanguage[2]!, inLanguage[1]!)) {
    const language = skillKnown(inLanguage[1]!, resumeText);
    return language && 'years' in language ? { atMost: language.years, source: language.source } : undefined;
  }
  // A list of skills ("Docker, Kubernetes or Helm", "React and Redux"): each named part on its own.
  // Each part as written (a field of work is read from it) and with the generic words around it off.
  const rawParts = skill
    .split(/\s*(?:,|\/|&|\bor\b|\band\b)\s*/)
    .map((raw) => ({ raw, part: raw.replace(AROUND_SKILL, ' ').replace(/\s+/g, ' ').trim() }))
    // A part of generic words only is no skill, unless it names a field of work or a kind of tool
    // ("software development and web technologies").
    .filter(({ raw, part }) => part !== '' || functionNamed(raw) !== undefined || toolKind(raw) !== undefined);
  const parts = rawParts.map(({ part }) => part);
  if (parts.length === 0) return undefined;
  // A part is a skill the resume holds when it is a known skill's name, or an item of the resume's
  // lists ("Docker (5 years)", "Kafka"); a word the resume only contains ("distributed systems",
  // "Projects: …") may be no skill at all, and leaves the question unclear.
  const known = parts.map((part, i): Part => {
    const raw = rawParts[i]!.raw;
    // A kind of tool ("containerized applications", "web technologies"): named when the resume names
    // a tool of it, its years at least that tool's.
    if (toolKind(raw)) {
      const byKind = skillKnown(raw, resumeText);
      const atLeast = byKind && 'atLeast' in byKind ? byKind.atLeast : undefined;
      return { years: undefined, atLeast, mentioned: byKind !== undefined, unclear: false };
    }
    // A field of work alone ("software development"): the applicant's total when they are in it.
    if (part === '') {
      const years = functionYears(raw);
      return { years, mentioned: years !== undefined, unclear: false };
    }
    const item = listItem(part, resumeText);
    // The word "skills" is no skill's token ("skillreact" is React's).
    const token = /^skill[a-z0-9]+$/.test(part) && part !== 'skills' && resumeMentions(part, resumeText);
    // Else a field of work the applicant's total is in, or a part the resume states years for in
    // its own words ("6 years of experience in B2B sales"), as the whole name's years are read.
    const years =
      item !== undefined
        ? yearsWith(part, item)
        : token
          ? yearsWith(part, resumeText)
          : (functionYears(raw) ?? (/^\S+ \S+/.test(part) ? yearsWith(part, resumeText) : undefined));
    const mentioned = item !== undefined || token || years !== undefined;
    return { years, mentioned, unclear: !mentioned && resumeMentions(part, resumeText) };
  });
  const all = /\band\b|&/.test(skill) && !/\bor\b|\//.test(skill);
  // All of them, and one has fewer years than asked: the years with all of them are no more than its.
  const bounds = known.flatMap((k) => (k.years !== undefined ? [k.years] : []));
  if (all && bounds.length > 0 && known.some((k) => !k.mentioned || k.unclear))
    return { atMost: Math.min(...bounds), source: 'resume' };
  if (known.some((k) => k.unclear)) return undefined;
  const named = known.filter((k) => k.mentioned);
  // All of them must be named; any one of them, at least one.
  if (all ? named.length < known.length : named.length === 0) return undefined;
  return combinedYears(named, all);
}

/** What the resume says of one part of a list: its years, or at least so many (a kind of tool), or only that it names it. */
interface Part {
  years: number | undefined;
  atLeast?: number;
  mentioned: boolean;
  unclear: boolean;
}

/**
 * The years with all of the parts named (the fewest: "React and Redux"), or with any one of them
 * (the most: "Docker or Kubernetes"). A kind's years are a lower bound, so the figure is one too —
 * unless, for all of them, a part's exact years are no more than every bound (then they are the fewest).
 * One part named without years leaves the figure open.
 */
function combinedYears(named: Part[], all: boolean): Known {
  if (named.some((k) => k.years === undefined && k.atLeast === undefined)) return { mentioned: true, source: 'resume' };
  const exact = named.flatMap((k) => (k.years !== undefined ? [k.years] : []));
  const bounds = named.flatMap((k) => (k.atLeast !== undefined ? [k.atLeast] : []));
  if (bounds.length === 0) return { years: all ? Math.min(...exact) : Math.max(...exact), source: 'resume' };
  if (all) {
    const fewest = Math.min(...exact);
    if (exact.length === 0) return { atLeast: Math.min(...bounds), source: 'resume' };
    return Math.min(...bounds) >= fewest
      ? { years: fewest, source: 'resume' }
      : { atLeast: Math.min(...bounds), atMost: fewest, source: 'resume' };
  }
  return { atLeast: Math.max(...bounds, ...exact), source: 'resume' };
}

/** The item of a resume's list that names exactly this skill, with or without its years ("Docker (5 years)"). */
function listItem(skill: string, resumeText: string): string | undefined {
  const wanted = normaliseText(withSkillTokens(skill));
  return (
    resumeText
      .split(/[\n,;|•]/)
      .map((item) => item.replace(/^[^:]*:\s*/, '').trim())
      // A section's heading ("Skills", "Projects") names no skill.
      .filter(
        (item) =>
          !/^(skills?|tools|education|languages?|projects?|experience|internships?|summary|certifications?)$/i.test(
            item,
          ),
      )
      .find((item) => {
        const name = item.replace(/\([^)]*\)/g, ' ').replace(/\b\d+(\.\d+)?\+?\s*(years?|yrs?|months?)\b/gi, ' ');
        return normaliseText(withSkillTokens(name)) === wanted;
      })
  );
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Experience as asked: the figure in the unit asked (months are years × 12), the option holding
 * it, or yes / no — to a minimum when the question sets one, else to having any.
 */
export function experienceAnswer(question: FormQuestion, meaning: Experience, applicant: Applicant): Found {
  // "Do you know Sarah?", "Have you used Chicago?": the user's own name or home town stands in the
  // resume, and is no skill they have used.
  if ('skill' in meaning.about && namesTheApplicant(meaning.about.skill, applicant)) return undefined;
  const fact = known(meaning, applicant);
  if (!fact) return undefined;
  if ('atLeast' in fact) {
    if (!meaning.yesNo) return undefined;
    if (meaning.minimum === undefined) return fact.atLeast > 0 ? yes(fact.source) : undefined;
    if (fact.atMost !== undefined && fact.atMost < meaning.minimum) return no(fact.source);
    return fact.atLeast >= meaning.minimum && meaning.maximum === undefined ? yes(fact.source) : undefined;
  }
  if ('atMost' in fact)
    return meaning.yesNo && meaning.minimum !== undefined && fact.atMost < meaning.minimum
      ? no(fact.source)
      : undefined;
  if (meaning.yesNo) {
    if ('mentioned' in fact) return meaning.minimum === undefined ? yes(fact.source) : undefined;
    // "5-8 years": fewer is a no, within it a yes; more may not be what the band asks.
    if (meaning.maximum !== undefined && fact.years > meaning.maximum) return undefined;
    if (meaning.minimum !== undefined) return fact.years >= meaning.minimum ? yes(fact.source) : no(fact.source);
    return fact.years > 0 ? yes(fact.source) : no(fact.source);
  }
  if ('mentioned' in fact) return undefined;
  if (question.options.length > 0) {
    const option = chooseYears(fact.years, question.options);
    return option ? { text: option, source: fact.source } : undefined;
  }
  const figure = meaning.unit === 'months' ? round(fact.years * 12) : fact.years;
  return { text: String(figure), source: fact.source };
}

/** Whether every word of a skill asked is the applicant's own name or home town. */
function namesTheApplicant(skill: string, applicant: Applicant): boolean {
  const own = new Set(
    [applicant.firstName, applicant.lastName, applicant.facts.place?.value.city ?? '']
      .flatMap((name) => name.toLowerCase().split(/\s+/))
      .filter(Boolean),
  );
  const words = skill.toLowerCase().split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((word) => own.has(word));
}
