import { type CandidateJob, type CandidateSummary, candidateMessages, type StageRecord } from '@rw/core';
import { ApiError } from '#/lib/api-client';

/*
 * Pure rules of the candidate page (docs/product/candidates.md#candidate-page): the application count, the
 * primary-job note, which job's history opens first, and the scores a stage record shows.
 */

/**
 * 'Total Applications': the distinct jobs the stage records name, else the summary's total jobs (the
 * records can be empty while the summary still counts jobs).
 */
export function totalApplications(
  records: readonly Pick<StageRecord, 'job_id'>[],
  summary: Pick<CandidateSummary, 'totalJobs'>,
): number {
  const distinct = new Set(records.map((r) => r.job_id)).size;
  return distinct > 0 ? distinct : summary.totalJobs;
}

/**
 * 'Primary: This Job' when the page was opened from the candidate's primary job (`?job=`), 'Primary: Other
 * Job' otherwise; null when the candidate has no primary job, so no note is shown.
 */
export function primaryJobNote(
  summary: Pick<CandidateSummary, 'primaryJobId'>,
  queryJobId: string | undefined,
): string | null {
  if (!summary.primaryJobId) return null;
  return queryJobId === summary.primaryJobId
    ? candidateMessages.primaryThisJob
    : candidateMessages.primaryOtherJob;
}

/** The job's records, newest entered first (the API already orders them; this keeps the rule local). */
export function recordsForJob<R extends Pick<StageRecord, 'job_id' | 'entered_stage_at'>>(
  records: readonly R[],
  jobId: string,
): R[] {
  return records
    .filter((r) => r.job_id === jobId)
    .sort((a, b) => Date.parse(b.entered_stage_at) - Date.parse(a.entered_stage_at));
}

/**
 * The candidate's current record among a job's records: the one they have not moved on from (in the stage,
 * rejected or hired there; docs/product/pipeline.md#status); null when every record is completed.
 */
export function currentRecordOf<R extends Pick<StageRecord, 'progressed_already'>>(
  records: readonly R[],
): R | null {
  return records.find((r) => !r.progressed_already) ?? null;
}

/**
 * The Job Applications sub-tab selected first: the job in the query, else the primary job, else the first
 * job that has records, else the first job; each only when the candidate has that job. null without jobs.
 */
export function defaultSelectedJobId(opts: {
  jobs: readonly Pick<CandidateJob, 'id'>[];
  records: readonly Pick<StageRecord, 'job_id'>[];
  queryJobId: string | undefined;
  primaryJobId: string | null;
}): string | null {
  const has = (id: string | null | undefined): id is string => !!id && opts.jobs.some((j) => j.id === id);
  if (has(opts.queryJobId)) return opts.queryJobId;
  if (has(opts.primaryJobId)) return opts.primaryJobId;
  const withRecords = opts.jobs.find((j) => opts.records.some((r) => r.job_id === j.id));
  return withRecords?.id ?? opts.jobs[0]?.id ?? null;
}

/**
 * A score on the 0-10 scale: values above 10 are percentages and are divided by 10
 * (docs/product/candidates.md#job-score).
 */
export function toTenScale(score: number): number {
  return score > 10 ? score / 10 : score;
}

export type RecordScore = { key: string; label: string; score: number; rationale: string | null };

const scoreFields = [
  ['ac1', 'AC1', 'ac1_score'],
  ['ac2', 'AC2', 'ac2_score'],
  ['ac3', 'AC3', 'ac3_score'],
  ['ac4', 'AC4', 'ac4_score'],
  ['ac5', 'AC5', 'ac5_score'],
  ['overall', 'Overall', 'overall_match'],
] as const;

/** AC1-AC5 and Overall of a record, only those present, each with its rationale when the scorer gave one. */
export function recordScores(
  record: Pick<
    StageRecord,
    'ac1_score' | 'ac2_score' | 'ac3_score' | 'ac4_score' | 'ac5_score' | 'overall_match' | 'score_rationales'
  >,
): RecordScore[] {
  const out: RecordScore[] = [];
  for (const [key, label, field] of scoreFields) {
    const value = record[field];
    if (value == null || !Number.isFinite(value)) continue;
    const rationale = record.score_rationales?.[key]?.trim() || null;
    out.push({ key, label, score: toTenScale(value), rationale });
  }
  return out;
}

/** 'Candidate not found' for a 404 (or an id the server refuses), else 'Failed to load candidate data'. */
export function candidateLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return candidateMessages.candidateNotFound;
  }
  return candidateMessages.failedToLoadCandidate;
}
