import { date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The recruiting funnel counted per organisation, scope, cohort day (UTC: the day the application entered
 * its first stage), figure, key and bucket, kept current by triggers on `candidate_stage_records` (and on
 * `jobs` when a job changes company or owner) in the same transaction as every change
 * (docs/decisions/0020-funnel-summary.md). Performance Metrics and the job's Analytics tab read these rows
 * instead of every record.
 *
 * `scope`: a job's id (its stages by id, with their layer in `level`), or 'organization', 'company:{id}',
 * 'recruiter:{user id}' (stages grouped across jobs, core `stageGroupOf`; `level` 0).
 * `metric`: 'started' (key: source), 'reached' / 'passed' / 'rejected_at' (key: stage), 'days' (key: stage;
 * bucket: the days-in-stage bucket, core `daysBucketOf`), 'score' (key: stage; bucket: whole AI points
 * 0-10), 'rejected' (key: reason), 'hired' (bucket: the days-to-hire bucket).
 */
export const funnelDaily = pgTable(
  'funnel_daily',
  {
    domain: text('domain').notNull(),
    scope: text('scope').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    level: smallint('level').notNull().default(0),
    bucket: integer('bucket').notNull().default(0),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.domain, t.scope, t.day, t.metric, t.key, t.level, t.bucket] }),
    /*
     * Every column, so a funnel's read of a period is an index-only scan: a year of an organisation is about
     * 50,000 rows, spread over the heap as the jobs wrote them (423 ms by the primary key at 1,000,000
     * candidates, 17 ms this way; docs/decisions/0020-funnel-summary.md).
     */
    index('funnel_daily_read_idx').on(t.domain, t.scope, t.day, t.metric, t.key, t.level, t.bucket, t.n),
  ],
);
