// `pnpm bench answers`: the answer engine over the screening-question corpus, per part (development,
// held-out), per profile and in all. Goal on both parts: 0 wrong; at least 90 % of the answerable
// (expected not "ask") answered right.
// `-- --verbose` lists the development part's wrong and missed answers with their wording; for the
// held-out part it prints only counts by the shape of the expected answer and the question ids, so
// reading a held-out wording stays a deliberate act (rules are never written against them).
import { profiles, type ProfileName } from '../src/bot/answers/corpus/profiles';
import { inEnglish } from '../src/bot/answers/in-english';
import { readYesNo } from '../src/bot/answers/options-by-meaning';
import { understand, type Meaning } from '../src/bot/answers/understand';
import { judge, type Verdict } from '../src/bot/answers/corpus/score';
import {
  developmentQuestions,
  heldOutQuestions,
  publicQuestions,
  splitUnit,
  teamQuestions,
  type CorpusQuestion,
} from '../src/bot/answers/corpus/split';

const verbose = process.argv.includes('--verbose');
const names = Object.keys(profiles) as ProfileName[];

type Counts = Record<Verdict, number>;
const zero = (): Counts => ({ right: 0, wrong: 0, missed: 0, asked: 0 });

const line = (name: string, c: Counts) => {
  const answerable = c.right + c.wrong + c.missed;
  const rightRate = answerable ? ((100 * c.right) / answerable).toFixed(1) : '-';
  return `${name.padEnd(9)} ${String(c.right).padStart(6)} ${String(c.wrong).padStart(6)} ${String(c.missed).padStart(7)} ${String(c.asked).padStart(14)} ${String(answerable).padStart(11)} ${`${rightRate} %`.padStart(14)}`;
};
const header = `${'profile'.padEnd(9)} ${'right'.padStart(6)} ${'wrong'.padStart(6)} ${'missed'.padStart(7)} ${'asked (right)'.padStart(14)} ${'answerable'.padStart(11)} ${'right of ans.'.padStart(14)}`;

/** What the expected answer looks like — a classification that names no wording. */
function answerShape(question: CorpusQuestion, expected: string | string[]) {
  if (Array.isArray(expected)) return 'ticked boxes';
  if (question.options.length) return question.options.length === 2 ? 'one of two options' : 'one of many options';
  if (/^\d+(\.\d+)?$/.test(expected)) return 'a figure';
  return 'a text';
}

/** The meaning `understand` reads, by kind only (a template's family, experience's subject type): no wording. */
function meaningClass(question: CorpusQuestion): string {
  const meaning: Meaning | undefined = understand(inEnglish(question)?.question ?? question);
  if (!meaning) return `none (${shapeOf(question)})`;
  switch (meaning.kind) {
    case 'topic':
      return `topic:${meaning.topic.family}`;
    case 'experience': {
      const about = meaning.about;
      // How the skill read is made: known skill names (tokens) and other words, counted.
      const parts = 'skill' in about ? about.skill.split(' ') : [];
      const tokens = parts.filter((w) => /^skill[a-z0-9]+$/.test(w)).length;
      const shape = 'skill' in about ? ` ${tokens} known + ${parts.length - tokens} other words` : '';
      return `experience:${Object.keys(about)[0]}${meaning.yesNo ? ':yes/no' : ''}${meaning.minimum !== undefined ? ':minimum' : ''}${shape}`;
    }
    case 'location':
      return `location:${meaning.part}${meaning.place ? ':yes/no' : ''}`;
    case 'contact':
      return `contact:${meaning.field}`;
    default:
      return meaning.kind;
  }
}

/** Concepts the engine knows, by stem: which of them a question no rule read mentions (no wording shown). */
const CONCEPTS: Array<[string, RegExp]> = [
  ['experience', /\bexperience|\bexp\b|\bworked\b|\bused\b|familiar|knowledge/i],
  ['years', /\byears?\b|\byrs?\b|\bmonths?\b/i],
  ['authorisation', /authori[sz]|eligib|right to work|permit|visa|sponsor|citizen|green card/i],
  ['relocation/commute', /relocat|commut|move\b/i],
  ['work setting', /office|remote|hybrid|on-?site|in person/i],
  ['place', /\b(located|live|living|based|reside|residing|city|country|location|where)\b/i],
  ['education', /degree|bachelor|master|graduat|education|university|college/i],
  ['language', /english|language|speak|fluen/i],
  ['pay', /salary|ctc|pay\b|compensation|earn|income|package|lpa|\$/i],
  ['notice/start', /notice|join|start|availab/i],
  ['checks/age', /licen[cs]e|background|drug|clearance|\b18\b|age\b/i],
  ['consent', /agree|consent|confirm|acknowledge|certify|understand/i],
];

