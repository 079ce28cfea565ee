CREATE TABLE "funnel_daily" (
	"domain" text NOT NULL,
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"bucket" integer DEFAULT 0 NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_daily_domain_scope_day_metric_key_level_bucket_pk" PRIMARY KEY("domain","scope","day","metric","key","level","bucket")
);
--> statement-breakpoint
ALTER TABLE "candidate_stage_records" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_stage_records" ADD COLUMN "left_stage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_stage_records" ADD COLUMN "source" text;--> statement-breakpoint
CREATE INDEX "csr_job_hired_idx" ON "candidate_stage_records" USING btree ("job_id","hired_at") WHERE "candidate_stage_records"."hired_at" is not null;--> statement-breakpoint
CREATE INDEX "stage_scorecards_submitted_idx" ON "stage_scorecards" USING btree ("submitted_at");--> statement-breakpoint
-- The recruiting funnel's summary (docs/decisions/0020-funnel-summary.md): every change of a stage record
-- updates funnel_daily in the same transaction, through the statement-level triggers below.
CREATE TYPE "funnel_rec" AS (
	"id" uuid, "candidate_id" uuid, "job_id" uuid, "stage_id" text, "level" integer, "created_at" timestamp with time zone,
	"entered_at" timestamp with time zone, "ended_at" timestamp with time zone, "rejected" boolean, "rejection_reason" text,
	"hired_at" timestamp with time zone, "score" numeric, "source" text
);--> statement-breakpoint
-- What the funnel reads of a record: its stage and layer, when the visit started and ended (moved on or back,
-- rejected, hired), the rejection, the hire, the AI overall on 0-10 and the source.
CREATE FUNCTION "funnel_rec_of"(r candidate_stage_records) RETURNS funnel_rec LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(r.id, r.candidate_id, r.job_id, r.stage_id, coalesce(r.stage_level, 0), r.created_at, r.entered_stage_at,
    coalesce(r.left_stage_at, r.rejected_at, r.hired_at), r.rejected_at IS NOT NULL, r.rejection_reason, r.hired_at,
    CASE WHEN r.overall_match > 10 THEN r.overall_match / 10 ELSE r.overall_match END, r.source)::funnel_rec
