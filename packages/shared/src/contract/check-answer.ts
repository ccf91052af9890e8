import { z } from 'zod';

/**
 * Checks an API answer against a schema of the contract, so a drift between server and client shows
 * up as a clear error naming the call instead of as undefined fields deep in a component. Compiled
 * into each app: a remote's endpoint checks with the contract it was built with, not the shell's.
 */
export function checkAnswer<S extends z.ZodType>(schema: S, data: unknown, call: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`Unexpected answer from ${call}: ${z.prettifyError(result.error)}`);
  return result.data;
}
