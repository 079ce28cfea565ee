CREATE TABLE "candidate_scoring_run_items" (
	"run_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	CONSTRAINT "candidate_scoring_run_items_run_id_candidate_id_pk" PRIMARY KEY("run_id","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "candidate_imports" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "candidate_imports" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "candidate_imports" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_scoring_runs" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_scoring_runs" ADD COLUMN "resumes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_scoring_runs" ADD COLUMN "task_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_scoring_runs" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_scoring_run_items" ADD CONSTRAINT "candidate_scoring_run_items_run_id_candidate_scoring_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."candidate_scoring_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_scoring_run_items_status_idx" ON "candidate_scoring_run_items" USING btree ("run_id","status");--> statement-breakpoint
CREATE INDEX "candidate_imports_running_idx" ON "candidate_imports" USING btree ("heartbeat_at") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "candidate_scoring_runs_live_idx" ON "candidate_scoring_runs" USING btree ("heartbeat_at") WHERE status in ('queued', 'running');--> statement-breakpoint
-- Runs left unfinished before runs had items cannot be recounted or resumed: they end failed.
UPDATE "candidate_scoring_runs" SET "status" = 'failed', "error" = coalesce("error", 'Error sending candidates for AI scoring'), "finished_at" = now() WHERE "status" IN ('queued', 'running');
