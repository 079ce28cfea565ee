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
 * Saves an evaluation for its owner (spec 3 section 4: 'Save puts a new evaluation at the front of the
 * stored list'). The full transcript is kept, with the spec's preview beside it (section 9).
 * @throws AppError VALIDATION 'No analysis to save' when the analysis is blank (spec 3 section 5).
 */
export async function saveScreenEvaluation(
  db: Db,
  owner: Caller,
  input: { transcript: string; analysis: string; options: AnalysisOptions },
): Promise<ScreenEvaluation> {
  const analysis = input.analysis.trim();
  if (!analysis) throw new AppError('VALIDATION', screenEvaluationMessages.nothingToSave);
  const transcript = input.transcript.trim();
  return insertEvaluation(db, owner, {
    transcript,
    transcriptPreview: transcriptPreview(transcript),
    analysis,
    options: input.options,
  });
}

/**
 * One of the owner's evaluations with its full transcript.
 * @throws AppError NOT_FOUND 'Evaluation not found' when missing or another user's (DESIGN.md, Tenancy).
 */
export async function getScreenEvaluation(db: Db, owner: Caller, id: string): Promise<ScreenEvaluation> {
  const found = await findEvaluation(db, owner, id);
  if (!found) throw new AppError('NOT_FOUND', screenEvaluationMessages.notFound);
  return found;
}

/** Deletes one of the owner's evaluations. @throws AppError NOT_FOUND 'Evaluation not found'. */
export async function removeScreenEvaluation(db: Db, owner: Caller, id: string): Promise<void> {
  if (!(await deleteEvaluation(db, owner, id))) {
    throw new AppError('NOT_FOUND', screenEvaluationMessages.notFound);
  }
}
