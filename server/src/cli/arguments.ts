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

/** Reads `--name N` or `--name=N` out of args; answers the value and what is left. */
export function takeOption(args: string[], name: string): { value?: string; rest: string[] } {
  const rest: string[] = [];
  let value: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === `--${name}`) {
      value = args[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith(`--${name}=`)) {
      value = arg.slice(name.length + 3);
    } else {
      rest.push(arg);
    }
  }
  return { value, rest };
}
