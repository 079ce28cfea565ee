CREATE TABLE "api_usage_daily" (
	"domain" text NOT NULL,
	"day" date NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"service" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(16, 6) DEFAULT 0 NOT NULL,
	CONSTRAINT "api_usage_daily_domain_day_user_id_service_pk" PRIMARY KEY("domain","day","user_id","service")
);
--> statement-breakpoint
CREATE TABLE "user_activity_daily" (
	"domain" text NOT NULL,
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_activity_daily_domain_day_user_id_action_app_id_pk" PRIMARY KEY("domain","day","user_id","action","app_id")
);
--> statement-breakpoint
DROP INDEX "user_activities_action_time_idx";--> statement-breakpoint
ALTER TABLE "user_activities" ADD COLUMN "domain" text;--> statement-breakpoint
UPDATE "user_activities" a SET "domain" = u."domain" FROM "users" u WHERE u."id" = a."user_id";--> statement-breakpoint
ALTER TABLE "user_activities" ALTER COLUMN "domain" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_activity_daily" ADD CONSTRAINT "user_activity_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_activity_daily_user_idx" ON "user_activity_daily" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_activity_daily_opens_idx" ON "user_activity_daily" USING btree ("domain","day") WHERE action = 'app_clicked';--> statement-breakpoint
CREATE INDEX "user_activities_domain_time_idx" ON "user_activities" USING btree ("domain","timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_activities_domain_user_time_idx" ON "user_activities" USING btree ("domain","user_id","timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_activities_domain_action_time_idx" ON "user_activities" USING btree ("domain","action","timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "user_activity_daily" ("domain", "day", "user_id", "action", "app_id", "count")
SELECT "domain", ("timestamp" AT TIME ZONE 'UTC')::date, "user_id", "action", coalesce("app_id", ''), count(*)::int
FROM "user_activities" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "api_usage_daily" ("domain", "day", "user_id", "service", "calls", "tokens", "cost")
SELECT coalesce(u."domain", o."domain"), (a."timestamp" AT TIME ZONE 'UTC')::date, coalesce(a."user_id", ''),
  a."service", count(*)::int, sum(a."tokens_used"), sum(a."cost")
FROM "api_usage" a LEFT JOIN "users" u ON u."id" = a."user_id" LEFT JOIN "organizations" o ON o."id" = a."organization_id"
WHERE coalesce(u."domain", o."domain") IS NOT NULL
GROUP BY 1, 2, 3, 4;
