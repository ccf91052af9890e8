/**
 * `pnpm bench bot`: how fast the bot applies with pacing off, and how much memory each extra
 * running search adds to the worker's Chromium.
 *
 * Starts the LinkedIn sandbox and the real app (in-process bot, BOT_PACING=none, PGlite in memory)
 * in this process, then:
 * 1. one search applies to BENCH_APPLICATIONS (10) jobs: seconds per application = median of the
 *    intervals between consecutive job_application_success events (login excluded);
 * 2. 1, 2 and 4 searches run at once on this one worker (BOT_CONCURRENCY=4): once each has applied
 *    at least twice, the PSS of every Chromium process of this worker (from /proc/<pid>/smaps_rollup)
 *    is summed, five samples 0.5 s apart, median. Memory per extra running search = (PSS(4) − PSS(1)) / 3.
 * 3. completion on today's LinkedIn: one search over the sandbox's default scenario (React sign-in,
 *    classic and SDUI pages, occluded cards, closed, external and safety-reminder postings), then
 *    the same with every class name scrambled, printed apart for Easy Apply postings and those
 *    applied to on the company's own site (the search applies on company sites, product §4.13).
 *    Share completed = applied / (applied + postings not completed for the bot's reason); postings
 *    the user's data does not answer, closed ones, sites JobPilot does not fill, walls only the
 *    person passes and already-applied ones are left out. A third pass gives the account
 *    LinkedIn's "Apply" variant (no button says "Easy Apply"); a fourth runs the company-site
 *    postings alone — the default scenario's and ten the bench user's data answers whole —
 *    BENCH_COMPANY_RUNS (3) times, the median share printed.
 * Goals: ≤ 3 s per application; ≤ 120 MB per extra running search.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { defaultScenario, scenarioSchema, startSandbox, type Scenario } from 'linkedin-sandbox';
import { users } from '../src/db/schema';
import { invalidateReads } from '../src/services/read-cache';
import { createBotUser, type BotUser, type BotUserOptions } from '../test/helpers/bot-user';
import {
  applicationsOf,
  companySitePosting,
  EXTRA,
  MIXED_SCENARIO_USER,
  posting,
  RESUME_TEXT,
  waitForRunEnd,
} from '../test/helpers/bot-harness';
import { postingReasons } from '../src/bot/run-notes';
import { companySiteReasons } from '../src/bot/company-sites/company-site-reasons';
import { startTestApp, testConfig, type TestApp } from '../test/helpers/test-app';
import { median } from './median';

interface BenchApplication {
  status: string;
  error_message: string | null;
  job_url: string;
}

/**
 * Reasons that are not the bot's to complete: a closed posting, a site JobPilot does not fill, a
 * wall only the person passes (CAPTCHA, emailed code, a file), and the Easy Apply only option.
 */
const notTheBots = (message: string | null) =>
  message !== null &&
  (message === postingReasons.closed ||
    message === postingReasons.external ||
    message === postingReasons.companySitesOff ||
    message.startsWith('Needs you:') ||
    message === companySiteReasons.unsupported(/Apply there yourself: (\S+)\. No credit/.exec(message)?.[1] ?? ''));

/**
 * Share completed = applied / (applied + postings not completed for the bot's reason: a page it
 * failed on, a form that refused it, a submission left unconfirmed). Unanswered questions ("Could
 * not answer", waiting), already applied and what `notTheBots` names are left out.
 */
function printCompletion(label: string, applications: BenchApplication[]): number | undefined {
  const applied = applications.filter((a) => a.status === 'applied').length;
  const unanswered = applications.filter(
    (a) => a.status === 'waiting' || a.error_message?.startsWith('Could not answer'),
  ).length;
  const outside = applications.filter((a) => a.status === 'already_applied' || notTheBots(a.error_message)).length;
  const notCompleted = applications.filter(
    (a) =>
      (a.status === 'failed' || a.status === 'skipped') &&
      !a.error_message?.startsWith('Could not answer') &&
      !notTheBots(a.error_message),
  );
  const measured = applied + notCompleted.length;
  const share = measured === 0 ? 'no posting to measure:' : `${((applied / measured) * 100).toFixed(0)} % of`;
  console.log(
    `${label}: completed ${share} the postings the user's data answers ` +
      `(${applied} applied, ${notCompleted.length} not completed; left out: ${unanswered} unanswered, ` +
      `${outside} closed/not fillable/needs you/already applied)`,
  );
  for (const failure of notCompleted) console.log(`    not completed: ${failure.error_message}`);
  return measured === 0 ? undefined : applied / measured;
}

/**
 * Company-site postings whose every question the bench user's data answers, on each system and
 * layout: the screening questions real Greenhouse, Lever and Ashby forms ask most (work
 * authorization, visa sponsorship, relocation, remote work, English level, the privacy notice, an
 * optional LinkedIn profile and cover letter). They stand beside the default scenario's, which ask
 * what the data does not say (salary, how the user heard of the job, why this role) or sit behind
 * a wall, so the company-site pass has forms the bot should complete to measure.
 */
