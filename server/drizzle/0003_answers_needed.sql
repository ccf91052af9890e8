CREATE TABLE "answers_needed" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"question" text NOT NULL,
	"input" text NOT NULL,
	"options" jsonb,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "waiting_on" integer;--> statement-breakpoint
ALTER TABLE "answers_needed" ADD CONSTRAINT "answers_needed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answers_needed_user_key_unique" ON "answers_needed" USING btree ("user_id","key");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_waiting_on_answers_needed_id_fk" FOREIGN KEY ("waiting_on") REFERENCES "public"."answers_needed"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_waiting_idx" ON "job_applications" USING btree ("waiting_on");