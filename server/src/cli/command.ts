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

/**
 * A command that reads only the files the configuration names (the mail outbox), so it works
 * while the server holds the embedded database; no database is opened for it.
 */
export interface FilesCommand<Args> {
  parse(args: string[]): Args;
  runOnFiles(config: Config, args: Args, print: Print): Promise<void>;
}
