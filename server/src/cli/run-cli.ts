import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { HelpRequested } from './arguments';
import { CliError } from './cli-error';
import type { Command, FilesCommand, Print } from './command';
import { creditsGrant } from './credits-grant';
import { creditsShow } from './credits-show';
import { feedbackList } from './feedback-list';
import { mailList } from './mail-list';
import { mailShow } from './mail-show';
import { withStartDataDir } from './start-data-dir';
import { USAGE } from './usage';

const commands: Record<string, Command<any> | FilesCommand<any>> = {
  'credits grant': creditsGrant,
  'credits show': creditsShow,
  'feedback list': feedbackList,
  'mail list': mailList,
  'mail show': mailShow,
};

export interface CliIo {
  out: Print;
  err: Print;
}

/**
 * Parses the arguments, opens the database the server uses (same configuration; not for a
 * command that reads only files) and runs one command. Answers the exit code; every failure is one clear message on stderr, never a stack.
 */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  if (argv.length === 1 && ['help', '--help', '-h'].includes(argv[0]!)) {
    io.out(USAGE);
    return 0;
  }
  const command = commands[`${argv[0]} ${argv[1]}`];
  if (!command) {
    io.err(argv.length ? `Unknown command: ${argv.join(' ')}\n\n${USAGE}` : USAGE);
    return 1;
  }
  try {
    const args = command.parse(argv.slice(2));
    const started = withStartDataDir(env);
    if (started.from) io.err(`Using DATA_DIR=${started.from} (the one \`pnpm start\` last ran with).`);
    const config = loadConfig(started.env);
    if ('runOnFiles' in command) {
      await command.runOnFiles(config, args, io.out);
      return 0;
    }
    const database = await openDatabase(config).catch((error: Error) => {
      // PGlite admits one process: while the server holds it, its message says which one.
      if (error.message.startsWith('The embedded database is in use by process')) throw new CliError(error.message);
      throw new CliError(`Could not open the database: ${error.message}`);
    });
    try {
      await command.run(database.db, args, io.out, config);
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof HelpRequested) {
      io.out(error.usage);
      return 0;
    }
    if (error instanceof CliError || error instanceof ConfigError) io.err(error.message);
    else io.err(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
