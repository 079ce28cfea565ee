import { z } from 'zod';
import { recordStatuses, recordStatusFilters } from '../pipeline/constants.js';
import {
  actionOwners,
  CANDIDATE_FIELD_MAX,
  GLANCE_STAGE_ID,
  scoreSources,
  stageCategories,
} from './constants.js';

/* The API shapes of /api/candidates and /api/jobs/{id}/candidates (docs/product/candidates.md). */

// API shapes

const isoDate = z.string();
const nullableText = z.string().nullable();
const score = z.number().nullable();

/** A candidate row (docs/product/candidates.md#data) as the API returns it. */
export const candidate = z.object({
  id: z.string(),
  first_name: nullableText,
  last_name: nullableText,
  email: nullableText,
  phone: nullableText,
  location: nullableText,
  current_title: nullableText,
  current_company: nullableText,
  linkedin_url: nullableText,
  linkedin_raw_text: nullableText,
  cv_file_url: nullableText,
  cv_text: nullableText,
  cv_last_updated: isoDate.nullable(),
  job_history: z.array(z.unknown()).nullable(),
  /** The version of the parser that last read their CV or LinkedIn profile (docs/product/documents.md#parsing). */
  cv_parser_version: z.number().int().nullable(),
  current_primary_job_id: nullableText,
  last_activity_at: isoDate.nullable(),
  created_at: isoDate,
  updated_at: isoDate,
  created_by_email: z.string(),
});
export type Candidate = z.infer<typeof candidate>;

/** A row of the candidates list (docs/product/candidates.md#candidates-list). */
export const candidateListItem = candidate.pick({
  id: true,
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
  location: true,
  current_title: true,
  current_company: true,
  linkedin_url: true,
  created_at: true,
});
export type CandidateListItem = z.infer<typeof candidateListItem>;

/** A count that stops at COUNT_CAP: `capped` means 'at least value'. */
export const cappedCount = z.object({ value: z.number().int(), capped: z.boolean() });
export type CappedCount = z.infer<typeof cappedCount>;

/**
 * GET /api/candidates query: `q` searches (a substring ignoring case and accents), pages of `limit` after
 * `cursor`.
 */
export const candidateListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});
export type CandidateListQuery = z.input<typeof candidateListQuery>;

/** GET /api/candidates: one page, newest added first; 'x of y candidates' is `matching` of `total`. */
export const candidateListResponse = z.object({
  candidates: z.array(candidateListItem),
  matching: cappedCount,
  total: cappedCount,
  next_cursor: z.string().nullable(),
});
export type CandidateListResponse = z.infer<typeof candidateListResponse>;

/**
 * What the interviewers' scorecards on a stage record add up to (docs/product/pipeline.md#scorecards): how
 * many, the mean of their overall and of each criterion (1 decimal; null where none scored it), and who saved
 * the latest one and when.
 */
export const scorecardSummary = z.object({
  count: z.number().int(),
  overall: score,
  ac1_score: score,
  ac2_score: score,
  ac3_score: score,
  ac4_score: score,
  ac5_score: score,
  latest_interviewer_email: nullableText,
  latest_interviewer_name: nullableText,
  latest_at: isoDate.nullable(),
});
export type ScorecardSummary = z.infer<typeof scorecardSummary>;

/**
 * A candidate stage record (docs/product/candidates.md#data). `ac*_score` and `overall_match` are the AI's;
 * `scorecards` sums up the interviewers'; `overall_used` is the Overall the app shows and the Job Score
 * counts, from `score_source` (docs/product/pipeline.md#scorecards).
 */
export const stageRecord = z.object({
  id: z.string(),
  candidate_id: z.string(),
  job_id: z.string(),
  stage_id: z.string(),
  stage_category: nullableText,
  stage_level: z.number().int().nullable(),
  stage_substep: nullableText,
  stage_title: nullableText,
  ac1_score: score,
  ac2_score: score,
  ac3_score: score,
  ac4_score: score,
  ac5_score: score,
  overall_match: score,
  score_rationales: z.record(z.string(), z.string()).nullable(),
  scored_at: isoDate.nullable(),
  action_owner: nullableText,
  progressed_already: z.boolean(),
  manager_feedback: nullableText,
  entered_stage_at: isoDate,
  last_updated_at: isoDate,
  /** Where the application stands on this record (docs/product/pipeline.md#status). */
  status: z.enum(recordStatuses),
  rejected_at: isoDate.nullable(),
  rejection_reason: nullableText,
  rejection_note: nullableText,
  rejected_by: nullableText,
  hired_at: isoDate.nullable(),
  scorecards: scorecardSummary,
  /** Which Overall is used: the scorecards' mean when there is one, else the AI's; null when neither. */
  score_source: z.enum(scoreSources).nullable(),
  overall_used: score,
});
export type StageRecord = z.infer<typeof stageRecord>;

