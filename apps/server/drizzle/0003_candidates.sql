CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "candidate_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"stage_id" text NOT NULL,
	"domain" text NOT NULL,
	"created_by_email" text NOT NULL,
	"file_name" text,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"errors" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "candidate_scoring_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"stage_id" text NOT NULL,
	"domain" text NOT NULL,
	"requested_by" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "candidates_domain_created_idx";--> statement-breakpoint
ALTER TABLE "candidate_stage_records" ADD COLUMN "score_rationales" jsonb;--> statement-breakpoint
ALTER TABLE "candidate_stage_records" ADD COLUMN "scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' | ' || coalesce(email, '') || ' | ' || coalesce(current_title, '') || ' | ' || coalesce(current_company, '') || ' | ' || coalesce(location, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_imports" ADD CONSTRAINT "candidate_imports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_scoring_runs" ADD CONSTRAINT "candidate_scoring_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_imports_job_idx" ON "candidate_imports" USING btree ("job_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_scoring_runs_job_idx" ON "candidate_scoring_runs" USING btree ("job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "csr_candidate_job_stage_uq" ON "candidate_stage_records" USING btree ("candidate_id","job_id","stage_id");--> statement-breakpoint
CREATE INDEX "candidates_search_trgm_idx" ON "candidates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_domain_created_idx" ON "candidates" USING btree ("domain","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);