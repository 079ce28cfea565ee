import {
  CANDIDATE_FIELD_MAX,
  type JobCandidateRow,
  type JobCandidatesResponse,
  jobScore,
  meanOfTenths,
  OTHER_JOBS_MAX,
  type OtherJob,
  type RecordStatusFilter,
  recordStatusOf,
  type StageScorecard,
  summariseScorecards,
  usedScore,
} from '@rw/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';

/*
 * A job's Candidates tab (docs/product/candidates.md#candidates-tab): the
 * job's stage records with their candidates and the derived Total Jobs, primary star, Other Jobs and Job
 * Score, in two statements whatever the number of rows (no query per candidate). Each record carries its
 * interviewers' scorecards summed up and the Overall it uses (docs/product/pipeline.md#scorecards), which the
 * Job Score counts.
 */

/** What the summary of a record's scorecards reads of each (core `summariseScorecards`). */
type CardFacts = Pick<
  StageScorecard,
  | 'ac1_score'
  | 'ac2_score'
  | 'ac3_score'
  | 'ac4_score'
  | 'ac5_score'
  | 'overall_match'
  | 'interviewer_email'
  | 'interviewer_name'
  | 'updated_at'
>;

type Row = {
  id: string;
  candidate_id: string;
  job_id: string;
  stage_id: string;
  stage_category: string | null;
  stage_level: number | null;
  stage_substep: string | null;
  stage_title: string | null;
  ac1_score: string | null;
  ac2_score: string | null;
  ac3_score: string | null;
  ac4_score: string | null;
  ac5_score: string | null;
  overall_match: string | null;
  score_rationales: Record<string, string> | null;
  scored_at: Date | null;
  action_owner: string | null;
  progressed_already: boolean;
  manager_feedback: string | null;
  entered_stage_at: Date;
  last_updated_at: Date;
  rejected_at: Date | null;
  rejection_reason: string | null;
  rejection_note: string | null;
  rejected_by: string | null;
  hired_at: Date | null;
  /** The record's scorecards, null without any. */
  scorecard_cards: CardFacts[] | null;
  total: number;
  c_first_name: string | null;
  c_last_name: string | null;
  c_email: string | null;
  c_phone: string | null;
  c_location: string | null;
  c_current_title: string | null;
  c_current_company: string | null;
  c_linkedin_url: string | null;
  c_current_primary_job_id: string | null;
};

/** One candidate's records over the organisation's jobs, grouped. */
type Derived = {
  candidate_id: string;
  total_jobs: number;
  /**
   * [overall_match, progressed_already, the overall of each of its scorecards or null] of each of the
   * candidate's records in this job.
   */
  scores: [number | null, boolean, number[] | null][] | null;
  /** Every record of the candidate in the organisation's other jobs. */
  other_records: OtherJob[] | null;
};

/**
 * The candidate's columns of a row as c_{name}, each text field cut to its limit (CANDIDATE_FIELD_MAX): the
 * tab loads up to 20,000 rows, and a row written before the limits may hold more (see LIST_COLUMNS in
 * candidates-search.sql.ts for why the cut is here).
 */
const CANDIDATE_COLUMNS = sql.raw(
  (
    [
      'first_name',
      'last_name',
      'email',
      'phone',
      'location',
      'current_title',
      'current_company',
      'linkedin_url',
    ] as const
  )
    .map((col) => `left(c.${col}, ${CANDIDATE_FIELD_MAX[col]}) as c_${col}`)
    .join(', '),
);

const num = (v: string | number | null) => (v == null ? null : Number(v));
const isoUtc = (col: string) =>
  sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The scorecards of the job's records, one row per record that has any (`record_id`, `cards`: the facts a
 * summary reads, as JSON), for a left join.
 */
function jobScorecards(jobId: string) {
  return sql`(
    select s.record_id, json_agg(json_build_object('ac1_score', s.ac1_score, 'ac2_score', s.ac2_score,
        'ac3_score', s.ac3_score, 'ac4_score', s.ac4_score, 'ac5_score', s.ac5_score,
        'overall_match', s.overall_match, 'interviewer_email', s.interviewer_email,
        'interviewer_name', s.interviewer_name, 'updated_at', ${isoUtc('s.updated_at')})) as cards,
      json_agg(s.overall_match) as overalls
    from stage_scorecards s
    join candidate_stage_records x on x.id = s.record_id and x.job_id = ${jobId}::uuid
    group by s.record_id)`;
}