/** A job as the candidate page reads it (docs/product/candidates.md#candidate-page). */
export const candidateJob = z.object({
  id: z.string(),
  title: z.string(),
  company_name: nullableText,
  location: nullableText,
  /** The candidate's Job Score in this job (docs/product/candidates.md#job-score), null when none counts. */
  job_score: z.number().nullable(),
});
export type CandidateJob = z.infer<typeof candidateJob>;

/** Candidate summary (docs/product/candidates.md#candidate-page). */
export const candidateSummary = z.object({
  primaryJobId: z.string().nullable(),
  totalJobs: z.number().int(),
});
export type CandidateSummary = z.infer<typeof candidateSummary>;

/** GET /api/candidates/{id}: the candidate, summary, stage records newest entered first, and their jobs. */
export const candidateDetailResponse = z.object({
  candidate,
  summary: candidateSummary,
  stage_records: z.array(stageRecord),
  jobs: z.array(candidateJob),
});
export type CandidateDetailResponse = z.infer<typeof candidateDetailResponse>;

/** One other job of a candidate (derived other_jobs): its latest record. */
export const otherJob = z.object({
  job_id: z.string(),
  job_title: z.string(),
  stage_title: nullableText,
  entered_stage_at: isoDate,
});
export type OtherJob = z.infer<typeof otherJob>;

/** A row of a job's Candidates tab: the stage record, its candidate and the derived fields. */
export const jobCandidateRow = z.object({
  record: stageRecord,
  candidate: candidate.pick({
    id: true,
    first_name: true,
    last_name: true,
    email: true,
    phone: true,
    location: true,
    current_title: true,
    current_company: true,
    linkedin_url: true,
    current_primary_job_id: true,
  }),
  /** Distinct jobs the candidate has stage records in. */
  total_jobs: z.number().int(),
  /** True when this job is the candidate's primary job. */
  is_primary: z.boolean(),
  /** Up to OTHER_JOBS_MAX other jobs, latest entered first. */
  other_jobs: z.array(otherJob),
  /** The candidate's job score in this job (jobScore over their records here). */
  job_score: z.number().nullable(),
});
export type JobCandidateRow = z.infer<typeof jobCandidateRow>;

/** GET /api/jobs/{id}/candidates query: one stage (else all), one status (else active), at most `limit` rows, newest entered first. */
export const jobCandidatesQuery = z.object({
  stage_id: z.string().max(40).optional(),
  /** Which records: those in the stage now (default), rejected, hired, moved on, or all. */
  status: z.enum(recordStatusFilters).default('active'),
  limit: z.coerce.number().int().min(1).max(20000).default(5000),
});
export type JobCandidatesQuery = z.input<typeof jobCandidatesQuery>;

export const jobCandidatesResponse = z.object({
  rows: z.array(jobCandidateRow),
  /** Records matching the stage filter; more than rows.length when the list was cut at `limit`. */
  total: z.number().int(),
});
export type JobCandidatesResponse = z.infer<typeof jobCandidatesResponse>;