/** A question no rule read, by its shape: put as yes / no, as a wh- question or as a statement; concepts named; length. */
function shapeOf(question: CorpusQuestion): string {
  const label = question.label.trim().toLowerCase();
  const form = /^(do|does|have|has|are|is|did|can|could|will|would|were|should)\b/.test(label)
    ? 'yes/no question'
    : /^(what|which|how|when|where|why|who)\b/.test(label)
      ? 'wh- question'
      : 'statement or phrase';
  const words = label.split(/\s+/).length;
  const length = words <= 4 ? '≤4 words' : words <= 12 ? '5-12 words' : words <= 25 ? '13-25 words' : '>25 words';
  const concepts = CONCEPTS.filter(([, re]) => re.test(label)).map(([name]) => name);
  const script = /[^\p{Script=Latin}\s\p{P}\p{S}\d]/u.test(label)
    ? 'non-Latin script'
    : /[\u00c0-\u024f]/.test(label) || inEnglish(question)
      ? `accented or another language: ${languageGuess(label)}`
      : 'plain Latin';
  return `${form}, ${length}, names ${concepts.join('+') || 'nothing known'}, ${script}`;
}

/** Which language a label's common small words say (a classification, not the wording). */
function languageGuess(label: string): string {
  const words = new Set(
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z]+/),
  );
  const lists: Record<string, string[]> = {
    es: ['cuantos', 'tienes', 'usted', 'con', 'el', 'los', 'experiencia', 'anos', 'trabajar', 'del'],
    pt: ['voce', 'quantos', 'com', 'em', 'nao', 'experiencia', 'anos', 'trabalhar', 'do', 'da'],
    fr: ['vous', 'avec', 'les', 'combien', 'annees', 'experience', 'etes', 'avez', 'du', 'des'],
    de: ['mit', 'und', 'haben', 'sie', 'jahre', 'wie', 'erfahrung', 'ihre', 'der', 'die'],
    it: ['di', 'hai', 'quanti', 'anni', 'esperienza', 'con', 'sei', 'il', 'della', 'nel'],
    nl: ['met', 'heb', 'je', 'jaar', 'ervaring', 'hoeveel', 'u', 'het', 'een', 'van'],
    pl: ['ile', 'lat', 'masz', 'z', 'w', 'czy', 'jest', 'doswiadczenia', 'pan', 'pani'],
    tr: ['ile', 'yil', 'musunuz', 'misiniz', 've', 'bir', 'deneyim', 'kac', 'icin', 'mi'],
    sv: ['har', 'du', 'med', 'och', 'ar', 'erfarenhet', 'hur', 'manga', 'av', 'att'],
    en: ['the', 'you', 'your', 'with', 'have', 'do', 'of', 'years', 'experience', 'are'],
  };
  const scores = Object.entries(lists).map(([lang, list]) => [lang, list.filter((w) => words.has(w)).length] as const);
  const best = scores.sort((a, b) => b[1] - a[1])[0]!;
  return best[1] > 0 ? best[0] : 'unknown';
}

/** The field as the form shows it: its kind, how many options, whether they read as yes / no. */
function fieldClass(question: CorpusQuestion): string {
  const n = question.options.length;
  if (n === 0) return question.kind;
  const yesNo = question.options.every((o) => readYesNo(o) !== undefined) ? 'yes/no' : 'other-worded';
  return `${question.kind} ${n === 2 ? 'two' : n === 1 ? 'one' : 'many'} ${yesNo}`;
}

/**
 * Which of the profile's facts the expected answer is, by comparing it with the data (never with
 * the wording): a yes / no, years, notice, pay, a place, or something else.
 */
