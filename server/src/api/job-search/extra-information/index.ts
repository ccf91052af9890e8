import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  createExtraInformationRequestSchema,
  extraInformationOffersSchema,
  EXTRA_INFORMATION_EXISTS,
  EXTRA_INFORMATION_FIELDS,
  extraInformationListSchema,
  extraInformationSchema,
  updateExtraInformationRequestSchema,
} from '@app/shared/contract';
import {
  createExtraInformation,
  findExtraInformation,
  toExtraInformation,
  type ExtraInformationValues,
} from '@/db/repositories/extra-information';
import { oneRecordPerUser } from '@/api/one-record-per-user';
import { routeSchemas } from '@/api/route-schema';
import { columnsOfRequest } from '@/db/field-columns';
import { editExtraInformation } from '@/services/edit-extra-information';

/** The request's fields as columns, each field of the contract's table to its own (see field-columns.ts). */
const toValues = (body: Partial<z.output<typeof createExtraInformationRequestSchema>>): ExtraInformationValues =>
  columnsOfRequest(EXTRA_INFORMATION_FIELDS, body);

/** The user's additional information (product §3): what the bot answers screening questions from. */
const record = oneRecordPerUser({
  tag: 'extra-information',
  schemas: {
    record: extraInformationSchema,
    list: extraInformationListSchema,
    create: createExtraInformationRequestSchema,
    update: updateExtraInformationRequestSchema,
  },
  alreadyExists: EXTRA_INFORMATION_EXISTS,
  find: (app, userId) => findExtraInformation(app.db, userId),
  create: (app, userId, body) => createExtraInformation(app.db, userId, toValues(body)),
  // Custom answers merged under the row lock when the client says what it read (data_base).
  update: (app, userId, id, body) => editExtraInformation(app.db, userId, id, toValues(body), body.data_base),
  toResponse: toExtraInformation,
});

const schema = routeSchemas({ tag: 'extra-information', errors: [] });

/**
 * The record's routes, and what this server offers beyond the user's own data: the form shows a
 * setting that needs an offer only where the server has it (product §2 "Additional Information").
 */
const extraInformation: FastifyPluginAsyncZod = async (app) => {
  await app.register(record);
  app.get('/offers/', { schema: schema({ response: { 200: extraInformationOffersSchema } }) }, async () => ({
    cover_letter_writer: Boolean(app.config.bot.llm),
  }));
};
export default extraInformation;
