import type { AnalyticsPeriod } from '@rw/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';

/*
 * The Performance Metrics screen's reads (docs/product/analytics.md#performance-metrics), always of one
 * organisation (`domain`): the funnel from its summary rows (`funnel_daily`, kept by the database, see
 * docs/decisions/0020-funnel-summary.md), hires through their partial index, scorecards of the period and the
 * AI cost from the usage day counts. None reads every stage record.
 */

/**
 * Whose rows a funnel reads (`funnel_daily.scope`): jobs (each job's own rows, stages by id), or one of the
 * rollups kept with the stages grouped across jobs: the organisation, a company, a recruiter.
 */
export type FunnelScope =
  | { jobs: readonly string[] }
  | { rollup: 'organization' | `company:${string}` | `recruiter:${string}` };

/** The period's first instant and the instant after its last day, UTC. */
const bounds = (p: AnalyticsPeriod) => ({
  start: sql`${p.from}::date::timestamp at time zone 'UTC'`,
  end: sql`(${p.to}::date + 1)::timestamp at time zone 'UTC'`,
});

const uuids = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;

/** A summed summary row: a figure (`metric`) by key, layer and bucket over the period's cohort days. */
export type FunnelRow = { metric: string; key: string; level: number; bucket: number; n: number };

/** The funnel rows of the scope over the cohort days of the period, summed; zero sums are left out. */
export async function funnelRows(
  db: Db,
  domain: string,
  p: AnalyticsPeriod,
  scope: FunnelScope,
): Promise<FunnelRow[]> {
  if ('jobs' in scope && scope.jobs.length === 0) return [];
  const which =
    'jobs' in scope ? sql`scope = any(${sql.param(scope.jobs)}::text[])` : sql`scope = ${scope.rollup}`;
  const { rows } = await db.execute<FunnelRow>(sql`
    select metric, key, level::int as level, bucket, sum(n)::int as n from funnel_daily
    where domain = ${domain} and ${which} and day between ${p.from}::date and ${p.to}::date
    group by metric, key, level, bucket having sum(n) <> 0`);
  return rows;
}

/** A job the filters keep. */
export type FilteredJob = { id: string; title: string };

/** The organisation's jobs of a company, a job and a creator (each optional), oldest first. */
export async function filteredJobs(
  db: Db,
  domain: string,
  f: { companyId?: string | undefined; jobId?: string | undefined; recruiterId?: string | undefined },
): Promise<FilteredJob[]> {
  const where: SQL[] = [sql`domain = ${domain}`];
  if (f.companyId) where.push(sql`company_id = ${f.companyId}::uuid`);
  if (f.jobId) where.push(sql`id = ${f.jobId}::uuid`);
  if (f.recruiterId) where.push(sql`created_by = ${f.recruiterId}`);
  const { rows } = await db.execute<FilteredJob>(sql`
    select id, title from jobs where ${sql.join(where, sql` and `)} order by created_at, id`);
  return rows;
}

/** Whether the organisation has the company / the job / the person. */
export async function exists(db: Db, table: 'companies' | 'jobs' | 'users', domain: string, id: string) {
  const key = table === 'users' ? sql`id = ${id}` : sql`id::text = ${id}`;
  const { rows } = await db.execute<{ found: boolean }>(sql`
    select exists (select 1 from ${sql.identifier(table)} where ${key} and domain = ${domain}) as found`);
  return Boolean(rows[0]?.found);
}

/**
 * Days from each job's creation to its first hire, for the jobs of `jobIds` (null: every job of the
 * organisation) whose first hire falls in the period.
 */
export async function timesToFill(
  db: Db,
  domain: string,
  p: AnalyticsPeriod,
  jobIds: readonly string[] | null,
): Promise<number[]> {
  const { start, end } = bounds(p);
  const { rows } = await db.execute<{ days: number }>(sql`
    select floor(extract(epoch from h.first_hire - j.created_at) / 86400)::int as days
    from jobs j
    cross join lateral (
      select min(r.hired_at) as first_hire from candidate_stage_records r
      where r.job_id = j.id and r.hired_at is not null
    ) h
    where j.domain = ${domain} ${jobIds ? sql`and j.id = any(${uuids(jobIds)})` : sql``}
      and h.first_hire >= ${start} and h.first_hire < ${end}`);
  return rows.map((r) => Math.max(0, r.days));
}

/**
 * The organisation's AI cost (US dollars) in the period, from the day counts metering keeps. Its hires of the
 * period come with the funnel rows (metric 'hired_on', by the day of the hire).
 */
export async function aiCostOf(db: Db, domain: string, p: AnalyticsPeriod): Promise<number> {
  const { rows } = await db.execute<{ cost: number }>(sql`
    select coalesce(sum(cost), 0)::float8 as cost from api_usage_daily
    where domain = ${domain} and day between ${p.from}::date and ${p.to}::date`);
  return rows[0]?.cost ?? 0;
}

/** One scored record with scorecards: the AI overall (0-10) and the scorecards' mean overall. */
export type ScorePair = {
  job_id: string;
  job_title: string;
  stage_id: string;
  stage_title: string | null;
  ai: number;
  people: number;
};

/**
 * The records of `jobIds` (null: every job of the organisation) with an AI overall and at least one
 * scorecard submitted in the period, each with both scores.
 */
export async function scorePairs(
  db: Db,
  domain: string,
  p: AnalyticsPeriod,
  jobIds: readonly string[] | null,
): Promise<ScorePair[]> {
  const { start, end } = bounds(p);
  // The scorecards carry their record's job, stage and AI overall (migration 0026): no stage record is read.
  const { rows } = await db.execute<ScorePair>(sql`
    select s.job_id, j.title as job_title, s.stage_id, s.stage_title, s.ai_overall::float8 as ai,
      avg(s.overall_match)::float8 as people
    from stage_scorecards s
    join jobs j on j.id = s.job_id
    where s.domain = ${domain} and s.submitted_at >= ${start} and s.submitted_at < ${end}
      and s.overall_match is not null and s.ai_overall is not null
      ${jobIds ? sql`and s.job_id = any(${uuids(jobIds)})` : sql``}
    group by s.record_id, s.job_id, j.title, s.stage_id, s.stage_title, s.ai_overall`);
  return rows;
}
