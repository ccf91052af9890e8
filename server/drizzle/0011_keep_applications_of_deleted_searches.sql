ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_job_search_id_job_searches_id_fk";
--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "job_search_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_search_id_job_searches_id_fk" FOREIGN KEY ("job_search_id") REFERENCES "public"."job_searches"("id") ON DELETE set null ON UPDATE no action;