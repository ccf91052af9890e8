import type { z } from 'zod';
import { loadContract, type ContractModule } from './lazy-contract';

/** The names of the contract's schemas, e.g. `'userSchema'`. */
export type SchemaName = {
  [K in keyof ContractModule]: ContractModule[K] extends z.ZodType ? K : never;
}[keyof ContractModule];

/**
 * Checks an answer of an endpoint kept in `@app/shared/api` against the contract (`checkAnswer`).
 * The schema is named rather than imported, so zod loads with the first answer rather than with the
 * page. An endpoint a remote owns checks with its own copy of the contract instead (CONTRIBUTING).
 */
export async function parseAnswer<K extends SchemaName>(
  schemaName: K,
  data: unknown,
  call: string,
): Promise<z.output<ContractModule[K]>> {
  const { contract } = await loadContract();
  return contract.checkAnswer(contract[schemaName] as z.ZodType, data, call) as z.output<ContractModule[K]>;
}
