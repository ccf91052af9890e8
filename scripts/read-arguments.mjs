// The root scripts' command lines, read with node's parseArgs: strictly, so a mistyped option is
// refused instead of ignored. `--help` (or -h) prints the script's usage.
import { parseArgs } from 'node:util';

/**
 * `{ values, positionals }` of process.argv (or `args`), or the script ends with one plain line
 * and its usage (exit code 1). `options` are parseArgs'; `positionals` is [fewest, most].
 */
export function readArguments(usage, { options = {}, positionals = [0, 0], args = process.argv.slice(2) } = {}) {
  const config = { ...options, help: { type: 'boolean', short: 'h' } };
  let parsed;
  try {
    parsed = parseArgs({ args, options: config, allowPositionals: true, strict: true });
  } catch {
    refuse(refusal(args, config), usage);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  const [fewest, most] = positionals;
  if (parsed.positionals.length < fewest) refuse('An argument is missing.', usage);
  if (parsed.positionals.length > most) {
    refuse(`Unexpected argument ${JSON.stringify(parsed.positionals[most])}.`, usage);
  }
  return parsed;
}

function refuse(problem, usage) {
  console.error(`${problem}\n\n${usage}`);
  process.exit(1);
}

/** The first option strict parsing refused, said plainly (parseArgs' own messages are about its API). */
function refusal(args, options) {
  const { tokens } = parseArgs({ args, options, allowPositionals: true, strict: false, tokens: true });
  for (const token of tokens.filter((t) => t.kind === 'option')) {
    if (!options[token.name]) return `Unknown option ${token.rawName}.`;
    if (options[token.name].type === 'boolean' && token.value !== undefined) return `${token.rawName} takes no value.`;
    if (options[token.name].type === 'string') return `${token.rawName} needs a value.`;
  }
  return 'The arguments could not be read.';
}
