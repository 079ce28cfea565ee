CREATE TABLE "linkedin_parses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"domain" text NOT NULL,
	"via" text NOT NULL,
	"input" text NOT NULL,
	"file_name" text,
	"source_url" text,
	"text" text NOT NULL,
	"read_as" text NOT NULL,
	"profile" jsonb NOT NULL,
	"parser_version" integer NOT NULL,
	"ai_error" text,
	"candidate_id" uuid,
	"saved_via" text,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linkedin_parses" ADD CONSTRAINT "linkedin_parses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_parses" ADD CONSTRAINT "linkedin_parses_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "linkedin_parses_user_created_idx" ON "linkedin_parses" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "linkedin_parses_domain_idx" ON "linkedin_parses" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "linkedin_parses_candidate_idx" ON "linkedin_parses" USING btree ("candidate_id");