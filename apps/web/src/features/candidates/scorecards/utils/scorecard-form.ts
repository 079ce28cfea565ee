import {
  type ScoreCriterionKey,
  type ScorecardBody,
  type StageScorecard,
  scoreCriterionKeys,
  scorecardMessages,
  scorecardOverall,
} from '@rw/core';

/*
 * The scorecard modal's form (docs/product/pipeline.md#scorecards): one 0-10 score per criterion of the
 * stage ('' while blank) and the feedback.
 */

export type ScorecardForm = { scores: Record<ScoreCriterionKey, number | ''>; feedback: string };

const blankScores = (): ScorecardForm['scores'] => ({ ac1: '', ac2: '', ac3: '', ac4: '', ac5: '' });

/** The form of the caller's scorecard, or a blank one when they have none yet. */
export function toScorecardForm(card: StageScorecard | undefined): ScorecardForm {
  const scores = blankScores();
  for (const key of scoreCriterionKeys) scores[key] = card?.[`${key}_score`] ?? '';
  return { scores, feedback: card?.feedback ?? '' };
}

/** The body of PUT …/scorecards/mine: the scores of `keys` (the stage's criteria; blanks are null). */
export function fromScorecardForm(form: ScorecardForm, keys: readonly ScoreCriterionKey[]): ScorecardBody {
  const body: ScorecardBody = { feedback: form.feedback.trim() || null };
  for (const key of scoreCriterionKeys) {
    const value = form.scores[key];
    body[`${key}_score`] = keys.includes(key) && value !== '' ? value : null;
  }
  return body;
}

/** The overall shown live: the mean of the scores entered for `keys` (1 decimal), null while none is. */
export function formOverall(form: ScorecardForm, keys: readonly ScoreCriterionKey[]): number | null {
  const body = fromScorecardForm(form, keys);
  return scorecardOverall({
    ac1_score: body.ac1_score ?? null,
    ac2_score: body.ac2_score ?? null,
    ac3_score: body.ac3_score ?? null,
    ac4_score: body.ac4_score ?? null,
    ac5_score: body.ac5_score ?? null,
  });
}

/** What stops a save before it is sent ('Enter a score for at least one criterion.'), else null. */
export function scorecardFormProblem(form: ScorecardForm, keys: readonly ScoreCriterionKey[]): string | null {
  return formOverall(form, keys) === null ? scorecardMessages.noScore : null;
}

/** True when two forms hold the same scores and feedback (blanks around the feedback aside). */
export function sameScorecardForm(a: ScorecardForm, b: ScorecardForm): boolean {
  return (
    a.feedback.trim() === b.feedback.trim() && scoreCriterionKeys.every((k) => a.scores[k] === b.scores[k])
  );
}

/** A score from the number input: '' when blank or not a number, else the number. */
export function parseScoreInput(raw: number | string): number | '' {
  if (raw === '') return '';
  const n = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(n) ? n : '';
}
