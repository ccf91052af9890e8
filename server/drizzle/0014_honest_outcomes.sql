ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_status_check";--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "attempted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-added: an existing row's latest attempt is its charge's time when it was charged, else its first record.
UPDATE "job_applications" SET "attempted_at" = COALESCE((SELECT "credit_ledger"."created_at" FROM "credit_ledger" WHERE "credit_ledger"."reference" = 'application:' || "job_applications"."id"), "job_applications"."created_at");--> statement-breakpoint
ALTER TABLE "job_searches" ADD COLUMN "verification_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('applied', 'failed', 'already_applied', 'not_relevant', 'waiting', 'answered', 'skipped'));