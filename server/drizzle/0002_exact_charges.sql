CREATE TABLE "job_claims" (
	"user_id" integer NOT NULL,
	"linkedin_job_id" text NOT NULL,
	"job_search_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_claims_user_id_linkedin_job_id_pk" PRIMARY KEY("user_id","linkedin_job_id")
);
--> statement-breakpoint
ALTER TABLE "job_claims" ADD CONSTRAINT "job_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_claims" ADD CONSTRAINT "job_claims_job_search_id_job_searches_id_fk" FOREIGN KEY ("job_search_id") REFERENCES "public"."job_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_claims_search_idx" ON "job_claims" USING btree ("job_search_id");--> statement-breakpoint
-- Repair: a charge (ledger row 'job_applied', reference 'application:<id>') of an application that
-- is not recorded as applied is refunded, once, with a 'refund_not_applied' row referencing it, and
-- the balance goes back up. balance_after runs on from the balance before the refunds, per user.
WITH bad AS (
	SELECT l.id, l.user_id, l.reference
	FROM "credit_ledger" l
	JOIN "job_applications" a ON l.reference = 'application:' || a.id
	WHERE l.reason = 'job_applied' AND l.delta < 0 AND a.status <> 'applied'
		AND NOT EXISTS (SELECT 1 FROM "credit_ledger" r WHERE r.reference = 'refund:' || l.reference)
), per_user AS (
	SELECT user_id, count(*)::int AS n FROM bad GROUP BY user_id
), restored AS (
	UPDATE "users" u SET credits = u.credits + p.n, updated_at = now()
	FROM per_user p WHERE u.id = p.user_id
	RETURNING u.id, u.credits, p.n
)
INSERT INTO "credit_ledger" ("user_id", "delta", "reason", "reference", "balance_after")
SELECT b.user_id, 1, 'refund_not_applied', 'refund:' || b.reference,
	r.credits - r.n + (row_number() OVER (PARTITION BY b.user_id ORDER BY b.id))::int
FROM bad b JOIN restored r ON r.id = b.user_id
ORDER BY b.user_id, b.id;
