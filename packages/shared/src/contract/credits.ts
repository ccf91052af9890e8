import { z } from 'zod';
import { plural } from '../format/plural';
import { idSchema, timestampSchema } from './common';

/**
 * The Credits page (product §2.10): the balance, where credits came from and went, and buying more
 * with Stripe Checkout when the operator has set it up.
 */

/** How many of the newest ledger rows the Credits page gets (the rest are counted in `total_entries`). */
export const CREDIT_LEDGER_PAGE_SIZE = 100;

const ledgerApplicationSchema = z.object({
  id: idSchema,
  job_search: idSchema,
  job_title: z.string(),
  company_name: z.string(),
});
export type LedgerApplication = z.infer<typeof ledgerApplicationSchema>;

export const creditLedgerEntrySchema = z.object({
  id: idSchema,
  date: timestampSchema,
  /** +N for a grant or a purchase, −1 for a job applied to. */
  change: z.number().int(),
  balance_after: z.number().int().nonnegative(),
  /** The stored reason: signup, job_applied, refund_not_applied, operator_grant or purchase. */
  kind: z.string(),
  /** The change in plain words for the user (`creditChangeReason`). */
  reason: z.string(),
  /** The application a charge (or its refund) was for; null otherwise or when it has been deleted. */
  job_application: ledgerApplicationSchema.nullable(),
  /** A purchase's receipt on Stripe; null for anything else, or while Stripe has not given it. */
  receipt_url: z.string().nullable(),
});
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;

/** One pack sold: `credits` for `amount` in the currency's smallest unit (cents). */
export const creditPackSchema = z.object({
  credits: z.number().int().positive(),
  amount: z.number().int().positive(),
  currency: z.string(),
});
export type CreditPack = z.infer<typeof creditPackSchema>;

export const creditsSchema = z.object({
  balance: z.number().int().nonnegative(),
  /** Newest first, at most CREDIT_LEDGER_PAGE_SIZE. */
  entries: z.array(creditLedgerEntrySchema),
  total_entries: z.number().int().nonnegative(),
  /** The packs on sale; empty when buying is not set up (the operator grants credits instead). */
  packs: z.array(creditPackSchema),
});
export type Credits = z.infer<typeof creditsSchema>;

/** Buy one pack, named by its number of credits. */
export const checkoutRequestSchema = z.object({ pack: z.number().int().positive() });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** Where the browser goes to pay (Stripe Checkout). */
export const checkoutSchema = z.object({ url: z.string() });
export type Checkout = z.infer<typeof checkoutSchema>;

export const creditsMessages = {
  unknownPack: 'Please choose one of the credit packs.',
  buyingNotSetUp: 'Buying credits is not available on this JobPilot. Ask the person who runs it for more credits.',
  paymentsUnreachable: 'Payments are not available right now. Please try again in a few minutes.',
  /** To Stripe (or whoever calls the webhook), never shown to a user. */
  badStripeSignature: 'The Stripe signature of this request is missing or not valid.',
} as const;

/** The ledger row's reason in plain words (the application is known for charges and refunds). */
export function creditChangeReason(kind: string, change: number, application: LedgerApplication | null): string {
  const job = application && `${application.job_title} at ${application.company_name}`;
  switch (kind) {
    case 'signup':
      return 'Welcome credits';
    case 'job_applied':
      return job ? `Applied to ${job}` : 'Applied to a job (since deleted)';
    case 'refund_not_applied':
      return job ? `Refund: the application to ${job} did not go through` : 'Refund for a job not applied to';
    case 'operator_grant':
      return 'Added by the person who runs JobPilot';
    case 'purchase':
      return `Bought ${plural(change, 'credit')}`;
    default:
      return change >= 0 ? 'Credits added' : 'Credits used';
  }
}