function answerableCompanySitePostings() {
  const sites = [
    { system: 'greenhouse', layout: 'job-boards' },
    { system: 'greenhouse', layout: 'embed' },
    { system: 'greenhouse', layout: 'classic' },
    { system: 'lever' },
    { system: 'ashby' },
  ] as const;
  const companies = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Adatum', 'Proseware', 'Wingtip'];
  const places = ['New York, NY, United States', 'Austin, TX, United States', 'Seattle, WA, United States'];
  const question = {
    authorized: { id: 'authorized', kind: 'yes-no', label: 'Are you legally authorized to work in the United States?' },
    sponsorship: {
      id: 'sponsorship',
      kind: 'yes-no',
      label: 'Will you now or in the future require sponsorship for employment visa status (e.g. H-1B visa status)?',
    },
    relocate: { id: 'relocate', kind: 'yes-no', label: 'Are you willing to relocate?' },
    remote: { id: 'remote', kind: 'yes-no', label: 'Are you comfortable working in a remote setting?' },
    english: {
      id: 'english',
      kind: 'select',
      label: 'Level of proficiency in English',
      options: ['Conversational', 'Professional', 'Native'],
    },
    privacy: { id: 'privacy', kind: 'checkbox', label: 'I have read and agree to the applicant privacy notice.' },
    linkedin: { id: 'linkedin', kind: 'text', label: 'LinkedIn Profile', required: false },
    cover: { id: 'cover', kind: 'textarea', label: 'Cover letter', required: false },
  };
  return sites.flatMap((site, s) =>
    [0, 1].map((k) => {
      const n = s * 2 + k;
      const questions = [
        question.authorized,
        question.sponsorship,
        k === 0 ? question.relocate : question.remote,
        ...(n % 3 === 0 ? [question.english] : []),
        question.privacy,
        // Lever asks for links its own way (urls[LinkedIn]) and takes a cover letter as "Additional information".
        ...(site.system === 'lever' ? [] : [question.linkedin, question.cover]),
      ];
      return {
        ...companySitePosting(String(870_000 + n), companies[n % companies.length]!, { ...site, questions }),
        title: k === 0 ? 'Backend Engineer' : 'Software Developer',
        location: places[n % places.length]!,
      };
    }),
  );
}

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 10);
/** How many times the company-site pass runs (its completion printed as the median). */
const COMPANY_RUNS = Number(process.env.BENCH_COMPANY_RUNS ?? 3);
const GOAL_SECONDS = 3;
const GOAL_MB = 120;

