import 'dotenv/config';
import { runCli } from './cli/run-cli';
import { OWNER_ONLY_UMASK } from './config/owner-only-data-dir';

// It may create the embedded database under DATA_DIR: owner-only, as the server does.
process.umask(OWNER_ONLY_UMASK);

/** `pnpm --filter server cli …`: the operator's commands (credits, feedback). */
void runCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then((code) => {
  process.exitCode = code;
});
