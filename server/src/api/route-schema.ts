import type { FastifySchema } from 'fastify';
import { errorBodySchema } from '@app/shared/contract';

/** The error statuses a route may answer, each with the API's one error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 415 | 429 | 503;

/**
 * The schema of each route of one resource: its OpenAPI tag and the error answers it may give,
 * written once per resource. Signed-in routes need not list 401 nor `security`: the signed-in
 * scope, which enforces them, adds both (./signed-in.ts).
 *
 *   const schema = routeSchemas({ tag: 'jobs', errors: [400, 404] });
 *   app.get('/:id', { schema: schema({ params, response: { 200: jobSchema } }) }, handler);
 *   app.get('/', { schema: schema({ response: { 200: jobListSchema } }, { errors: [] }) }, handler);
 */
export function routeSchemas({ tag, errors }: { tag: string; errors: readonly ErrorStatus[] }) {
  return <S extends FastifySchema>(schema: S, only: { errors?: readonly ErrorStatus[] } = {}): S => ({
    tags: [tag],
    ...schema,
    response: { ...errorResponses(only.errors ?? errors), ...(schema.response as object | undefined) },
  });
}

export function errorResponses(statuses: readonly ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}
