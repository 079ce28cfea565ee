import {
  criterionLabel,
  type ScorecardInput,
  type StageScorecard,
  type StageScorecardsResponse,
  scoreCriterionKeys,
  scorecardMessages,
  scorecardOverall,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import type { Caller } from '#src/plugins/auth.js';
import { loadStageCriteria } from './candidate-scoring.queries.js';
import {
  deleteScorecard,
  findScorecardRecord,
  listRecordScorecards,
  type ScorecardRecord,
  toStageScorecard,
  upsertScorecard,
} from './stage-scorecards.queries.js';

/*
 * Interviewers' scorecards on stage records (docs/product/pipeline.md#scorecards): read a record's, save and
 * delete one's own. The AI's scores on the record are never touched.
 */

async function requireRecord(db: Db, caller: Caller, recordId: string): Promise<ScorecardRecord> {
  const record = await findScorecardRecord(db, caller.domain, recordId);
  if (!record) throw notFound(scorecardMessages.recordNotFound);
  return record;
}

const criteriaOf = (db: Db, record: ScorecardRecord) =>
  loadStageCriteria(db, { jobId: record.jobId, stageId: record.stageId, requirements: record.requirements });

/**
 * Stage record `recordId`'s stage, the criteria its scorecards score (with rubric rows) and its scorecards,
 * latest saved first.
 * @throws AppError NOT_FOUND 'Stage record not found' (also for another organisation's record).
 */
export async function getStageScorecards(opts: {
  db: Db;
  caller: Caller;
  recordId: string;
}): Promise<StageScorecardsResponse> {
  const { db, caller } = opts;
  const record = await requireRecord(db, caller, opts.recordId);
  const [criteria, rows] = await Promise.all([criteriaOf(db, record), listRecordScorecards(db, record.id)]);
  return {
    record_id: record.id,
    job_id: record.jobId,
    stage_id: record.stageId,
    stage_title: record.stageTitle,
    criteria_source: criteria.source,
    criteria: criteria.criteria,
    scorecards: rows.map((row) => toStageScorecard(row, caller.email)),
  };
}

/**
 * Saves the caller's scorecard of record `recordId` (created, or replaced when they have one): the scores of
 * the stage's criteria, their mean as the overall, and the feedback.
 * @param interviewerName the caller's name, kept beside their e-mail.
 * @throws AppError NOT_FOUND 'Stage record not found'; VALIDATION '{AC4} is not one of this stage's
 *   criteria.' for a score of a criterion the stage does not have.
 */
export async function saveMyScorecard(opts: {
  db: Db;
  caller: Caller;
  interviewerName: string | null;
  recordId: string;
  body: ScorecardInput;
}): Promise<StageScorecard> {
  const { db, caller, body } = opts;
  const record = await requireRecord(db, caller, opts.recordId);
  const { criteria } = await criteriaOf(db, record);
  const allowed = new Set(criteria.map((c) => c.key));
  const stray = scoreCriterionKeys.find((k) => body[`${k}_score`] !== null && !allowed.has(k));
  if (stray) throw new AppError('VALIDATION', scorecardMessages.unknownCriterion(criterionLabel(stray)));
  const row = await upsertScorecard(db, {
    recordId: record.id,
    interviewerEmail: caller.email,
    interviewerName: opts.interviewerName?.trim() || null,
    ac1Score: body.ac1_score,
    ac2Score: body.ac2_score,
    ac3Score: body.ac3_score,
    ac4Score: body.ac4_score,
    ac5Score: body.ac5_score,
    overallMatch: scorecardOverall(body),
    feedback: body.feedback,
  });
  return toStageScorecard(row, caller.email);
}

/**
 * Deletes the caller's scorecard of record `recordId`.
 * @throws AppError NOT_FOUND 'Stage record not found' (also another organisation's), or 'You have no
 *   scorecard on this stage record.'
 */
export async function deleteMyScorecard(opts: { db: Db; caller: Caller; recordId: string }): Promise<void> {
  const { db, caller } = opts;
  const record = await requireRecord(db, caller, opts.recordId);
  if (!(await deleteScorecard(db, record.id, caller.email))) {
    throw notFound(scorecardMessages.scorecardNotFound);
  }
}
