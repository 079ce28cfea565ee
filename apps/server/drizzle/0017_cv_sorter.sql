CREATE TABLE "company_descriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_sorter_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"search_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"name" text NOT NULL,
	"current_title" text NOT NULL,
	"current_company" text NOT NULL,
	"linkedin_url" text,
	"category" text DEFAULT 'notSorted' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"scores" jsonb,
	"rationales" jsonb,
	"score" double precision,
	"assessment" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"prompt_version" text,
	"model" text,
	"cost" double precision DEFAULT 0 NOT NULL,
	"tokens_used" integer DEFAULT 0 NOT NULL,
	"scored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cv_sorter_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"domain" text NOT NULL,
	"name" text,
	"file_name" text,
	"job_title" text DEFAULT '' NOT NULL,
	"job_description" text DEFAULT '' NOT NULL,
	"weights" jsonb NOT NULL,
	"batch_size" integer NOT NULL,
	"delay_ms" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"phase" text,
	"total" integer DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"companies_done" integer DEFAULT 0 NOT NULL,
	"companies_total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"prompt_version" text,
	"prompt_adopted" boolean DEFAULT false NOT NULL,
	"model" text,
	"estimated_cost" double precision,
	"cost" double precision DEFAULT 0 NOT NULL,
	"tokens_used" integer DEFAULT 0 NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"resumes" integer DEFAULT 0 NOT NULL,
	"task_id" text,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_sorter_triage_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"search_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cv_sorter_candidates" ADD CONSTRAINT "cv_sorter_candidates_search_id_cv_sorter_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."cv_sorter_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_sorter_searches" ADD CONSTRAINT "cv_sorter_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_sorter_triage_actions" ADD CONSTRAINT "cv_sorter_triage_actions_search_id_cv_sorter_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."cv_sorter_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_descriptions_domain_name_key" ON "company_descriptions" USING btree ("domain","name_key");--> statement-breakpoint
CREATE INDEX "cv_sorter_candidates_search_idx" ON "cv_sorter_candidates" USING btree ("search_id","row_index");--> statement-breakpoint
CREATE INDEX "cv_sorter_candidates_status_idx" ON "cv_sorter_candidates" USING btree ("search_id","status");--> statement-breakpoint
CREATE INDEX "cv_sorter_searches_user_idx" ON "cv_sorter_searches" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cv_sorter_searches_live_idx" ON "cv_sorter_searches" USING btree ("heartbeat_at") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "cv_sorter_triage_actions_search_idx" ON "cv_sorter_triage_actions" USING btree ("search_id","created_at" DESC NULLS LAST);