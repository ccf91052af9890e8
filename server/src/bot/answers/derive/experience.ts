import type { AnswerSource, Applicant, FormQuestion } from '../applicant';
import { chooseYears, readYesNo } from '../options-by-meaning';
import { payAsNumber } from '../user-values';
import { meaningKey, understand, type Meaning } from '../understand';
import { titleCore } from '../facts/work-history';
import { resumeMentions, yearsWith } from '../years-of-experience';
import { no, yes, type Found } from './found';

type Experience = Meaning & { kind: 'experience' };

/** What the data says of the experience asked: stated years, or only that the applicant has some. */
type Known = { years: number; source: AnswerSource } | { mentioned: true; source: AnswerSource };

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
    return total && title && titleCore(title) === titleCore(about.role)
      ? { years: total.value, source: total.source }
      : undefined;
  }
  return skillKnown(about.skill, applicant.resumeText);
}

/** Words around a skill's name that do not change which skill it is ("Python development", "core Java"). */
const AROUND_SKILL =
  /\b(development|developer|programming|language|software|core|professional|hands on|commercial|production|based|technologies|technology|services|framework|frameworks|platform|the|and|concepts|fundamental|tools?|products?|crm|deploying|managing|building|developing|using|writing|designing|maintaining|implementing|administering|operating)\b/g;

/**
 * The skill's years, or that the resume names it: the whole name first; else, when the name holds
 * known skills with only generic words around them, those skills — any one of them when the
 * question offers a choice ("React, Angular or Bootstrap"), all of them when it joins them with "and".
 */
function skillKnown(skill: string, resumeText: string): Known | undefined {
  const years = yearsWith(skill, resumeText);
  if (years !== undefined) return { years, source: 'resume' };
  if (resumeMentions(skill, resumeText)) return { mentioned: true, source: 'resume' };
  // "Front-end technologies like React and TypeScript": the examples (all of them where joined by
  // "and", one where by "or") say the applicant has some of the kind, never for how long.
  const examples = /\b(?:like|such as|including|e g|eg|for example)\b(.+)$/.exec(skill)?.[1];
  if (examples) {
    const known = skillKnown(examples, resumeText);
    return known && { mentioned: true, source: known.source };
  }
  // "Core Java", "professional Java software development": one skill with generic words around it.
  const bare = skill.replace(AROUND_SKILL, ' ').replace(/\s+/g, ' ').trim();
  if (bare && bare !== skill && !/\b(or|and|with|in)\b/.test(bare) && !/\bskill[a-z0-9]+\b/.test(bare)) {
    const bareYears = yearsWith(bare, resumeText);
    if (bareYears !== undefined) return { years: bareYears, source: 'resume' };
    if (resumeMentions(bare, resumeText)) return { mentioned: true, source: 'resume' };
  }
  const tokens = skill.match(/\bskill[a-z0-9]+\b/g) ?? [];
  const rest = skill
    .replace(/\bskill[a-z0-9]+\b/g, ' ')
    .replace(AROUND_SKILL, ' ')
    .replace(/\b(or|and|with|in)\b/g, ' ')
    .trim();
  if (tokens.length === 0 || rest !== '') return undefined;
  const known = tokens.map((token) => ({
    years: yearsWith(token, resumeText),
    mentioned: resumeMentions(token, resumeText),
  }));
  const all = /\band\b/.test(skill) && !/\bor\b/.test(skill);
  if (all) {
    if (known.some((k) => !k.mentioned)) return undefined;
    const figures = known.map((k) => k.years);
    return figures.every((y) => y !== undefined)
      ? { years: Math.min(...(figures as number[])), source: 'resume' }
      : { mentioned: true, source: 'resume' };
  }
  const figures = known.map((k) => k.years).filter((y): y is number => y !== undefined);
  if (figures.length > 0) return { years: Math.max(...figures), source: 'resume' };
  return known.some((k) => k.mentioned) ? { mentioned: true, source: 'resume' } : undefined;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Experience as asked: the figure in the unit asked (months are years × 12), the option holding
 * it, or yes / no — to a minimum when the question sets one, else to having any.
 */
export function experienceAnswer(question: FormQuestion, meaning: Experience, applicant: Applicant): Found {
  const fact = known(meaning, applicant);
  if (!fact) return undefined;
  if (meaning.yesNo) {
    if ('mentioned' in fact) return meaning.minimum === undefined ? yes(fact.source) : undefined;
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
