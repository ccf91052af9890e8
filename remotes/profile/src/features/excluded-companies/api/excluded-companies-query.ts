import { queryOptions } from '@tanstack/react-query';
import { getExcludedCompanies } from './excluded-companies';

/**
 * The key lives with this section rather than in `@app/shared/query`: that module is a singleton
 * another remote may have loaded first, from a build that would not know the key.
 */
export const excludedCompaniesKey = ['excluded-companies'] as const;

export const excludedCompaniesQuery = () =>
  queryOptions({ queryKey: excludedCompaniesKey, queryFn: getExcludedCompanies });
