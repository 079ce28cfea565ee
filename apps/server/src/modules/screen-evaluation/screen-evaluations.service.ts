import {
  type AnalysisOptions,
  type ScreenEvaluation,
  screenEvaluationMessages,
  transcriptPreview,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import type { Caller } from '#src/plugins/auth.js';
import { deleteEvaluation, findEvaluation, insertEvaluation } from './screen-evaluations.queries.js';

/**
 * Saves an evaluation with the caller as its owner (docs/product/screen-evaluation.md#saved-evaluations: a
 * new evaluation goes to the front of the list). The full transcript is kept, with its preview beside it.
 * @throws AppError VALIDATION 'No analysis to save' when the analysis is blank
 *   (docs/product/screen-evaluation.md#messages).
 */
export async function saveScreenEvaluation(opts: {
  db: Db;
  caller: Caller;
  body: { transcript: string; analysis: string; options: AnalysisOptions };
}): Promise<ScreenEvaluation> {
  const { db, caller, body } = opts;
  const analysis = body.analysis.trim();
  if (!analysis) throw new AppError('VALIDATION', screenEvaluationMessages.nothingToSave);
  const transcript = body.transcript.trim();
  return insertEvaluation(db, caller, {
    transcript,
    transcriptPreview: transcriptPreview(transcript),
    analysis,
    options: body.options,
  });
}

/**
 * Evaluation `id` of the caller's with its full transcript.
 * @throws AppError NOT_FOUND 'Evaluation not found' when missing or another user's (DESIGN.md, Tenancy).
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
