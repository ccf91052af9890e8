ALTER TABLE "credit_ledger" ADD COLUMN "receipt_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_answers_needed_browser" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_offer_dismissed" boolean DEFAULT false NOT NULL;