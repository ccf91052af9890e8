import { queryOptions } from '@tanstack/react-query';
import { listMyAnswers } from './my-answers';

/**
 * The key lives with this feature rather than in `@app/shared/query`: that module is a singleton
 * another remote may have loaded first, from a build that would not know the key.
 */
export const myAnswersKey = ['my-answers'] as const;

/**
 * Read again after a lost connection or a hidden tab shown again: an answer given meanwhile, in
 * another tab, would not otherwise show.
 */
export const myAnswersQuery = () =>
  queryOptions({ queryKey: myAnswersKey, queryFn: listMyAnswers, meta: { resyncOnReturn: true } });
