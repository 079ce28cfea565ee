-- The funnel summary of an organisation rebuilt in one statement: every job's contributions summed across jobs
-- before a single insert. The pass per job added each job's share to the organisation's, companies' and
-- recruiters' rows one job at a time, so each of those rows was rewritten once per job (with every index
-- entry); the summary's read index came out several times larger than its rows, and a year of the
-- organisation read tens of thousands of pages (docs/decisions/0020-funnel-summary.md).
CREATE OR REPLACE FUNCTION "funnel_rebuild"(p_domain text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM funnel_daily WHERE domain = p_domain;
  INSERT INTO funnel_daily ("domain", "scope", "day", "metric", "key", "level", "bucket", "n")
  SELECT c.domain, c.scope, c.day, c.metric, c.key, c.level, c.bucket, sum(c.n)::int
  FROM jobs j
  CROSS JOIN LATERAL funnel_contributions(
    array(SELECT funnel_rec_of(r) FROM candidate_stage_records r WHERE r.job_id = j.id)) c
  WHERE j.domain = p_domain
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(c.n) <> 0;
END
$$;--> statement-breakpoint
-- The summaries built by the earlier passes carry that bloat: their indexes are rebuilt compact once.
REINDEX TABLE "funnel_daily";
