import type { z } from 'zod';
import { loadContract, type ContractModule } from './lazy-contract';

/** The names of the contract's schemas, e.g. `'userSchema'`. */
export type SchemaName = {
  [K in keyof ContractModule]: ContractModule[K] extends z.ZodType ? K : never;
}[keyof ContractModule];

/**
 * Checks an answer against the contract, so a drift between server and client shows up as a
 * clear error naming the call instead of as undefined fields deep in a component. The schema is
 * named rather than imported, so zod loads with the first answer rather than with the page.
 */
export async function parseAnswer<K extends SchemaName>(
  schemaName: K,
  data: unknown,
  call: string,
): Promise<z.output<ContractModule[K]>> {
  const { contract, z: zod } = await loadContract();
  const schema = contract[schemaName] as z.ZodType;
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`Unexpected answer from ${call}: ${zod.prettifyError(result.error)}`);
  return result.data as z.output<ContractModule[K]>;
}