/** Every process under `root` (children, grandchildren…), from /proc. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

/** PSS (MB) summed over this process's Chromium processes. */
function chromiumPssMb(): number {
  let kb = 0;
  for (const pid of descendants(process.pid)) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!/chrom/i.test(command)) continue;
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      kb += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const jobs = Array.from({ length: 60 }, (_, i) => posting(String(800_000 + i)));
  const sandbox = await startSandbox({ port: 0, scenario: scenarioSchema.parse({ jobs }), dailyLimit: 10_000 });
  const base = testConfig();
  const t: TestApp = await startTestApp({
    bot: { ...base.bot, linkedinBaseUrl: sandbox.url, pacing: 'none', concurrency: 4, dailyApplyLimit: 10_000 },
  });
  const successes = new Map<number, number[]>();
  const publish = t.app.live.publish.bind(t.app.live);
  t.app.live.publish = (async (userId: number, event: string, payload: any) => {
    if (event === 'job_application_success') {
      successes.set(payload.job_search_id, [...(successes.get(payload.job_search_id) ?? []), performance.now()]);
    }
    return publish(userId, event as never, payload as never);
  }) as typeof t.app.live.publish;

  let accounts = 0;
  const newUser = async (
    maxJobs: number,
    profile: Pick<BotUserOptions, 'resumeText' | 'extra'> = { resumeText: RESUME_TEXT, extra: EXTRA },
    preference: { search_term?: string; location?: string } = {},
  ): Promise<BotUser> => {
    accounts += 1;
    const u = await createBotUser(t, {
      linkedin: { username: `bench${accounts}-${Date.now()}@example.com`, password: 'bench-pass' },
      ...profile,
      preference: { max_jobs: maxJobs, ...preference },
    });
    await t.database.db.update(users).set({ credits: 1000 }).where(eq(users.id, u.user.id));
    invalidateReads(t.database.db, u.user.id);
    return u;
  };
  const start = async (u: BotUser) => {
    const res = await t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
    if (res.status !== 200) throw new Error(`start: ${res.status} ${res.text}`);
  };

  const resetSandbox = async (scenario: unknown) => {
    const res = await fetch(`${sandbox.url}/__sandbox/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(scenario),
    });
    if (!res.ok) throw new Error(`sandbox reset: ${res.status} ${await res.text()}`);
  };

  /**
   * One search over `scenario`: the share of postings the bot completes, printed apart for Easy
   * Apply postings and for those applied to on the company's own site (told by the scenario).
   */
  const completion = async (
    label: string,
    scenario: Scenario,
    search = { search_term: 'Engineer; Developer; Designer; Analyst; Manager', location: 'Remote' },
  ) => {
    await resetSandbox(scenario);
    const u = await newUser(500, MIXED_SCENARIO_USER, search);
    await start(u);
    const ended = await waitForRunEnd(t, u.token, u.searchId, 1_200_000);
    const applications: BenchApplication[] = await applicationsOf(t, u.token, u.searchId);
    const external = new Set(scenario.jobs.filter((job) => !job.easyApply).map((job) => job.id));
    const jobIdOf = (a: BenchApplication) => /\/jobs\/view\/(\d+)/.exec(a.job_url)?.[1] ?? '';
    console.log(`${label}: run ${ended.status}: ${ended.notes}`);
    printCompletion(
      '  Easy Apply postings',
      applications.filter((a) => !external.has(jobIdOf(a))),
    );
    return printCompletion(
      '  company-site postings',
      applications.filter((a) => external.has(jobIdOf(a))),
    );
  };
  const withVariant = (variant: { scrambleClasses?: boolean; applyButtonText?: 'Apply' }): Scenario => ({
    ...defaultScenario,
    scrambleClasses: variant.scrambleClasses ?? false,
    newAccounts: { ...defaultScenario.newAccounts, applyButtonText: variant.applyButtonText ?? 'Easy Apply' },
  });

  try {
    // 3 (first, on their own scenario). Completion on today's LinkedIn, then with classes scrambled.
    await completion('default mixed scenario', withVariant({}));
    await completion('default mixed scenario, class names scrambled', withVariant({ scrambleClasses: true }));
    // Accounts that see just "Apply" on every button (Easy Apply and external alike).
    await completion('default mixed scenario, every button reading "Apply"', withVariant({ applyButtonText: 'Apply' }));
    // Only the postings applied to on a company's site, anywhere: the default scenario's
    // (Greenhouse board, embed and classic, Lever, Ashby and unknown sites, some behind a CAPTCHA or
    // an emailed code, most asking what the user's data does not say) and ten the data answers
    // whole; COMPANY_RUNS times, the median share printed.
    const companySites = scenarioSchema.parse({
      ...defaultScenario,
      jobs: [...defaultScenario.jobs.filter((job) => !job.easyApply), ...answerableCompanySitePostings()],
    });
    const shares: number[] = [];
    for (let run = 1; run <= COMPANY_RUNS; run += 1) {
      const share = await completion(
        `company-site postings (the default scenario's and ten the data answers), anywhere, run ${run} of ${COMPANY_RUNS}`,
        companySites,
        { search_term: 'Engineer; Developer; Designer; Analyst; Manager; Scientist', location: 'Worldwide' },
      );
      if (share !== undefined) shares.push(share);
    }
    console.log(
      shares.length === 0
        ? 'company-site completion: no posting to measure in any run'
        : `company-site completion, median of ${shares.length} runs: ${(median(shares) * 100).toFixed(0)} % ` +
            `(runs: ${shares.map((x) => `${(x * 100).toFixed(0)} %`).join(', ')})`,
    );
    await resetSandbox({ jobs });

    // 1. Seconds per application.
    const single = await newUser(APPLICATIONS);
    await start(single);
    const ended = await waitForRunEnd(t, single.token, single.searchId, 600_000);
    const times = successes.get(single.searchId) ?? [];
    const intervals = times.slice(1).map((time, i) => (time - times[i]!) / 1000);
    const perApplication = median(intervals);
    console.log(
      `applications: ${times.length} (${ended.status}); seconds per application (median of ${intervals.length} intervals): ` +
        `${perApplication.toFixed(2)} s  [goal ≤ ${GOAL_SECONDS} s]`,
    );

    // 2. Memory per running search.
    await sleep(3000);
    const idle = chromiumPssMb();
    console.log(`Chromium PSS with the browser idle (no search running): ${idle.toFixed(0)} MB`);
    const pss = new Map<number, number>();
    for (const count of [1, 2, 4]) {
      const running = await Promise.all(Array.from({ length: count }, () => newUser(50)));
      await Promise.all(running.map(start));
      const deadline = Date.now() + 120_000;
      while (running.some((u) => (successes.get(u.searchId)?.length ?? 0) < 2)) {
        if (Date.now() > deadline) throw new Error('searches did not start applying within 120 s');
        await sleep(100);
      }
      const samples: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        samples.push(chromiumPssMb());
        await sleep(500);
      }
      pss.set(count, median(samples));
      console.log(`${count} running search${count === 1 ? '' : 'es'}: Chromium PSS ${median(samples).toFixed(0)} MB`);
      for (const u of running)
        await t.request('POST', `/django/api/job-search/${u.searchId}/stop/`, { token: u.token });
      for (const u of running) await waitForRunEnd(t, u.token, u.searchId, 120_000);
    }
    const perExtra = (pss.get(4)! - pss.get(1)!) / 3;
    console.log(
      `memory per extra running search: ${perExtra.toFixed(0)} MB ((PSS(4) − PSS(1)) / 3); ` +
        `1→2: ${(pss.get(2)! - pss.get(1)!).toFixed(0)} MB  [goal ≤ ${GOAL_MB} MB]`,
    );
  } finally {
    await t.close();
    await sandbox.close();
  }
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
