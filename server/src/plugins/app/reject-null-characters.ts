import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { validationFailed } from '@/errors/api-error';

const MESSAGE = 'Null characters are not allowed.';

/** Path of the first string holding U+0000, or undefined. */
function findNullCharacter(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes('\u0000') ? [...path, key] : findNullCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000, so such input would fail deep in a query. It is refused
 * up front with DRF's own message instead, for bodies and query strings alike.
 */
export default fp(async function rejectNullCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.body, request.query]) {
      const path = findNullCharacter(part);
      if (path) throw validationFailed({ [path.join('.') || 'non_field_errors']: MESSAGE });
    }
  });
});
