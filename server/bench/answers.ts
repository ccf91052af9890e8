// `pnpm bench answers`: the answer engine over the screening-question corpus, per profile and in all.
// Goal: 0 wrong; missed (asked though the data held the answer) at most 5 % of the answerable.
import { profiles, type ProfileName } from '../src/bot/answers/corpus/profiles';
import { judge, questions, type Verdict } from '../src/bot/answers/corpus/score';

const verbose = process.argv.includes('--verbose');
const names = Object.keys(profiles) as ProfileName[];
const totals: Record<Verdict, number> = { right: 0, wrong: 0, missed: 0, asked: 0 };
const rows: string[] = [];

const line = (name: string, c: Record<Verdict, number>) => {
  const answerable = c.right + c.wrong + c.missed;
  const missedRate = answerable ? ((100 * c.missed) / answerable).toFixed(1) : '0.0';
  return `${name.padEnd(9)} ${String(c.right).padStart(6)} ${String(c.wrong).padStart(6)} ${String(c.missed).padStart(7)} ${String(c.asked).padStart(14)} ${`${missedRate} %`.padStart(9)}`;
};

for (const name of names) {
  const counts: Record<Verdict, number> = { right: 0, wrong: 0, missed: 0, asked: 0 };
  for (const question of questions) {
    const { verdict, expected, answer } = judge(question, name);
    counts[verdict] += 1;
    totals[verdict] += 1;
    if (verbose && (verdict === 'wrong' || verdict === 'missed')) {
      const got = answer.answered ? JSON.stringify(answer.value) : `not answered (${answer.reason})`;
      console.log(
        `${verdict.padEnd(6)} ${name} #${question.id} "${question.label}" expected ${JSON.stringify(expected)}, got ${got}`,
      );
    }
  }
  rows.push(line(name, counts));
}
console.log(`Answer engine over ${questions.length} screening questions × ${names.length} profiles`);
console.log(
  `${'profile'.padEnd(9)} ${'right'.padStart(6)} ${'wrong'.padStart(6)} ${'missed'.padStart(7)} ${'asked (right)'.padStart(14)} ${'missed %'.padStart(9)}`,
);
for (const row of rows) console.log(row);
console.log(line('all', totals));
