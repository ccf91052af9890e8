import 'dotenv/config';
import { runCli } from './cli/run-cli';

/** `pnpm --filter server cli …`: the operator's commands (credits, feedback). */
void runCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then((code) => {
  process.exitCode = code;
});
