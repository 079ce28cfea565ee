import {
  type AnalysisOptions,
  type CandidateScreenEvaluation,
  candidateMessages,
  jobMessages,
  type ScreenEvaluation,
  screenEvaluationMessages,
  transcriptPreview,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { recordActivity } from '#src/modules/activities/index.js';
import { candidateInOrganisation } from '#src/modules/candidates/index.js';
import { findJob } from '#src/modules/jobs/index.js';
import type { Caller } from '#src/plugins/auth.js';
import {
  deleteEvaluation,
  findEvaluation,
  insertEvaluation,
  listCandidateEvaluations,
} from './screen-evaluations.queries.js';

const candidateNotFound = () => new AppError('NOT_FOUND', candidateMessages.candidateNotFound);

/**
 * Saves an evaluation with the caller as its owner (docs/product/screen-evaluation.md#saved-evaluations: a
 * new evaluation goes to the front of the list). The full transcript is kept, with its preview beside it; a
 * picked candidate and job are kept with it (docs/product/screen-evaluation.md#for-a-candidate-and-a-job).
 * Recorded as an `evaluation_saved` activity in the same transaction (docs/product/analytics.md#recorded-activity).
 * @throws AppError VALIDATION 'No analysis to save' when the analysis is blank
 *   (docs/product/screen-evaluation.md#messages); NOT_FOUND 'Candidate not found' / 'Job not found' for a
 *   candidate or job that is not the caller's organisation's (DESIGN.md, Tenancy).
 */
export async function saveScreenEvaluation(opts: {
  db: Db;
  caller: Caller;
  body: {
    transcript: string;
    analysis: string;
    options: AnalysisOptions;
    candidate_id?: string | null | undefined;
    job_id?: string | null | undefined;
  };
}): Promise<ScreenEvaluation> {
  const { db, caller, body } = opts;
  const analysis = body.analysis.trim();
  if (!analysis) throw new AppError('VALIDATION', screenEvaluationMessages.nothingToSave);
  const candidateId = body.candidate_id ?? null;
  if (candidateId && !(await candidateInOrganisation(db, caller.domain, candidateId))) {
    throw candidateNotFound();
  }
  const jobId = body.job_id ?? null;
  if (jobId && !(await findJob(db, caller.domain, jobId)))
    throw new AppError('NOT_FOUND', jobMessages.notFound);
  const transcript = body.transcript.trim();
  const id = await db.transaction(async (tx) => {
    const saved = await insertEvaluation(tx, caller, {
      transcript,
      transcriptPreview: transcriptPreview(transcript),
      analysis,
      options: body.options,
      candidateId,
      jobId,
    });
    await recordActivity(tx, {
      user: caller,
      action: 'evaluation_saved',
      metadata: {
        evaluationId: saved,
        ...(candidateId ? { candidateId } : {}),
        ...(jobId ? { jobId } : {}),
      },
    });
    return saved;
  });
  return getScreenEvaluation({ db, caller, id });
}

/**
 * Evaluation `id` with its full transcript: the caller's own, or one made for a candidate of their
 * organisation (docs/product/screen-evaluation.md#on-the-candidate-page).
 * @throws AppError NOT_FOUND 'Evaluation not found' when missing, another user's not on a candidate, or
 *   another organisation's (DESIGN.md, Tenancy).
 */
export async function getScreenEvaluation(opts: {
  db: Db;
  caller: Caller;
  id: string;
}): Promise<ScreenEvaluation> {
  const found = await findEvaluation(opts.db, opts.caller, opts.id);
  if (!found) throw new AppError('NOT_FOUND', screenEvaluationMessages.notFound);
  return found;
}

/** Deletes evaluation `id` of the caller's. @throws AppError NOT_FOUND 'Evaluation not found'. */
export async function removeScreenEvaluation(opts: { db: Db; caller: Caller; id: string }): Promise<void> {
  if (!(await deleteEvaluation(opts.db, opts.caller, opts.id))) {
    throw new AppError('NOT_FOUND', screenEvaluationMessages.notFound);
  }
}

/**
 * The evaluations made for candidate `candidateId` (their candidate page,
 * docs/product/screen-evaluation.md#on-the-candidate-page).
 * @throws AppError NOT_FOUND 'Candidate not found' (also another organisation's).
 */
export async function candidateScreenEvaluations(opts: {
  db: Db;
  caller: Caller;
  candidateId: string;
}): Promise<{ evaluations: CandidateScreenEvaluation[] }> {
  const { db, caller, candidateId } = opts;
  if (!(await candidateInOrganisation(db, caller.domain, candidateId))) throw candidateNotFound();
  return { evaluations: await listCandidateEvaluations(db, caller, candidateId) };
}
