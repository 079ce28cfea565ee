ALTER TABLE "candidate_scoring_run_items" ADD COLUMN "error_detail" text;--> statement-breakpoint
ALTER TABLE "candidate_scoring_runs" ADD COLUMN "error_detail" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "intake_summary" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_rationale" text;