import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { numberFormatOf } from '../../linkedin/number-format';
import type { FormQuestion } from '../applicant';
import team from './questions.json';
import code from './public-code.json';
import type { ProfileName } from './profiles';

/**
 * The corpus and its split. questions.json holds the team's wordings; public-code.json holds
 * wordings found in public bots' repositories (their committed question logs), public-threads.json
 * (when present) wordings quoted in public issue and pull-request threads. Every public question is
 * assigned by its source — the repository, or the thread — to the development part, which rules may
 * be written against, or to the held-out part, which measures how the engine does on wordings
 * nobody tuned for. Read held-out wordings only to classify failures, never to write rules.
 */
export interface CorpusQuestion extends FormQuestion {
  id: number;
  /** "linkedin-template" / "common-wording" (the team's), "github:<owner>/<repo>/<path>", or a thread's address. */
  source: string;
  /** Whether kind and options are as the source showed them, or inferred from the wording alone. */
  kindFrom?: 'source' | 'inferred';
  expected: Record<ProfileName, string | string[]>;
}

export type CorpusPart = 'development' | 'held-out';

type StoredQuestion = Omit<CorpusQuestion, 'required'>;

/** The other public file, written in parallel; absent until it lands. */
const THREADS_FILE = path.join(__dirname, 'public-threads.json');

/**
 * Each question as the form reader hands it over: a number field's whole/decimal rule and bounds
 * come from the validation text recorded with it (`hints`, LinkedIn's "Enter a whole number between
 * 0 and 99"), read by the reader's own function, not set by hand.
 */
const stored = (questions: unknown) =>
  (questions as StoredQuestion[]).map((q) => ({
    ...q,
    required: true,
    ...(q.kind === 'numeric' && numberFormatOf({ hints: q.hints ?? [] })),
  }));

export const teamQuestions: CorpusQuestion[] = stored(team);
export const publicQuestions: CorpusQuestion[] = [
  ...stored(code),
  ...(existsSync(THREADS_FILE) ? stored(JSON.parse(readFileSync(THREADS_FILE, 'utf8'))) : []),
];

/** Lower case, punctuation removed, spaces collapsed: two wordings that differ only so are one. */
export function normaliseWording(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the split is decided by: a repository ("owner/repo" of a github: source), else the thread itself. */
export function splitUnit(source: string): string {
  const repository = /^github:([^/]+\/[^/]+)/.exec(source);
  return repository ? repository[1]! : source;
}

/**
 * A seeded hash of the unit, so the split is stable, needs no list to maintain, and a new source
 * falls on either side by chance. The seed was fixed once so that the held-out part holds more than
 * 30 % of the public questions; never change it to move a source (that would leak held-out wordings).
 */
const SEED = 'corpus-split-2';
const HELD_OUT_SHARE = 0.35;

export function partOf(source: string): CorpusPart {
  if (!source.startsWith('github:') && !source.startsWith('https://')) return 'development';
  const digest = createHash('sha256')
    .update(`${SEED}:${splitUnit(source)}`)
    .digest();
  return digest.readUInt32BE(0) / 2 ** 32 < HELD_OUT_SHARE ? 'held-out' : 'development';
}

/** The team's questions and the public questions of development sources. */
export const developmentQuestions: CorpusQuestion[] = [
  ...teamQuestions,
  ...publicQuestions.filter((q) => partOf(q.source) === 'development'),
];

const developmentWordings = new Set(developmentQuestions.map((q) => normaliseWording(q.label)));

/** Public questions of held-out sources, less any wording that also stands in the development part. */
export const heldOutQuestions: CorpusQuestion[] = publicQuestions.filter(
  (q) => partOf(q.source) === 'held-out' && !developmentWordings.has(normaliseWording(q.label)),
);