/** One row the import could not take: its line in the file, the names it had and why. */
export const importRowError = z.object({
  row: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/**
 * POST /api/jobs/{id}/candidates/import (multipart field `file`, query stage_id and import_id): the outcome.
 * `total` is Y (candidate rows detected), `imported` is X; `messages` are the status lines in order, the
 * per-row errors then 'Done. Imported X of Y.'.
 */
export const candidateImportResult = z.object({
  import_id: z.string(),
  total: z.number().int(),
  imported: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(importRowError),
  messages: z.array(z.string()),
});
export type CandidateImportResult = z.infer<typeof candidateImportResult>;

/** Query of the import: the stage (only 'glance' accepts a CSV) and a client-chosen id for progress events. */
export const candidateImportQuery = z.object({
  stage_id: z.string().max(40).default(GLANCE_STAGE_ID),
  import_id: z.uuid().optional(),
});

/** `import.progress` event data: bytes read of the upload, rows seen and imported so far. */
export const importProgressEvent = z.object({
  import_id: z.string(),
  job_id: z.string(),
  bytes_read: z.number().int(),
  bytes_total: z.number().int().nullable(),
  rows: z.number().int(),
  imported: z.number().int(),
  done: z.boolean(),
});
export type ImportProgressEvent = z.infer<typeof importProgressEvent>;

/** POST /api/jobs/{id}/candidates/score body: the stage, and optionally which candidates (default: unscored). */
export const scoreCandidatesBody = z.object({
  stage_id: z.string().min(1).max(40),
  candidate_ids: z.array(z.uuid()).max(20000).optional(),
});
export type ScoreCandidatesBody = z.infer<typeof scoreCandidatesBody>;

export const scoringRunStatuses = ['queued', 'running', 'completed', 'failed'] as const;
/** A 'Score with AI' run; also the data of `scoring.progress` events. */
export const scoringRun = z.object({
  run_id: z.string(),
  job_id: z.string(),
  stage_id: z.string(),
  status: z.enum(scoringRunStatuses),
  total: z.number().int(),
  scored: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  /** What happened when candidates failed, in plain words (docs/product/ai.md#what-happened). */
  error_detail: z.string().nullable().default(null),
});
export type ScoringRun = z.infer<typeof scoringRun>;
/** GET /api/jobs/{jobId}/candidates/score?stage_id=: the stage's latest run, null when it has none. */
export const latestScoringRun = z.object({ run: scoringRun.nullable() });
export type LatestScoringRun = z.infer<typeof latestScoringRun>;

/**
 * Where add_candidate_to_stage puts a candidate (docs/product/candidates.md#import): the stage and its
 * category, level, substep, title, and the action owner. Import uses GLANCE_STAGE.
 */
export const stagePlacement = z.object({
  stage_id: z.string().min(1).max(40),
  stage_category: z.enum(stageCategories).nullable().default(null),
  stage_level: z.number().int().min(0).max(100).nullable().default(null),
  stage_substep: z.string().max(8).nullable().default(null),
  stage_title: z.string().max(200).nullable().default(null),
  action_owner: z.enum(actionOwners).default('recruiter'),
});
export type StagePlacement = z.output<typeof stagePlacement>;

/** POST /api/jobs/{id}/candidates (add_candidate_to_stage): one candidate into one stage. */
export const addCandidateToStageBody = stagePlacement.extend({ candidate_id: z.uuid() });
export type AddCandidateToStageBody = z.input<typeof addCandidateToStageBody>;

/** The editable candidate fields (POST /api/candidates, PATCH /api/candidates/{id}), at most CANDIDATE_FIELD_MAX. */
export const candidateFieldsBody = z.object({
  first_name: z.string().trim().max(CANDIDATE_FIELD_MAX.first_name).nullable().optional(),
  last_name: z.string().trim().max(CANDIDATE_FIELD_MAX.last_name).nullable().optional(),
  email: z.string().trim().max(CANDIDATE_FIELD_MAX.email).nullable().optional(),
  phone: z.string().trim().max(CANDIDATE_FIELD_MAX.phone).nullable().optional(),
  location: z.string().trim().max(CANDIDATE_FIELD_MAX.location).nullable().optional(),
  current_title: z.string().trim().max(CANDIDATE_FIELD_MAX.current_title).nullable().optional(),
  current_company: z.string().trim().max(CANDIDATE_FIELD_MAX.current_company).nullable().optional(),
  linkedin_url: z.string().trim().max(CANDIDATE_FIELD_MAX.linkedin_url).nullable().optional(),
  linkedin_raw_text: z.string().max(CANDIDATE_FIELD_MAX.linkedin_raw_text).nullable().optional(),
  cv_text: z.string().max(CANDIDATE_FIELD_MAX.cv_text).nullable().optional(),
});
export type CandidateFieldsBody = z.input<typeof candidateFieldsBody>;

export const scoreCriterionKeys = ['ac1', 'ac2', 'ac3', 'ac4', 'ac5'] as const;
export type ScoreCriterionKey = (typeof scoreCriterionKeys)[number];

/**
 * GET /api/jobs/{id}/candidates/scoring-criteria?stage_id=: the criteria AI scoring uses for a stage — the
 * stage's assessment criteria (AC1-AC5 of the interview process) when it has any (`source: 'stage'`), else
 * criteria drawn from the job's requirements, else general ones.
 */
export const scoringCriteria = z.object({
  stage_id: z.string(),
  source: z.enum(['stage', 'requirements', 'default']),
  criteria: z.array(z.object({ key: z.enum(scoreCriterionKeys), title: z.string() })),
});
export type ScoringCriteria = z.infer<typeof scoringCriteria>;
