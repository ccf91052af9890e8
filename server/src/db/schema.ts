import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import {
  COMPANY_SYSTEMS,
  JOB_APPLICATION_STATUSES,
  JOB_SEARCH_STATUSES,
  JOB_STATUSES,
  type CompanySystemName,
  type GivenAnswer,
} from '@app/shared/contract';

/** A submission in flight (see jobSearches.pendingApplication). */
export interface PendingApplication {
  linkedinJobId: string;
  jobTitle: string;
  companyName: string;
  jobUrl: string;
  answers: GivenAnswer[];
  /**
   * Set when the submission is on the company's own site: which system and the site's address.
   * LinkedIn never marks such a job applied, so a run that finds it still pending cannot learn
   * from LinkedIn whether it arrived.
   */
  companySystem?: CompanySystemName | null;
  companySiteUrl?: string | null;
}

/** Raw file bytes, so workers on other machines read resumes from the database. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * A status column: text typed as the contract's values in TypeScript, and held to them by a CHECK
 * constraint in the database. Text rather than a PostgreSQL enum type, so adding a value later is
 * a plain constraint change that migrates inside a transaction, on PGlite and PostgreSQL alike.
 */
const status = <const V extends readonly [string, ...string[]]>(values: V) => text('status', { enum: values });
const statusIsOneOf = (table: string, column: PgColumn, values: readonly string[]) =>
  check(`${table}_status_check`, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    credits: integer('credits').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Carried in every token as `sv`; bumping it (password change) ends every session at once. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Opt-in notifications (product: Profile → Notifications); all off until the user turns them on. */
    notifyRunEndedEmail: boolean('notify_run_ended_email').notNull().default(false),
    notifyAnswersNeededEmail: boolean('notify_answers_needed_email').notNull().default(false),
    notifyPinBrowser: boolean('notify_pin_browser').notNull().default(false),
    notifyAnswersNeededBrowser: boolean('notify_answers_needed_browser').notNull().default(false),
    /** The notification offer (product §4.10) was closed: it is not shown again. */
    notificationOfferDismissed: boolean('notification_offer_dismissed').notNull().default(false),
    /** Companies never applied to on any of the user's searches (product §4.11), as the user typed them. */
    excludedCompanies: jsonb('excluded_companies').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/**
 * A password-reset link: only the SHA-256 of its token is kept, so a copy of the database cannot
 * reset anyone's password. Single use (`usedAt`), valid until `expiresAt` (1 hour).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** Refresh tokens that were used (rotation) or logged out: simplejwt's blacklist. */
export const blacklistedTokens = pgTable('blacklisted_tokens', {
  jti: text('jti').primaryKey(),
  userId: owner(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Sessions ended by a logout (tokens' `sid`), until every token that can carry the id has expired.
 * Small (one row per logout), so every API process keeps all of it in memory (services/sessions).
 */
export const endedSessions = pgTable('ended_sessions', {
  sid: text('sid').primaryKey(),
  userId: owner(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Emails that were given the sign-up credits, as SHA-256 of the address: kept after the account
 * is deleted (it names nobody), so registering the same email again does not grant them twice.
 */
export const signupCreditGrants = pgTable('signup_credit_grants', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: createdAt(),
});

export const linkedinCredentials = pgTable(
  'linkedin_credentials',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    username: text('username').notNull(),
    /** AES-256-GCM sealed; never answered, logged or put in an error. */
    passwordSealed: text('password_sealed').notNull(),
    cookiesSealed: text('cookies_sealed'),
    /** When the bot last saved a LinkedIn session, shown in Profile (product §2.8); null with no session. */
    cookiesSavedAt: timestamp('cookies_saved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('linkedin_credentials_user_unique').on(t.userId)],
);

export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    title: text('title').notNull(),
    /** The uploader's file name, for the download header only; never used as a path. */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    /** Plain text extracted at upload, for relevance scoring and answers. */
    text: text('text').notNull().default(''),
    /**
     * False when the text could not be read (the parser failed, or no reader was free in time):
     * the owner is told and may read it again; an empty `text` alone never means "not read".
     */
    textRead: boolean('text_read').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('resumes_user_idx').on(t.userId, t.updatedAt)],
);

export const extraInformation = pgTable(
  'extra_information',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    noticePeriod: integer('notice_period'),
    currentPay: text('current_pay'),
    expectedPay: text('expected_pay'),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    /** The user's own cover letter, sent where a company's site asks for one; '' for none. */
    coverLetter: text('cover_letter').notNull().default(''),
    /** Whether the bot leaves LinkedIn's "Follow <company>" ticked when it applies (off unless the user opts in). */
    followCompanies: boolean('follow_companies').notNull().default(false),
    /** Without a letter of their own, the server's model may word one from their data (off unless the user opts in). */
    writeCoverLetter: boolean('write_cover_letter').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('extra_information_user_unique').on(t.userId)],
);

export const jobPreferences = pgTable(
  'job_preferences',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    searchTerm: text('search_term').notNull(),
    location: text('location').notNull(),
    timePeriod: text('time_period').notNull(),
    remoteOnly: boolean('remote_only').notNull().default(false),
    relevantJobsOnly: boolean('relevant_jobs_only').notNull().default(false),
    /** Also apply on the company's own Greenhouse, Lever or Ashby form (product §4.13). */
    applyOnCompanySites: boolean('apply_on_company_sites').notNull().default(true),
    maxJobs: integer('max_jobs').notNull(),
    /** Postings of these companies are skipped by searches on this preference (product §4.11). */
    excludedCompanies: jsonb('excluded_companies').$type<string[]>().notNull().default([]),
    /** Postings with one of these whole words in the title or description are skipped. */
    excludedKeywords: jsonb('excluded_keywords').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('job_preferences_user_idx').on(t.userId)],
);

export const jobSearches = pgTable(
  'job_searches',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    jobPreferenceId: integer('job_preference_id')
      .notNull()
      .references(() => jobPreferences.id, { onDelete: 'cascade' }),
    status: status(JOB_SEARCH_STATUSES).notNull().default('not_started'),
    notes: text('notes'),
    numAppliedJobs: integer('num_applied_jobs').notNull().default(0),
    /** Bumped by every start: a queued run of an older start is stale and does nothing. */
    run: integer('run').notNull().default(0),
    /** The user asked to stop: the worker ends the run after the current application. */
    stopRequested: boolean('stop_requested').notNull().default(false),
    /** Set while the worker waits for a LinkedIn PIN; the API may hand one over only then. */
    verificationRequestedAt: timestamp('verification_requested_at', { withTimezone: true }),
    /** When the worker stops waiting for that PIN: a page that (re)connects counts down to it. */
    verificationExpiresAt: timestamp('verification_expires_at', { withTimezone: true }),
    /** The PIN the user typed, from the API to the worker (which may run on another machine). */
    verificationCode: text('verification_code'),
    /**
     * The job being submitted right now, with the answers given: a worker killed between
     * "Submit" and recording it leaves this behind, so the next worker records it as applied
     * (and charges it) when LinkedIn shows it applied, instead of calling it already applied.
     */
    pendingApplication: jsonb('pending_application').$type<PendingApplication>(),
    /** When the latest run was started (product §2.7 "Started"); null until the first start. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Days of the week the search starts on its own (0 Sunday … 6 Saturday); null: no schedule (product §4.12). */
    scheduleDays: jsonb('schedule_days').$type<number[]>(),
    /** The time of day of those starts, "HH:MM" in scheduleTimeZone. */
    scheduleTime: text('schedule_time'),
    /** The IANA time zone the schedule's days and time are in (the user's, when it was set). */
    scheduleTimeZone: text('schedule_time_zone'),
    /** The next scheduled start; the in-process scheduler claims it by moving it on, so it fires once. */
    scheduleNextRunAt: timestamp('schedule_next_run_at', { withTimezone: true }),
    /** Paused by the user: the schedule does not fire and a run in progress stops after its posting. */
    paused: boolean('paused').notNull().default(false),
    /** Paused while it ran: Resume starts it again. */
    resumeRun: boolean('resume_run').notNull().default(false),
    /** What the schedule did lately (started, or skipped and why), newest last. */
    scheduleLog: jsonb('schedule_log').$type<Array<{ at: string; message: string }>>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_searches_user_idx').on(t.userId, t.updatedAt),
    uniqueIndex('job_searches_preference_unique').on(t.jobPreferenceId),
    statusIsOneOf('job_searches', t.status, JOB_SEARCH_STATUSES),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    /** Null once the search is deleted: its applications stay in the history unless the user deletes them too. */
    jobSearchId: integer('job_search_id').references(() => jobSearches.id, { onDelete: 'set null' }),
    linkedinJobId: text('linkedin_job_id').notNull(),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    jobUrl: text('job_url').notNull(),
    status: status(JOB_APPLICATION_STATUSES).notNull(),
    errorMessage: text('error_message'),
    answers: jsonb('answers').$type<GivenAnswer[]>().notNull().default([]),
    /** The system of the company's own site the application went through; null for Easy Apply. */
    companySystem: text('company_system').$type<CompanySystemName>(),
    /** The posting's address on the company's site (where the user sees it). */
    companySiteUrl: text('company_site_url'),
    /** How many times the bot went through this posting's form (at most 3, then it gives up). */
    attempts: integer('attempts').notNull().default(1),
    /** The question a `waiting` posting is on hold for. */
    waitingOn: integer('waiting_on').references(() => answersNeeded.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the latest attempt happened: an applied job's "Applied on" (its successful attempt). */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_applications_waiting_idx').on(t.waitingOn),
    uniqueIndex('job_applications_user_job_unique').on(t.userId, t.linkedinJobId),
    index('job_applications_search_idx').on(t.jobSearchId),
    statusIsOneOf('job_applications', t.status, JOB_APPLICATION_STATUSES),
    check(
      'job_applications_company_system_check',
      sql`${t.companySystem} is null or ${t.companySystem} in (${sql.raw(COMPANY_SYSTEMS.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);

/**
 * A user's claim on one LinkedIn job, taken before the bot opens its form: of two runs of the user
 * that reach the same job, only the one whose insert lands goes on, so the job is submitted once.
 * The claiming search keeps it across its own restarts (a worker killed mid-submission).
 */
export const jobClaims = pgTable(
  'job_claims',
  {
    userId: owner(),
    linkedinJobId: text('linkedin_job_id').notNull(),
    jobSearchId: integer('job_search_id')
      .notNull()
      .references(() => jobSearches.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.linkedinJobId] }), index('job_claims_search_idx').on(t.jobSearchId)],
);

/**
 * A required question the user's data did not answer, once per user (by `key`, its normalised
 * text). `answeredAt` set: the answer went to the custom answers and the waiting postings may be
 * tried again; the record comes back if a later form asks it and the answer still does not fit.
 */
export const answersNeeded = pgTable(
  'answers_needed',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    key: text('key').notNull(),
    question: text('question').notNull(),
    /** text | number | choice */
    input: text('input').notNull(),
    options: jsonb('options').$type<string[]>(),
    /**
     * What the question asks and in which shape (see bot/answers/same-question.ts), when the bot
     * understood it: another posting asking the same in other words waits on this record instead of
     * asking the user again.
     */
    meaningKey: text('meaning_key'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('answers_needed_user_key_unique').on(t.userId, t.key)],
);

/** The personal job tracker behind `/jobs`. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull().default(''),
    url: text('url').notNull().default(''),
    status: status(JOB_STATUSES).notNull().default('saved'),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_user_idx').on(t.userId, t.updatedAt), statusIsOneOf('jobs', t.status, JOB_STATUSES)],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  /** The author; emptied when the account is deleted, so the comment stays but names nobody. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  comment: text('comment').notNull(),
  createdAt: createdAt(),
});

/**
 * Every change of a balance. `reference` makes a charge idempotent: one row per application,
 * whatever retries or a worker restart do.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    balanceAfter: integer('balance_after').notNull(),
    /** A purchase's Stripe receipt (its charge's receipt_url), read from Stripe the first time it is listed. */
    receiptUrl: text('receipt_url'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_ledger_reference_unique')
      .on(t.reference)
      .where(sql`${t.reference} is not null`),
    index('credit_ledger_user_idx').on(t.userId),
  ],
);
