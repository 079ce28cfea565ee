DROP INDEX "stage_scorecards_submitted_idx";--> statement-breakpoint
ALTER TABLE "stage_scorecards" ADD COLUMN "domain" text;--> statement-breakpoint
ALTER TABLE "stage_scorecards" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "stage_scorecards" ADD COLUMN "stage_id" text;--> statement-breakpoint
ALTER TABLE "stage_scorecards" ADD COLUMN "stage_title" text;--> statement-breakpoint
ALTER TABLE "stage_scorecards" ADD COLUMN "ai_overall" numeric;--> statement-breakpoint
UPDATE "stage_scorecards" s SET "domain" = j.domain, "job_id" = r.job_id, "stage_id" = r.stage_id,
  "stage_title" = r.stage_title,
  "ai_overall" = CASE WHEN r.overall_match > 10 THEN r.overall_match / 10 ELSE r.overall_match END
FROM "candidate_stage_records" r JOIN "jobs" j ON j.id = r.job_id WHERE r.id = s.record_id;--> statement-breakpoint
CREATE INDEX "stage_scorecards_domain_submitted_idx" ON "stage_scorecards" USING btree ("domain","submitted_at");--> statement-breakpoint
CREATE FUNCTION "stage_scorecards_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT j.domain, r.job_id, r.stage_id, r.stage_title,
    CASE WHEN r.overall_match > 10 THEN r.overall_match / 10 ELSE r.overall_match END
  INTO NEW.domain, NEW.job_id, NEW.stage_id, NEW.stage_title, NEW.ai_overall
  FROM candidate_stage_records r JOIN jobs j ON j.id = r.job_id WHERE r.id = NEW.record_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stage_scorecards_fill" BEFORE INSERT OR UPDATE OF "record_id" ON "stage_scorecards"
  FOR EACH ROW EXECUTE FUNCTION stage_scorecards_fill();--> statement-breakpoint
CREATE FUNCTION "stage_scorecards_follow_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only records whose AI overall or stage title changed, and only those with scorecards, are touched.
  UPDATE stage_scorecards s
  SET ai_overall = CASE WHEN n.overall_match > 10 THEN n.overall_match / 10 ELSE n.overall_match END,
    stage_title = n.stage_title
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE s.record_id = n.id
    AND (n.overall_match IS DISTINCT FROM o.overall_match OR n.stage_title IS DISTINCT FROM o.stage_title);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stage_scorecards_follow_record" AFTER UPDATE ON "candidate_stage_records"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION stage_scorecards_follow_record();
