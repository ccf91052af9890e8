import type { Config } from '../config';
import type { Db } from '../db/client';

export type Print = (line: string) => void;

/**
 * One operator command. `parse` checks the arguments before the database is opened, so a typo
 * answers at once; `run` then does the work.
 */
export interface Command<Args> {
  parse(args: string[]): Args;
  run(db: Db, args: Args, print: Print, config: Config): Promise<void>;
}
