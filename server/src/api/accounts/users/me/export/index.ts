import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_EXPORT_FILE_NAME, accountDataLimitMessages, accountExportSchema } from '@app/shared/contract';
import { routeSchemas } from '@/api/route-schema';
import { attachmentDisposition } from '@/api/job-search/resumes/content-disposition';
import { ApiError } from '@/errors/api-error';
import { exportAccountJson } from '@/services/account-export';

const schema = routeSchemas({ tag: 'accounts', errors: [409] });

/**
 * `GET /accounts/users/me/export/`: everything of the account as a JSON attachment (product §7),
 * streamed as it is read. One export per user at a time (in this process): a second one while
 * the first is still being written is answered 409, so one account cannot keep the server busy.
 */
const meExport: FastifyPluginAsyncZod = async (app) => {
  const running = new Set<number>();

  app.get(
    '/',
    {
      schema: schema({
        description: 'Streamed as it is read. 409 while another export of the same account is still being written.',
        response: { 200: accountExportSchema },
      }),
    },
    async (request, reply) => {
      const userId = request.user.id;
      if (running.has(userId)) throw new ApiError(409, { detail: accountDataLimitMessages.exportRunning });
      running.add(userId);
      // Pretty-printed: it is a file for the person to read, typed by the contract above.
      const document = Readable.from(exportAccountJson(app.db, request.user));
      // Finished, failed or abandoned by the browser: the next export may start.
      document.once('close', () => running.delete(userId));
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', attachmentDisposition(ACCOUNT_EXPORT_FILE_NAME))
        .header('cache-control', 'private, no-store')
        .send(document as never);
    },
  );
};
export default meExport;
