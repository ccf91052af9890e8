import type { DriftTarget } from '../drift';
import { Outages } from '../outage';
import { Restyle } from '../restyle';
import type { Scenario, ScenarioJob } from '../scenario/schema';
import { AccountStore } from './accounts';
import { Mailbox } from './mailbox';
import { ChallengeStore, SessionStore } from './sessions';
import { SubmissionStore } from './submissions';
import { CompanySubmissionStore } from '../company-sites/submissions';

const DEFAULT_DAILY_LIMIT = 50;

/** Everything one sandbox instance remembers; `reset` starts it over. */
export class SandboxState {
  scenario!: Scenario;
  accounts!: AccountStore;
  sessions!: SessionStore;
  challenges!: ChallengeStore;
  mailbox!: Mailbox;
  submissions!: SubmissionStore;
  /** Applications the company-site replicas (Greenhouse, Lever, Ashby) accepted. */
  companySubmissions!: CompanySubmissionStore;
  /** Security codes a Greenhouse board emailed, by posting and email, until used. */
  companyVerifications!: Map<string, string>;
  /** The port the sandbox listens on (the company sites' *.localhost links need it); undefined until it listens. */
  port: number | undefined;
  drift: DriftTarget | null = null;
  /** The postings the drift changes; null: every page. */
  driftJobs: Set<string> | null = null;
  /** Set while class names are scrambled (a new build hash each time it is switched on). */
  restyle: Restyle | null = null;
  /** Pages whose next loads fail (503, 429, a dropped connection), as on a busy site. */
  outages!: Outages;
  dailyLimit!: number;
  /** Posting ages count from here, so "posted 0 days ago" stays within the last 24 hours. */
  startedAt!: Date;
  private jobsById!: Map<string, ScenarioJob>;

  constructor(
    scenario: Scenario,
    private readonly dailyLimitOverride?: number,
  ) {
    this.reset(scenario);
  }

  reset(scenario: Scenario): void {
    this.scenario = scenario;
    this.accounts = new AccountStore(scenario.accounts, scenario.newAccounts);
    this.sessions = new SessionStore();
    this.challenges = new ChallengeStore();
    this.mailbox = new Mailbox();
    this.submissions = new SubmissionStore();
    this.companySubmissions = new CompanySubmissionStore();
    this.companyVerifications = new Map();
    this.drift = null;
    this.driftJobs = null;
    this.restyle = scenario.scrambleClasses ? new Restyle() : null;
    this.outages = new Outages();
    this.dailyLimit = this.dailyLimitOverride ?? scenario.dailyLimit ?? DEFAULT_DAILY_LIMIT;
    this.startedAt = new Date();
    this.jobsById = new Map(scenario.jobs.map((j) => [j.id, j]));
  }

  /** The drift this posting's pages show. */
  driftOn(job: ScenarioJob): DriftTarget | null {
    return this.driftJobs && !this.driftJobs.has(job.id) ? null : this.drift;
  }

  job(id: string): ScenarioJob | undefined {
    return this.jobsById.get(id);
  }

  /** When this account applied to the job: a sandbox submission, or the scenario's "appliedBy". */
  appliedAt(account: string, job: ScenarioJob): Date | 'before' | undefined {
    const submission = this.submissions.find(account, job.id);
    if (submission) return new Date(submission.submittedAt);
    return job.appliedBy.some((e) => e.toLowerCase() === account) ? 'before' : undefined;
  }

  /** A few hours into its day, so "0 days ago" reads "3 hours ago" as on LinkedIn. */
  postedAt(job: ScenarioJob): Date {
    return new Date(this.startedAt.getTime() - job.postedDaysAgo * 86_400_000 - 3 * 3_600_000);
  }

  limitReached(account: string): boolean {
    return this.submissions.countToday(account) >= this.dailyLimit;
  }
}
