import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { excludedCompaniesSchema } from '@app/shared/contract';
import { findExcludedCompanies, saveExcludedCompanies } from '@/db/repositories/excluded-companies';
import { notFound } from '@/errors/api-error';
import { routeSchemas } from '@/api/route-schema';

const schema = routeSchemas({ tag: 'accounts', errors: [400] });

/** The signed-in user's companies never applied to, on every search (product §4.11). */
const excludedCompanies: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: schema({ response: { 200: excludedCompaniesSchema } }, { errors: [] }) }, async (request) => {
    const companies = await findExcludedCompanies(app.db, request.user.id);
    if (!companies) throw notFound();
    return { companies };
  });

  app.put(
    '/',
    { schema: schema({ body: excludedCompaniesSchema, response: { 200: excludedCompaniesSchema } }) },
    async (request) => {
      const companies = await saveExcludedCompanies(app.db, request.user.id, request.body.companies);
      if (!companies) throw notFound();
      return { companies };
    },
  );
};
export default excludedCompanies;
