ALTER TABLE "job_searches" ADD COLUMN "run" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_searches" ADD COLUMN "stop_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_searches" ADD COLUMN "verification_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_searches" ADD COLUMN "verification_code" text;--> statement-breakpoint
ALTER TABLE "job_searches" ADD COLUMN "pending_application" jsonb;