/**
 * The Overall a record (aliased `alias`) uses, in SQL (docs/product/pipeline.md#scorecards): the mean of its
 * scorecards' overall to 1 decimal (as core `meanOfTenths`), else the AI's, a value above 10 divided by 10.
 * Score filters and the Score view's order read it.
 */
export function usedOverallSql(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`coalesce(
    (select round(avg(s.overall_match), 1) from stage_scorecards s where s.record_id = ${a}.id),
    case when ${a}.overall_match > 10 then ${a}.overall_match / 10 else ${a}.overall_match end)`;
}

/**
 * The SQL condition (`and …`, on the records aliased `alias`) of a status filter
 * (docs/product/pipeline.md#status): active records are in their stage now, neither rejected nor hired.
 */
export function recordStatusCondition(status: RecordStatusFilter) {
  return (alias: string) => {
    const a = sql.raw(alias);
    switch (status) {
      case 'active':
        return sql`and not ${a}.progressed_already and ${a}.rejected_at is null and ${a}.hired_at is null`;
      case 'rejected':
        return sql`and not ${a}.progressed_already and ${a}.rejected_at is not null and ${a}.hired_at is null`;
      case 'hired':
        return sql`and not ${a}.progressed_already and ${a}.hired_at is not null`;
      case 'moved_on':
        return sql`and ${a}.progressed_already`;
      case 'all':
        return sql``;
    }
  };
}

/**
 * The stage records of job `jobId` (of one stage when `stageId` is given, with `status`, active by default)
 * whose candidate belongs to the
 * organisation, newest entered first, cut at `limit`; `total` counts them before the cut. Per row:
 * total_jobs (distinct organisation jobs the candidate has records in), is_primary (this job is the
 * candidate's current primary job), other_jobs (the latest record of each other organisation job, newest
 * first, at most OTHER_JOBS_MAX, with the job title) and job_score (core `jobScore` over the Overall each of
 * the candidate's records in this job uses, every stage).
 * Two statements whatever the number of rows, run side by side: the page, and one pass grouping the records
 * of the stage's candidates; both plan linearly even with the stale statistics of a fresh import.
 * The caller has checked that the job belongs to the organisation.
 */
export async function listJobCandidates(
  db: Db,
  input: {
    domain: string;
    jobId: string;
    stageId?: string | undefined;
    status?: RecordStatusFilter | undefined;
    limit: number;
  },
): Promise<JobCandidatesResponse> {
  const { domain, jobId, stageId, limit } = input;
  const status = recordStatusCondition(input.status ?? 'active');
  const inStage = (alias: string) =>
    sql`${stageId === undefined ? sql`` : sql`and ${sql.raw(alias)}.stage_id = ${stageId}`} ${status(alias)}`;
  return jobCandidateRowsWhere(db, { domain, jobId, where: inStage, limit });
}

/**
 * The rows of job `jobId` for the records `recordIds` (whose candidate belongs to the organisation), in
 * the order of `recordIds`; ids of other jobs or organisations give no row. Same statements as
 * `listJobCandidates` (the CSV export reads a selection of up to 20,000 records in chunks with it).
 */
export async function listJobCandidatesByRecordIds(
  db: Db,
  input: { domain: string; jobId: string; recordIds: readonly string[] },
): Promise<JobCandidateRow[]> {
  const { domain, jobId, recordIds } = input;
  if (recordIds.length === 0) return [];
  const where = (alias: string) => sql`and ${sql.raw(alias)}.id = any(${sql.param([...recordIds])}::uuid[])`;
  const { rows } = await jobCandidateRowsWhere(db, { domain, jobId, where, limit: recordIds.length });
  const order = new Map(recordIds.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.record.id) ?? 0) - (order.get(b.record.id) ?? 0));
}

