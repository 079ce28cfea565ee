CREATE TABLE "document_import_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"message" text,
	"stored_file_id" uuid,
	"candidate_id" uuid,
	"outcome" text,
	"match_candidate_id" uuid,
	"parsed" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"job_id" uuid NOT NULL,
	"stage_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"created_by_email" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "cv_parser_version" integer;--> statement-breakpoint
ALTER TABLE "document_import_files" ADD CONSTRAINT "document_import_files_import_id_document_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."document_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_import_files" ADD CONSTRAINT "document_import_files_stored_file_id_stored_files_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_import_files" ADD CONSTRAINT "document_import_files_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_import_files" ADD CONSTRAINT "document_import_files_match_candidate_id_candidates_id_fk" FOREIGN KEY ("match_candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_imports" ADD CONSTRAINT "document_imports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_import_files_import_idx" ON "document_import_files" USING btree ("import_id","position");--> statement-breakpoint
CREATE INDEX "document_import_files_candidate_idx" ON "document_import_files" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "document_import_files_match_idx" ON "document_import_files" USING btree ("match_candidate_id");--> statement-breakpoint
CREATE INDEX "document_imports_domain_job_idx" ON "document_imports" USING btree ("domain","job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_imports_running_idx" ON "document_imports" USING btree ("status","updated_at");