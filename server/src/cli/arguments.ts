import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliError } from './cli-error';

/** A whole number within bounds, or a CliError that names the argument. */
export function parseWholeNumber(value: string | undefined, name: string, min: number, max: number): number {
  const n = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || n < min || n > max) {
    throw new CliError(`${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(value ?? '')}).`);
  }
  return n;
}

/** Emails are stored trimmed and lower-cased (as register does), so look them up the same way. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The operator asked for a command's usage (`--help`, `-h`): printed on stdout, and the CLI exits with 0. */
export class HelpRequested extends Error {
  constructor(readonly usage: string) {
    super(usage);
    this.name = 'HelpRequested';
  }
}

export interface CommandLineSpec<P extends string, O extends string> {
  /** The command's usage line, shown with every refusal and for `--help`. */
  usage: string;
  /** Its arguments by name, in order; each one is required. */
  positionals: readonly P[];
  /** Its options, each taking a value (`--limit N` or `--limit=N`). */
  options?: readonly O[];
}

export interface CommandLine<P extends string, O extends string> {
  args: Record<P, string>;
  options: Partial<Record<O, string>>;
}

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Reads a command's arguments with node's parseArgs, strictly: an unknown option, an option
 * without its value, a missing or an extra argument is refused with one plain line and the usage.
 */
export function readCommandLine<P extends string, O extends string = never>(
  argv: string[],
  spec: CommandLineSpec<P, O>,
): CommandLine<P, O> {
  // parseArgs reads "-4" as the short option -4. No option of ours is a digit, so such a word is a
  // number: it is kept as a value, for the command to judge ("n must be a whole number…").
  const numbers = new Map<string, string>();
  const args = argv.map((arg, i) => {
    if (!/^-\d/.test(arg)) return arg;
    const key = `\0${i}`;
    numbers.set(key, arg);
    return key;
  });
  const original = (value: string) => numbers.get(value) ?? value;
  const options: Options = { help: { type: 'boolean', short: 'h' } };
  for (const name of spec.options ?? []) options[name] = { type: 'string' };

  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch {
    throw new CliError(`${whatIsWrong(args, options)}\n\n${spec.usage}`);
  }
  if (parsed.values.help) throw new HelpRequested(spec.usage);
  const given = parsed.positionals.map(original);
  const names = spec.positionals;
  if (given.length < names.length) {
    const missing = names.slice(given.length).map((name) => `<${name}>`);
    throw new CliError(`Missing ${missing.join(' and ')}.\n\n${spec.usage}`);
  }
  if (given.length > names.length) {
    throw new CliError(`Unexpected argument ${JSON.stringify(given[names.length])}.\n\n${spec.usage}`);
  }
  const values: Partial<Record<O, string>> = {};
  for (const name of spec.options ?? []) {
    const value = parsed.values[name];
    if (typeof value === 'string') values[name] = original(value);
  }
  return {
    args: Object.fromEntries(names.map((name, i) => [name, given[i]!])) as Record<P, string>,
    options: values,
  };
}

/** What strict parsing refused, in the operator's words (parseArgs' own messages are about its API). */
function whatIsWrong(args: string[], options: Options): string {
  const { tokens } = parseArgs({ args, options, allowPositionals: true, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const option = options[token.name];
    if (!option) return `Unknown option ${token.rawName}.`;
    if (option.type === 'boolean' && token.value !== undefined) return `${token.rawName} takes no value.`;
    // Strict parsing refuses `--limit --other` too: the value looks like an option.
    const looksLikeOption = !token.inlineValue && token.value?.startsWith('-');
    if (option.type === 'string' && (token.value === undefined || looksLikeOption))
      return `${token.rawName} needs a value.`;
  }
  return 'The arguments could not be read.';
}
