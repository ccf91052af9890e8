import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createExtraInformationRequestSchema,
  errorBodySchema,
  EXTRA_INFORMATION_EXISTS,
  extraInformationListSchema,
  extraInformationSchema,
  idParamsSchema,
  updateExtraInformationRequestSchema,
} from '@app/shared/contract';
import { notFound, validationFailed } from '../../../errors/api-error';
import {
  createExtraInformation,
  findExtraInformation,
  toExtraInformation,
  updateExtraInformation,
  type ExtraInformationValues,
} from '../../../db/repositories/extra-information';

const tags = ['extra-information'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

const toValues = (body: {
  notice_period?: number | null;
  current_pay?: string | null;
  expected_pay?: string;
  data?: Record<string, string>;
  follow_companies?: boolean;
}): ExtraInformationValues => ({
  noticePeriod: body.notice_period,
  currentPay: body.current_pay,
  expectedPay: body.expected_pay,
  data: body.data,
  followCompanies: body.follow_companies,
});

/** One record per user (product §3); GET answers a list so "not configured yet" is simply []. */
const extraInformation: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags, security, response: { 200: extraInformationListSchema, 401: errorBodySchema } },
    },
    async (request) => {
      const row = await findExtraInformation(app.db, request.user.id);
      return row ? [toExtraInformation(row)] : [];
    },
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        body: createExtraInformationRequestSchema,
        response: { 201: extraInformationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createExtraInformation(app.db, request.user.id, toValues(request.body));
      if (!row) throw validationFailed({ non_field_errors: EXTRA_INFORMATION_EXISTS });
      return reply.code(201).send(toExtraInformation(row));
    },
  );

  app.patch(
    '/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateExtraInformationRequestSchema,
        response: { 200: extraInformationSchema, ...errors },
      },
    },
    async (request) => {
      const row = await updateExtraInformation(app.db, request.user.id, request.params.id, toValues(request.body));
      if (!row) throw notFound();
      return toExtraInformation(row);
    },
  );
};
export default extraInformation;
