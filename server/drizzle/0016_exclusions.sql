ALTER TABLE "job_preferences" ADD COLUMN "excluded_companies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_preferences" ADD COLUMN "excluded_keywords" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "excluded_companies" jsonb DEFAULT '[]'::jsonb NOT NULL;