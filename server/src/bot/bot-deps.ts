import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BotConfig } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../services/mail/mailer';
import type { SecretBox } from '../services/secret-box';
import type { Answer, Applicant, FormQuestion } from './answers/applicant';
import type { LetterPosting, WrittenLetter } from './answers/llm-cover-letter';
import type { BrowserPool } from './browser-pool';

/** What a worker (in the API process or `server worker`) runs searches with. */
export interface BotDeps {
  db: Db;
  secretBox: SecretBox;
  live: FastifyInstance['live'];
  /** The notification emails a run sends (run ended, answers needed). */
  mailer: Mailer;
  /** PUBLIC_URL, for the links in those emails (read late: with PORT=0 it is known once listening). */
  publicUrl: () => string;
  log: FastifyBaseLogger;
  browsers: BrowserPool;
  bot: BotConfig;
  /** Where unrecognised pages are kept (DATA_DIR/snapshots). */
  dataDir: string;
  /** The optional LLM, asked only for questions the answer engine cannot answer. */
  llm?: (question: FormQuestion, applicant: Applicant) => Promise<Answer>;
  /** The same LLM wording a cover letter, only for a user who has none and switched it on (product §4.13). */
  coverLetterWriter?: (applicant: Applicant, posting: LetterPosting) => Promise<WrittenLetter>;
}

/** One queued run of one search: `run` is the search's start counter when it was queued. */
export interface RunRequest {
  searchId: number;
  run: number;
}
