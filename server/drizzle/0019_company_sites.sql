ALTER TABLE "job_applications" ADD COLUMN "company_system" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "company_site_url" text;--> statement-breakpoint
ALTER TABLE "job_preferences" ADD COLUMN "apply_on_company_sites" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_company_system_check" CHECK ("job_applications"."company_system" is null or "job_applications"."company_system" in ('greenhouse', 'lever', 'ashby'));