CREATE TABLE "data_trainer_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"current_company" text NOT NULL,
	"current_title" text NOT NULL,
	"scores" jsonb,
	"hand_final_score" double precision,
	"scored_by" text,
	"scored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_trainer_iterations" (
	"run_id" uuid NOT NULL,
	"iteration" integer NOT NULL,
	"prompt" text,
	"rationale" text,
	"similarity" double precision,
	"improvement" double precision,
	"error" text,
	"scored" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "data_trainer_iterations_run_id_iteration_pk" PRIMARY KEY("run_id","iteration")
);
--> statement-breakpoint
CREATE TABLE "data_trainer_model_scores" (
	"run_id" uuid NOT NULL,
	"iteration" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"scores" jsonb NOT NULL,
	"final_score" double precision NOT NULL,
	"model" text,
	"tokens_used" integer DEFAULT 0 NOT NULL,
	"cost" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_trainer_model_scores_run_id_iteration_candidate_id_pk" PRIMARY KEY("run_id","iteration","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "data_trainer_run_candidates" (
	"run_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"part" text NOT NULL,
	"hand_scores" jsonb NOT NULL,
	"hand_final_score" double precision NOT NULL,
	CONSTRAINT "data_trainer_run_candidates_run_id_candidate_id_pk" PRIMARY KEY("run_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "data_trainer_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"user_id" text,
	"started_by" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"phase" text,
	"metric" text NOT NULL,
	"improvement_threshold" double precision NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"role_summary" text DEFAULT '' NOT NULL,
	"training_count" integer DEFAULT 0 NOT NULL,
	"held_out_count" integer DEFAULT 0 NOT NULL,
	"all_used" boolean DEFAULT false NOT NULL,
	"base_version" integer,
	"base_instructions" text NOT NULL,
	"best_iteration" integer,
	"training_similarity" double precision,
	"held_out_similarity" double precision,
	"held_out_baseline_similarity" double precision,
	"adopted_version" integer,
	"error" text,
	"given_key" boolean DEFAULT false NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"resumes" integer DEFAULT 0 NOT NULL,
	"task_id" text,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_trainer_settings" (
	"domain" text PRIMARY KEY NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"role_summary" text DEFAULT '' NOT NULL,
	"metric" text DEFAULT 'spearman' NOT NULL,
	"improvement_threshold" double precision DEFAULT 0.02 NOT NULL,
	"describe_status" text DEFAULT 'idle' NOT NULL,
	"describe_done" integer DEFAULT 0 NOT NULL,
	"describe_total" integer DEFAULT 0 NOT NULL,
	"describe_error" text,
	"describe_user_id" text,
	"describe_generation" integer DEFAULT 0 NOT NULL,
	"describe_resumes" integer DEFAULT 0 NOT NULL,
	"describe_task_id" text,
	"describe_heartbeat_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scoring_prompt_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"version" integer NOT NULL,
	"instructions" text NOT NULL,
	"metric" text NOT NULL,
	"held_out_similarity" double precision,
	"training_similarity" double precision,
	"run_id" uuid,
	"adopted_by" text,
	"adopted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_trainer_iterations" ADD CONSTRAINT "data_trainer_iterations_run_id_data_trainer_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."data_trainer_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_trainer_model_scores" ADD CONSTRAINT "data_trainer_model_scores_run_id_data_trainer_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."data_trainer_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_trainer_model_scores" ADD CONSTRAINT "data_trainer_model_scores_candidate_id_data_trainer_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."data_trainer_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_trainer_run_candidates" ADD CONSTRAINT "data_trainer_run_candidates_run_id_data_trainer_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."data_trainer_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_trainer_run_candidates" ADD CONSTRAINT "data_trainer_run_candidates_candidate_id_data_trainer_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."data_trainer_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_trainer_runs" ADD CONSTRAINT "data_trainer_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_trainer_settings" ADD CONSTRAINT "data_trainer_settings_describe_user_id_users_id_fk" FOREIGN KEY ("describe_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_prompt_versions" ADD CONSTRAINT "scoring_prompt_versions_run_id_data_trainer_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."data_trainer_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_trainer_candidates_domain_idx" ON "data_trainer_candidates" USING btree ("domain","position");--> statement-breakpoint
CREATE INDEX "data_trainer_runs_domain_idx" ON "data_trainer_runs" USING btree ("domain","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_trainer_runs_live_idx" ON "data_trainer_runs" USING btree ("heartbeat_at") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "data_trainer_runs_one_live" ON "data_trainer_runs" USING btree ("domain") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "scoring_prompt_versions_domain_version" ON "scoring_prompt_versions" USING btree ("domain","version");--> statement-breakpoint
CREATE UNIQUE INDEX "scoring_prompt_versions_one_active" ON "scoring_prompt_versions" USING btree ("domain") WHERE active;