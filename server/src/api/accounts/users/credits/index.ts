import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutRequestSchema,
  checkoutSchema,
  creditChangeReason,
  CREDIT_LEDGER_PAGE_SIZE,
  creditsSchema,
  type Credits,
} from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';
import { countLedger, listLedgerWithApplications } from '@/db/repositories/credit-ledger';
import { findCredits } from '@/db/repositories/credits';
import { startCheckout } from '@/services/billing/checkout';
import { withReceipts } from '@/services/billing/receipts';
import { routeSchemas } from '@/api/route-schema';

const schema = routeSchemas({ tag: 'credits', errors: [400, 409, 503] });

/** The Credits page (product §2.10): the balance, its ledger, and buying a pack with Stripe Checkout. */
const credits: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: schema({ response: { 200: creditsSchema } }, { errors: [] }) }, async (request) => {
    const userId = request.user.id;
    // The balance read now, not the signed-in user's cached copy, so it matches the ledger beside it.
    const billing = app.config.billing;
    const [balance, rows, total] = await Promise.all([
      findCredits(app.db, userId),
      listLedgerWithApplications(app.db, userId, CREDIT_LEDGER_PAGE_SIZE).then((listed) =>
        withReceipts(app.db, billing, listed, request.log),
      ),
      countLedger(app.db, userId),
    ]);
    return {
      balance: balance ?? request.user.credits,
      entries: rows.map((row) => {
        const application =
          row.applicationId !== null && row.jobSearchId !== null
            ? {
                id: row.applicationId,
                job_search: row.jobSearchId,
                job_title: row.jobTitle ?? '',
                company_name: row.companyName ?? '',
              }
            : null;
        return {
          id: row.id,
          date: formatTimestamp(row.createdAt),
          change: row.delta,
          balance_after: row.balanceAfter,
          kind: row.reason,
          reason: creditChangeReason(row.reason, row.delta, application),
          job_application: application,
          receipt_url: row.receiptUrl,
        };
      }),
      total_entries: total,
      packs: billing?.packs.map((pack) => ({ ...pack, currency: billing.currency })) ?? [],
    } satisfies Credits;
  });

  app.post(
    '/checkout/',
    { schema: schema({ body: checkoutRequestSchema, response: { 200: checkoutSchema } }) },
    async (request) => ({
      url: await startCheckout(app.config.billing, {
        userId: request.user.id,
        email: request.user.email,
        pack: request.body.pack,
        publicUrl: app.config.publicUrl,
        log: request.log,
      }),
    }),
  );
};
export default credits;
