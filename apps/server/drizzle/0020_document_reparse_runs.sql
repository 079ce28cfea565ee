CREATE TABLE "document_reparse_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_email" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"parser_version" integer NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"cursor" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "document_reparse_runs_domain_idx" ON "document_reparse_runs" USING btree ("domain","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_reparse_runs_running_idx" ON "document_reparse_runs" USING btree ("status","updated_at");