-- The funnel summary also counts hires by the day they were made ('hired_on', key '', level 0, bucket 0), in
-- every scope, so the hires of a period are read from the summary (docs/decisions/0020-funnel-summary.md).
CREATE OR REPLACE FUNCTION "funnel_contributions"(recs funnel_rec[])
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
    -- Hires by the day they were made (not the cohort's day): the hires of a period, for AI cost per hire.
    UNION ALL SELECT domain, job_id, (hired_at AT TIME ZONE 'UTC')::date, 'hired_on', '', 0, 0 FROM ra
      WHERE hired_at IS NOT NULL
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
INSERT INTO "funnel_daily" AS f ("domain", "scope", "day", "metric", "key", "level", "bucket", "n")
SELECT j.domain, s.scope, (r.hired_at AT TIME ZONE 'UTC')::date, 'hired_on', '', 0, 0, count(*)::int
FROM "candidate_stage_records" r
JOIN "jobs" j ON j.id = r.job_id
CROSS JOIN LATERAL (VALUES (j.id::text), ('organization'), ('company:' || j.company_id), ('recruiter:' || j.created_by)) s(scope)
WHERE r.hired_at IS NOT NULL AND s.scope IS NOT NULL
GROUP BY 1, 2, 3
ON CONFLICT ("domain", "scope", "day", "metric", "key", "level", "bucket") DO UPDATE SET "n" = f.n + excluded.n;
