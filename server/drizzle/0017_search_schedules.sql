ALTER TABLE "job_searches" ADD COLUMN "schedule_days" jsonb;--> statement-breakpoint
ALTER TABLE "job_searches" ADD COLUMN "schedule_time" text;--> statement-breakpoint
ALTER TABLE "job_searches" ADD COLUMN "schedule_time_zone" text;--> statement-breakpoint
ALTER TABLE "job_searches" ADD COLUMN "schedule_next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_searches" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_searches" ADD COLUMN "resume_run" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_searches" ADD COLUMN "schedule_log" jsonb DEFAULT '[]'::jsonb NOT NULL;