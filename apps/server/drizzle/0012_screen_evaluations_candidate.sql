ALTER TABLE "screen_evaluations" ADD COLUMN "candidate_id" uuid;--> statement-breakpoint
ALTER TABLE "screen_evaluations" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "screen_evaluations" ADD CONSTRAINT "screen_evaluations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_evaluations" ADD CONSTRAINT "screen_evaluations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screen_evaluations_candidate_created_idx" ON "screen_evaluations" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "screen_evaluations_job_idx" ON "screen_evaluations" USING btree ("job_id");