/** The page and the per-candidate pass of the records of `jobId` that `where(alias)` (`and …`) keeps. */
async function jobCandidateRowsWhere(
  db: Db,
  input: { domain: string; jobId: string; where: (alias: string) => SQL; limit: number },
): Promise<JobCandidatesResponse> {
  const { domain, jobId, where, limit } = input;
  const [page, derived] = await Promise.all([
    db.execute(sql`
      select r.*, count(*) over ()::int as total, ${CANDIDATE_COLUMNS},
        c.current_primary_job_id as c_current_primary_job_id, sc.cards as scorecard_cards
      from candidate_stage_records r
      join candidates c on c.id = r.candidate_id and c.domain = ${domain}
      left join ${jobScorecards(jobId)} sc on sc.record_id = r.id
      where r.job_id = ${jobId}::uuid ${where('r')}
      order by r.entered_stage_at desc, r.id desc
      limit ${limit}`),
    db.execute(sql`
      select r.candidate_id, count(distinct r.job_id)::int as total_jobs,
        json_agg(json_build_array(r.overall_match, r.progressed_already, sc.overalls))
          filter (where r.job_id = ${jobId}::uuid) as scores,
        json_agg(json_build_object('job_id', r.job_id, 'job_title', j.title, 'stage_title', r.stage_title,
            'entered_stage_at', ${isoUtc('r.entered_stage_at')}))
          filter (where r.job_id <> ${jobId}::uuid) as other_records
      from candidate_stage_records r
      join jobs j on j.id = r.job_id and j.domain = ${domain}
      left join ${jobScorecards(jobId)} sc on sc.record_id = r.id
      where r.candidate_id in (
        select m.candidate_id from candidate_stage_records m where m.job_id = ${jobId}::uuid ${where('m')}
      )
      group by r.candidate_id`),
  ]);
  const byCandidate = new Map((derived.rows as Derived[]).map((d) => [d.candidate_id, d]));
  const rows = (page.rows as Row[]).map((r) => toJobCandidateRow(r, byCandidate.get(r.candidate_id), jobId));
  return { rows, total: (page.rows as Row[])[0]?.total ?? 0 };
}

/** The latest record of each other job, newest entered first (ties by job id), at most OTHER_JOBS_MAX. */
function latestOtherJobs(records: OtherJob[]): OtherJob[] {
  const latest = new Map<string, OtherJob>();
  for (const r of records) {
    const seen = latest.get(r.job_id);
    if (!seen || r.entered_stage_at > seen.entered_stage_at) latest.set(r.job_id, r);
  }
  return [...latest.values()]
    .sort((a, b) => b.entered_stage_at.localeCompare(a.entered_stage_at) || a.job_id.localeCompare(b.job_id))
    .slice(0, OTHER_JOBS_MAX);
}

/**
 * The candidate's Job Score in the job (core `jobScore`) over the Overall each of their records there uses:
 * its scorecards' mean, else the AI's.
 */
function jobScoreOf(d: Derived | undefined): number | null {
  return jobScore(
    (d?.scores ?? []).map(([ai, progressed_already, overalls]) => ({
      overall_match: usedScore(ai == null ? null : Number(ai), {
        overall: meanOfTenths((overalls ?? []).map(Number)),
      }).overall_used,
      progressed_already,
    })),
  );
}

function toJobCandidateRow(r: Row, d: Derived | undefined, jobId: string): JobCandidateRow {
  const scorecards = summariseScorecards(r.scorecard_cards ?? []);
  const overall = num(r.overall_match);
  return {
    record: {
      id: r.id,
      candidate_id: r.candidate_id,
      job_id: r.job_id,
      stage_id: r.stage_id,
      stage_category: r.stage_category,
      stage_level: r.stage_level,
      stage_substep: r.stage_substep,
      stage_title: r.stage_title,
      ac1_score: num(r.ac1_score),
      ac2_score: num(r.ac2_score),
      ac3_score: num(r.ac3_score),
      ac4_score: num(r.ac4_score),
      ac5_score: num(r.ac5_score),
      overall_match: overall,
      score_rationales: r.score_rationales ?? null,
      scored_at: r.scored_at ? new Date(r.scored_at).toISOString() : null,
      action_owner: r.action_owner,
      progressed_already: r.progressed_already,
      manager_feedback: r.manager_feedback,
      entered_stage_at: new Date(r.entered_stage_at).toISOString(),
      last_updated_at: new Date(r.last_updated_at).toISOString(),
      status: recordStatusOf(r),
      rejected_at: r.rejected_at ? new Date(r.rejected_at).toISOString() : null,
      rejection_reason: r.rejection_reason,
      rejection_note: r.rejection_note,
      rejected_by: r.rejected_by,
      hired_at: r.hired_at ? new Date(r.hired_at).toISOString() : null,
      scorecards,
      ...usedScore(overall, scorecards),
    },
    candidate: {
      id: r.candidate_id,
      first_name: r.c_first_name,
      last_name: r.c_last_name,
      email: r.c_email,
      phone: r.c_phone,
      location: r.c_location,
      current_title: r.c_current_title,
      current_company: r.c_current_company,
      linkedin_url: r.c_linkedin_url,
      current_primary_job_id: r.c_current_primary_job_id,
    },
    total_jobs: d?.total_jobs ?? 0,
    is_primary: r.c_current_primary_job_id === jobId,
    other_jobs: latestOtherJobs(d?.other_records ?? []),
    job_score: jobScoreOf(d),
  };
}
