ALTER TABLE "organizations" ADD COLUMN "rpm_limit" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "tpm_limit" integer DEFAULT 200000 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "ai_model" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "ai_base_url" text;