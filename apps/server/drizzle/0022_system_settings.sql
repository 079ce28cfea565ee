CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_settings" (
	"domain" text PRIMARY KEY NOT NULL,
	"webhook_url" text,
	"webhook_secret" text,
	"default_tone_of_voice" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "ai_task_models" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_domain_time_idx" ON "audit_log" USING btree ("domain","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_domain_actor_time_idx" ON "audit_log" USING btree ("domain","actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);