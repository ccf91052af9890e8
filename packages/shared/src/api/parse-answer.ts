import { z } from 'zod';

/**
 * Checks an answer against the contract, so a drift between server and client shows up as a
 * clear error naming the call instead of as undefined fields deep in a component.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, data: unknown, call: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`Unexpected answer from ${call}: ${z.prettifyError(result.error)}`);
  return result.data;
}