function expectedClass(expected: string | string[], name: ProfileName): string {
  if (Array.isArray(expected)) return 'boxes';
  const applicant = profiles[name];
  if (readYesNo(expected) !== undefined) return readYesNo(expected) ? 'yes' : 'no';
  const figure = /^\d+(\.\d+)?$/.test(expected) ? Number(expected) : undefined;
  const classes: string[] = [];
  const years = [...applicant.resumeText.matchAll(/\((\d+(?:\.\d+)?) (years?|months?)\)/g)].map((m) =>
    m[2]!.startsWith('month') ? Number(m[1]) / 12 : Number(m[1]),
  );
  if (applicant.facts.totalYears) years.push(applicant.facts.totalYears.value);
  const days = applicant.noticePeriodDays ?? -1;
  if (figure !== undefined) {
    if (years.includes(figure) || years.map((y) => y * 12).includes(figure)) classes.push('years');
    if ([days, days / 7, days / 30].includes(figure)) classes.push('notice');
    const pays = [applicant.currentPay, applicant.expectedPay, ...Object.values(applicant.custom)]
      .map((p) => Number((p ?? '').replace(/[^\d.]/g, '')))
      .filter((n) => n > 0 || applicant.currentPay === '');
    if (pays.some((p) => p === figure || p * 100000 === figure) || (figure === 0 && applicant.currentPay === ''))
      classes.push('pay');
    return `figure:${classes.join('|') || 'other'}`;
  }
  if (/\b(lpa|per year|\$)/i.test(expected))
    return `pay text (${expected === applicant.currentPay ? 'current' : expected === applicant.expectedPay ? 'expected' : 'other'})`;
  if (/\b(days?|weeks?|months?|immediately)\b/i.test(expected)) return 'notice/start text';
  const place = applicant.facts.place?.value;
  if (
    place &&
    [place.city, place.region, place.country].some((p) => p && expected.toLowerCase().includes(p.toLowerCase()))
  )
    return 'place';
  return 'other';
}

/** Why it was not answered, in the engine's categories (quoted answers and figures left out). */
const whyClass = (reason: string) => reason.replace(/"[^"]*"/g, '"…"').replace(/\d+(\.\d+)?/g, 'N');

function score(part: string, questions: CorpusQuestion[], listWordings: boolean) {
  const totals = zero();
  // Held-out misses and wrongs by field × meaning × reason: counts only, never a wording or an id.
  const byKind = new Map<string, number>();
  const rows: string[] = [];
  const heldOutFailures = new Map<string, number[]>();
  for (const name of names) {
    const counts = zero();
    for (const question of questions) {
      const { verdict, expected, answer } = judge(question, name);
      counts[verdict] += 1;
      totals[verdict] += 1;
      if (!listWordings && (verdict === 'wrong' || verdict === 'missed')) {
        const why = answer.answered ? 'answered otherwise' : whyClass(answer.reason);
        const key = `${verdict} · ${fieldClass(question)} · ${meaningClass(question)} · ${why} · expects ${expectedClass(expected, name)}`;
        byKind.set(key, (byKind.get(key) ?? 0) + 1);
      }
      if (!verbose || (verdict !== 'wrong' && verdict !== 'missed')) continue;
      if (listWordings) {
        const got = answer.answered ? JSON.stringify(answer.value) : `not answered (${answer.reason})`;
        console.log(
          `${verdict.padEnd(6)} ${name} #${question.id} "${question.label}" expected ${JSON.stringify(expected)}, got ${got}`,
        );
      } else {
        const key = `${verdict} ${name} — ${question.kind}, ${answerShape(question, expected)}`;
        heldOutFailures.set(key, [...(heldOutFailures.get(key) ?? []), question.id]);
      }
    }
    rows.push(line(name, counts));
  }
  const sources = new Set(questions.filter((q) => q.id > 10000).map((q) => splitUnit(q.source)));
  const team = questions.filter((q) => q.id <= 10000).length;
  console.log(
    `\n${part}: ${questions.length} questions (${team} the team's, ${questions.length - team} public from ${sources.size} sources) × ${names.length} profiles`,
  );
  console.log(header);
  for (const row of rows) console.log(row);
  console.log(line('all', totals));
  for (const [key, ids] of [...heldOutFailures].sort()) console.log(`${key}: ${ids.length} (#${ids.join(' #')})`);
  if (byKind.size === 0) return;
  console.log(`\n${part}, not right by field · meaning read · why (all profiles):`);
  for (const [key, count] of [...byKind].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
    console.log(`${String(count).padStart(4)}  ${key}`);
}

const heldOutSources = new Set(heldOutQuestions.map((q) => splitUnit(q.source)));
console.log(
  `Corpus: ${teamQuestions.length + publicQuestions.length} questions (${teamQuestions.length} the team's, ${publicQuestions.length} public); held out ${heldOutQuestions.length} of the public from ${heldOutSources.size} sources (${((100 * heldOutQuestions.length) / publicQuestions.length).toFixed(1)} %)`,
);
score('development', developmentQuestions, true);
score('held-out', heldOutQuestions, false);
