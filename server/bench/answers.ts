// `pnpm bench answers`: the answer engine over the screening-question corpus, per part (development,
// held-out), per profile and in all. Goal on both parts: 0 wrong; at least 90 % of the answerable
// (expected not "ask") answered right.
// `-- --verbose` lists the development part's wrong and missed answers with their wording; for the
// held-out part it prints only counts by the shape of the expected answer and the question ids, so
// reading a held-out wording stays a deliberate act (rules are never written against them).
import { profiles, type ProfileName } from '../src/bot/answers/corpus/profiles';
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

function score(part: string, questions: CorpusQuestion[], listWordings: boolean) {
  const totals = zero();
  const rows: string[] = [];
  const heldOutFailures = new Map<string, number[]>();
  for (const name of names) {
    const counts = zero();
    for (const question of questions) {
      const { verdict, expected, answer } = judge(question, name);
      counts[verdict] += 1;
      totals[verdict] += 1;
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
}

const heldOutSources = new Set(heldOutQuestions.map((q) => splitUnit(q.source)));
console.log(
  `Corpus: ${teamQuestions.length + publicQuestions.length} questions (${teamQuestions.length} the team's, ${publicQuestions.length} public); held out ${heldOutQuestions.length} of the public from ${heldOutSources.size} sources (${((100 * heldOutQuestions.length) / publicQuestions.length).toFixed(1)} %)`,
);
score('development', developmentQuestions, true);
score('held-out', heldOutQuestions, false);
