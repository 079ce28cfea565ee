CREATE TABLE "candidate_erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"erased_by" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_stage_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_stage_id" text,
	"to_stage_id" text,
	"operation_id" uuid,
	"moved_by" text NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_operation_rows" (
	"operation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"row" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_operations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"args" jsonb NOT NULL,
	"affected" integer NOT NULL,
	"message" text NOT NULL,
	"stage_ids" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undo_until" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pipeline_settings" (
	"domain" text PRIMARY KEY NOT NULL,
	"rejection_reasons" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "stage_scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"interviewer_email" text NOT NULL,
	"interviewer_name" text,
	"ac1_score" numeric,
	"ac2_score" numeric,
	"ac3_score" numeric,
	"ac4_score" numeric,
	"ac5_score" numeric,
	"overall_match" numeric,
	"feedback" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_stage_records" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_stage_records" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "candidate_stage_records" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "candidate_stage_records" ADD COLUMN "rejected_by" text;--> statement-breakpoint
ALTER TABLE "candidate_stage_records" ADD COLUMN "hired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_stage_moves" ADD CONSTRAINT "candidate_stage_moves_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stage_moves" ADD CONSTRAINT "candidate_stage_moves_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_operation_rows" ADD CONSTRAINT "pipeline_operation_rows_operation_id_pipeline_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."pipeline_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_operations" ADD CONSTRAINT "pipeline_operations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_scorecards" ADD CONSTRAINT "stage_scorecards_record_id_candidate_stage_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."candidate_stage_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_erasures_domain_idx" ON "candidate_erasures" USING btree ("domain","erased_at");--> statement-breakpoint
CREATE INDEX "csm_candidate_moved_idx" ON "candidate_stage_moves" USING btree ("candidate_id","moved_at");--> statement-breakpoint
CREATE INDEX "csm_job_moved_idx" ON "candidate_stage_moves" USING btree ("job_id","moved_at");--> statement-breakpoint
CREATE INDEX "csm_operation_idx" ON "candidate_stage_moves" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "pipeline_operation_rows_operation_idx" ON "pipeline_operation_rows" USING btree ("operation_id","kind");--> statement-breakpoint
CREATE INDEX "pipeline_operations_created_idx" ON "pipeline_operations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_scorecards_record_interviewer_uq" ON "stage_scorecards" USING btree ("record_id","interviewer_email");--> statement-breakpoint
-- A candidate is in one stage of a job at a time (docs/decisions/0013). Where add_candidate_to_stage put
-- someone into two stages of one job, the newest entered stays current and the others count as moved on.
UPDATE "candidate_stage_records" r SET "progressed_already" = true
WHERE NOT r."progressed_already" AND EXISTS (
  SELECT 1 FROM "candidate_stage_records" n
  WHERE n."candidate_id" = r."candidate_id" AND n."job_id" = r."job_id" AND NOT n."progressed_already"
    AND (n."entered_stage_at", n."id") > (r."entered_stage_at", r."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "csr_candidate_job_current_uq" ON "candidate_stage_records" USING btree ("candidate_id","job_id") WHERE not "candidate_stage_records"."progressed_already";