$$;--> statement-breakpoint
-- core daysBucketOf: every day to 30, weeks to 90, 30-day steps to 365, then 365.
CREATE FUNCTION "funnel_days_bucket"(d integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN d <= 30 THEN greatest(d, 0) WHEN d <= 90 THEN 31 + ((d - 31) / 7) * 7
    WHEN d < 365 THEN 91 + ((d - 91) / 30) * 30 ELSE 365 END
$$;--> statement-breakpoint
-- core stageGroupOf: fixed stages by themselves, custom layer n as 'custom-n'.
CREATE FUNCTION "funnel_stage_group"(stage_id text, level integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN stage_id IN ('glance', 'profile_review', 'talent_screen', 'washup', 'offer') THEN stage_id
    ELSE 'custom-' || greatest(1, level - 3) END
$$;--> statement-breakpoint
-- The key a job's row has once its stages are grouped across jobs.
CREATE FUNCTION "funnel_group_key"(metric text, key text, level integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN metric IN ('reached', 'passed', 'days', 'score', 'rejected_at') THEN funnel_stage_group(key, level)
    ELSE key END
$$;--> statement-breakpoint
-- The counts a set of whole applications (every record of each candidate in each job) adds to funnel_daily:
-- under the job (stages by id) and, with the stages grouped, under the organisation, the job's company and
-- the job's owner.
CREATE FUNCTION "funnel_contributions"(recs funnel_rec[])
RETURNS TABLE ("domain" text, "scope" text, "day" date, "metric" text, "key" text, "level" integer, "bucket" integer, "n" integer)
LANGUAGE sql STABLE AS $$
  WITH r AS (SELECT * FROM unnest(recs)),
  app AS (
    -- Only the record that put the candidate into the job carries a source.
    SELECT r.candidate_id, r.job_id, min(r.created_at) AS started_at, max(r.level) AS top,
      coalesce(max(r.source), 'unknown') AS source
    FROM r GROUP BY r.candidate_id, r.job_id
  ),
  a AS (
    SELECT app.*, (app.started_at AT TIME ZONE 'UTC')::date AS day, j.company_id, j.created_by,
      coalesce(j.domain, (SELECT c.domain FROM candidates c WHERE c.id = app.candidate_id)) AS domain
    FROM app LEFT JOIN jobs j ON j.id = app.job_id
  ),
  ra AS (SELECT r.*, a.domain, a.day, a.top, a.started_at FROM r JOIN a USING (candidate_id, job_id)),
  x AS (
    SELECT a.domain, a.job_id, a.day, 'started'::text AS metric, a.source AS key, 0 AS level, 0 AS bucket FROM a
    UNION ALL SELECT domain, job_id, day, 'reached', stage_id, level, 0 FROM ra
    UNION ALL SELECT domain, job_id, day, 'passed', stage_id, level, 0 FROM ra WHERE level < top
    UNION ALL SELECT domain, job_id, day, 'days', stage_id, level,
      funnel_days_bucket(floor(extract(epoch FROM ended_at - entered_at) / 86400)::int) FROM ra WHERE ended_at IS NOT NULL
    UNION ALL SELECT domain, job_id, day, 'score', stage_id, level, least(10, greatest(0, floor(score)))::int
      FROM ra WHERE score IS NOT NULL
    UNION ALL SELECT domain, job_id, day, 'rejected_at', stage_id, level, 0 FROM ra WHERE rejected
    UNION ALL SELECT domain, job_id, day, 'rejected', coalesce(rejection_reason, ''), 0, 0 FROM ra WHERE rejected
    UNION ALL SELECT domain, job_id, day, 'hired', '', 0,
      funnel_days_bucket(floor(extract(epoch FROM hired_at - started_at) / 86400)::int) FROM ra WHERE hired_at IS NOT NULL
  ),
  jx AS (
    SELECT x.domain, x.job_id::text AS scope, x.day, x.metric, x.key, x.level, x.bucket, count(*)::int AS n
    FROM x WHERE x.domain IS NOT NULL GROUP BY x.domain, x.job_id, x.day, x.metric, x.key, x.level, x.bucket
  ),
  owners AS (SELECT DISTINCT a.job_id, a.company_id, a.created_by FROM a)
  SELECT jx.domain, jx.scope, jx.day, jx.metric, jx.key, jx.level, jx.bucket, jx.n FROM jx
  UNION ALL
  SELECT g.domain, g.scope, g.day, g.metric, g.key, 0, g.bucket, sum(g.n)::int FROM (
    SELECT jx.domain, s.scope, jx.day, jx.metric, funnel_group_key(jx.metric, jx.key, jx.level) AS key, jx.bucket, jx.n
    FROM jx JOIN owners o ON o.job_id::text = jx.scope
    CROSS JOIN LATERAL (VALUES ('organization'), ('company:' || o.company_id), ('recruiter:' || o.created_by)) s(scope)
    WHERE s.scope IS NOT NULL
  ) g GROUP BY g.domain, g.scope, g.day, g.metric, g.key, g.bucket
$$;--> statement-breakpoint
-- Applies a change of stage records to funnel_daily: `old_recs` as they were, `new_recs` as they are. The
-- applications they belong to are counted again from their records now and before the change, and the
-- difference is added (in key order, so concurrent transactions lock the rows in the same order).
CREATE FUNCTION "funnel_apply"(old_recs funnel_rec[], new_recs funnel_rec[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  now_recs funnel_rec[];
  before_recs funnel_rec[];
BEGIN
  IF cardinality(old_recs) + cardinality(new_recs) = 0 THEN RETURN; END IF;
  now_recs := array(
    SELECT funnel_rec_of(r) FROM (
      SELECT t.candidate_id, t.job_id FROM unnest(old_recs) t UNION SELECT t.candidate_id, t.job_id FROM unnest(new_recs) t
    ) a JOIN candidate_stage_records r ON r.candidate_id = a.candidate_id AND r.job_id = a.job_id);
  before_recs := array(
    SELECT n FROM unnest(now_recs) n WHERE n.id NOT IN (SELECT u.id FROM unnest(new_recs) u)
    UNION ALL SELECT o FROM unnest(old_recs) o);
  INSERT INTO funnel_daily AS f ("domain", "scope", "day", "metric", "key", "level", "bucket", "n")
  SELECT d.domain, d.scope, d.day, d.metric, d.key, d.level, d.bucket, sum(d.n)::int FROM (
    SELECT c.domain, c.scope, c.day, c.metric, c.key, c.level, c.bucket, c.n FROM funnel_contributions(now_recs) c
    UNION ALL
    SELECT c.domain, c.scope, c.day, c.metric, c.key, c.level, c.bucket, -c.n FROM funnel_contributions(before_recs) c
  ) d
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ("domain", "scope", "day", "metric", "key", "level", "bucket") DO UPDATE SET "n" = f.n + excluded.n;
END
$$;--> statement-breakpoint
CREATE FUNCTION "funnel_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM funnel_apply('{}', array(SELECT funnel_rec_of(n) FROM new_rows n));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "funnel_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_old funnel_rec[];
  changed_new funnel_rec[];
BEGIN
  -- Scores, owners and notes change records often; only what the funnel reads is applied.
  SELECT coalesce(array_agg(funnel_rec_of(o)), '{}'), coalesce(array_agg(funnel_rec_of(n)), '{}')
  INTO changed_old, changed_new
  FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE funnel_rec_of(o) IS DISTINCT FROM funnel_rec_of(n);
  PERFORM funnel_apply(changed_old, changed_new);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "funnel_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM funnel_apply(array(SELECT funnel_rec_of(o) FROM old_rows o), '{}');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- When the candidate leaves a stage (the record is marked progressed), unless the statement sets it itself
-- (undo puts back the time it kept).
CREATE FUNCTION "csr_left_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.left_stage_at IS NOT DISTINCT FROM OLD.left_stage_at THEN
    NEW.left_stage_at := CASE WHEN NEW.progressed_already THEN now() END;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A job that changes company or owner takes its counts from the old company's and owner's rows to the new ones.
CREATE FUNCTION "funnel_job_owners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO funnel_daily AS f ("domain", "scope", "day", "metric", "key", "level", "bucket", "n")
  SELECT d.domain, d.scope, d.day, d.metric, d.key, 0, d.bucket, sum(d.n)::int FROM (
    SELECT r.domain, s.scope, r.day, r.metric, funnel_group_key(r.metric, r.key, r.level) AS key, r.bucket, r.n * s.sign AS n
    FROM funnel_daily r
    CROSS JOIN (VALUES ('company:' || OLD.company_id, -1), ('company:' || NEW.company_id, 1),
      ('recruiter:' || OLD.created_by, -1), ('recruiter:' || NEW.created_by, 1)) s(scope, sign)
    WHERE r.domain = NEW.domain AND r.scope = NEW.id::text AND s.scope IS NOT NULL
  ) d
  GROUP BY 1, 2, 3, 4, 5, 7 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 7
  ON CONFLICT ("domain", "scope", "day", "metric", "key", "level", "bucket") DO UPDATE SET "n" = f.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A job's records go before the job itself, while its company and owner can still be read, so that its
-- counts leave the company's and owner's rows too (the cascade would find the job gone).
CREATE FUNCTION "funnel_job_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM candidate_stage_records WHERE job_id = OLD.id;
  RETURN OLD;
END
$$;--> statement-breakpoint
-- Rebuilds an organisation's funnel from its records, job by job (used once below, and by the benchmark
-- after a bulk load with the triggers off).
CREATE FUNCTION "funnel_rebuild"(p_domain text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  j uuid;
BEGIN
  DELETE FROM funnel_daily WHERE domain = p_domain;
  FOR j IN SELECT id FROM jobs WHERE domain = p_domain LOOP
    PERFORM funnel_apply('{}', array(SELECT funnel_rec_of(r) FROM candidate_stage_records r WHERE r.job_id = j));
  END LOOP;
END
$$;--> statement-breakpoint
UPDATE "candidate_stage_records" SET "created_at" = "entered_stage_at",
  "left_stage_at" = CASE WHEN "progressed_already" THEN "last_updated_at" END;--> statement-breakpoint
SELECT funnel_rebuild(d.domain) FROM (SELECT DISTINCT domain FROM jobs) d;--> statement-breakpoint
CREATE TRIGGER "csr_left_stage" BEFORE UPDATE OF "progressed_already" ON "candidate_stage_records"
  FOR EACH ROW WHEN (OLD.progressed_already IS DISTINCT FROM NEW.progressed_already) EXECUTE FUNCTION csr_left_stage();--> statement-breakpoint
CREATE TRIGGER "funnel_after_insert" AFTER INSERT ON "candidate_stage_records"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION funnel_after_insert();--> statement-breakpoint
CREATE TRIGGER "funnel_after_update" AFTER UPDATE ON "candidate_stage_records"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION funnel_after_update();--> statement-breakpoint
CREATE TRIGGER "funnel_job_owners" AFTER UPDATE OF "company_id", "created_by" ON "jobs"
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.created_by IS DISTINCT FROM NEW.created_by)
  EXECUTE FUNCTION funnel_job_owners();--> statement-breakpoint
CREATE TRIGGER "funnel_job_deleted" BEFORE DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION funnel_job_deleted();--> statement-breakpoint
CREATE TRIGGER "funnel_after_delete" AFTER DELETE ON "candidate_stage_records"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION funnel_after_delete();
