import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_EXPORT_FILE_NAME, accountExportSchema } from '@app/shared/contract';
import { routeSchemas } from '@/api/route-schema';
import { attachmentDisposition } from '@/api/job-search/resumes/content-disposition';
import { exportAccount } from '@/services/account-export';

const schema = routeSchemas({ tag: 'accounts', errors: [] });

/** `GET /accounts/users/me/export/`: everything of the account as a JSON attachment (product §7). */
const meExport: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: schema({ response: { 200: accountExportSchema } }) }, async (request, reply) => {
    const document = await exportAccount(app.db, request.user);
    // Pretty-printed: it is a file for the person to read, typed by the contract above.
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', attachmentDisposition(ACCOUNT_EXPORT_FILE_NAME))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(JSON.stringify(document, null, 2), 'utf8') as never);
  });
};
export default meExport;
