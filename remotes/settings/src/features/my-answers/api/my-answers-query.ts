import { queryOptions } from '@tanstack/react-query';
import { listMyAnswers } from './my-answers';

/**
 * The key lives with this feature rather than in `@app/shared/query`: that module is a singleton
 * another remote may have loaded first, from a build that would not know the key.
 */
export const myAnswersKey = ['my-answers'] as const;

export const myAnswersQuery = () => queryOptions({ queryKey: myAnswersKey, queryFn: listMyAnswers });
