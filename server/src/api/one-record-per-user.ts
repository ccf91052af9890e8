import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@app/shared/contract';
import { notFound, validationFailed } from '../errors/api-error';
import { routeSchemas } from './route-schema';

/** A resource each user has at most one of: its schemas, its repository calls, and its answer. */
export interface OneRecordPerUser<Row, Create extends z.ZodType, Update extends z.ZodType> {
  tag: string;
  schemas: { record: z.ZodType; list: z.ZodType; create: Create; update: Update };
  /** The non_field_errors message when the user already has one (the client updates instead). */
  alreadyExists: string;
  find(app: FastifyInstance, userId: number): Promise<Row | undefined>;
  /** Undefined when the user already has one: the unique index decides, so a race cannot make two. */
  create(app: FastifyInstance, userId: number, body: z.output<Create>): Promise<Row | undefined>;
  /** Undefined when the user has no record with this id. */
  update(app: FastifyInstance, userId: number, id: number, body: z.output<Update>): Promise<Row | undefined>;
  toResponse(row: Row): unknown;
  /** When given, DELETE /:id/ removes the record; false when the user has no record with this id. */
  remove?(app: FastifyInstance, userId: number, id: number): Promise<boolean>;
}

/**
 * The routes of a one-record-per-user resource, decided once for all of them:
 *   GET /       a list of 0 or 1, so "not configured yet" is simply [];
 *   POST /      201 with the record; 400 {non_field_errors: [alreadyExists]} when there is one;
 *   PATCH /:id/ changes only the given fields; 404 for an id that is not the user's;
 *   DELETE /:id/ 204, only for a resource that has `remove`; 404 likewise.
 * There is no PUT.
 */
export function oneRecordPerUser<Row, Create extends z.ZodType, Update extends z.ZodType>(
  resource: OneRecordPerUser<Row, Create, Update>,
): FastifyPluginAsyncZod {
  const { schemas } = resource;
  const schema = routeSchemas({ tag: resource.tag, errors: [400, 404] });
  return async (app) => {
    app.get('/', { schema: schema({ response: { 200: schemas.list } }, { errors: [] }) }, async (request) => {
      const row = await resource.find(app, request.user.id);
      return row ? [resource.toResponse(row)] : [];
    });

    app.post(
      '/',
      { schema: schema({ body: schemas.create, response: { 201: schemas.record } }) },
      async (request, reply) => {
        const row = await resource.create(app, request.user.id, request.body as z.output<Create>);
        if (!row) throw validationFailed({ non_field_errors: resource.alreadyExists });
        return reply.code(201).send(resource.toResponse(row));
      },
    );

    app.patch(
      '/:id/',
      { schema: schema({ params: idParamsSchema, body: schemas.update, response: { 200: schemas.record } }) },
      async (request) => {
        const row = await resource.update(app, request.user.id, request.params.id, request.body as z.output<Update>);
        if (!row) throw notFound();
        return resource.toResponse(row);
      },
    );

    const { remove } = resource;
    if (remove) {
      app.delete(
        '/:id/',
        {
          schema: schema(
            { params: idParamsSchema, response: { 204: z.null().describe('Deleted.') } },
            { errors: [404] },
          ),
        },
        async (request, reply) => {
          if (!(await remove(app, request.user.id, request.params.id))) throw notFound();
          return reply.code(204).send(null);
        },
      );
    }
  };
}
