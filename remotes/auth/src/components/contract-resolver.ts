import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadContract } from '@app/shared/api';

type Contract = Awaited<ReturnType<typeof loadContract>>['contract'];

/**
 * A react-hook-form resolver checking the form with the server's own schema from
 * `@app/shared/contract`, in the server's words (drfMessage), unless `message` words an issue itself.
 * The schemas and zod are the shared api's lazy copy (loadContract): /login renders without them and
 * they arrive by the first submit. The values are submitted as typed; the server trims and lower-cases.
 */
export function contractResolver<T extends FieldValues>(
  schemaOf: (contract: Contract) => z.ZodType<FieldValues, FieldValues>,
  message?: (issue: z.core.$ZodRawIssue) => string | undefined,
): Resolver<T> {
  return async (values, context, options) => {
    const { contract } = await loadContract();
    const resolve = zodResolver(
      schemaOf(contract),
      { error: (issue: z.core.$ZodRawIssue) => message?.(issue) ?? contract.drfMessage(issue) },
      { raw: true },
    );
    return (resolve as unknown as Resolver<T>)(values, context, options);
  };
}
