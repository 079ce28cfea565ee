import { z } from 'zod';
import {
  type ScoreCriterionKey,
  type ScorecardSummary,
  type StageRecord,
  scoreCriterionKeys,
} from '../candidates/api.js';
import { SCORE_MAX, SCORE_MIN, type ScoreSource } from '../candidates/constants.js';

/*
 * Interviewers' scorecards on a stage record (docs/product/pipeline.md#scorecards): the API's shapes, the
 * messages, and the rules that sum them up and choose between them and the AI's scores.
 */

/** The longest feedback a scorecard keeps, in characters. */
export const SCORECARD_FEEDBACK_MAX = 5000;

/** User-visible messages of scorecards (docs/product/pipeline.md#messages). */
export const scorecardMessages = {
  scoreRange: 'Each score is a number from 0 to 10, in steps of 0.1.',
  noScore: 'Enter a score for at least one criterion.',
  feedbackTooLong: 'Feedback can be at most 5,000 characters.',
  unknownCriterion: (label: string) => `${label} is not one of this stage's criteria.`,
  recordNotFound: 'Stage record not found',
  scorecardNotFound: 'You have no scorecard on this stage record.',
  saved: 'Scorecard saved.',
  deleted: 'Scorecard deleted.',
  deleteTitle: 'Delete your scorecard?',
  deleteQuestion: 'Your scores and feedback for this stage are removed; the other scorecards stay.',
  /** Beside the Overall a record uses: who saved the latest scorecard and when, or that the AI scored it. */
  scoredByScorecards: (count: number, who: string, when: string) =>
    `Mean of ${count} scorecard${count === 1 ? '' : 's'}; latest by ${who}, ${when}`,
  scoredByAi: (when: string) => (when ? `Scored by AI, ${when}` : 'Scored by AI'),
} as const;

/** The badge of the Overall a record uses (docs/product/pipeline.md#scorecards). */
export const scoreSourceLabels: Record<ScoreSource, string> = { scorecard: 'Scorecard', ai: 'AI' };

/** 'AC1' for 'ac1'. */
export const criterionLabel = (key: ScoreCriterionKey) => key.toUpperCase();

/** True for a score of 0-10 in steps of 0.1 (7.3 yes, 7.25 no). */
export function isScorecardScore(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= SCORE_MIN &&
    value <= SCORE_MAX &&
    Math.abs(value * 10 - Math.round(value * 10)) < 1e-6
  );
}

const criterionScore = z
  .number(scorecardMessages.scoreRange)
  .refine(isScorecardScore, scorecardMessages.scoreRange)
  .nullable()
  .default(null);

/**
 * PUT /api/stage-records/{recordId}/scorecards/mine: the caller's scores for the stage's criteria (null or
 * left out: not scored), at least one, and feedback (trimmed; empty is none).
 */
export const scorecardBody = z
  .object({
    ac1_score: criterionScore,
    ac2_score: criterionScore,
    ac3_score: criterionScore,
    ac4_score: criterionScore,
    ac5_score: criterionScore,
    feedback: z
      .string()
      .trim()
      .max(SCORECARD_FEEDBACK_MAX, scorecardMessages.feedbackTooLong)
      .nullable()
      .default(null)
      .transform((v) => v || null),
  })
  .refine((b) => scoreCriterionKeys.some((k) => b[`${k}_score`] !== null), {
    message: scorecardMessages.noScore,
    path: ['ac1_score'],
  });
export type ScorecardBody = z.input<typeof scorecardBody>;
export type ScorecardInput = z.output<typeof scorecardBody>;

/** One interviewer's scorecard; `overall_match` is the mean of their scores (1 decimal). */
export const stageScorecard = z.object({
  id: z.string(),
  record_id: z.string(),
  interviewer_email: z.string(),
  interviewer_name: z.string().nullable(),
  ac1_score: z.number().nullable(),
  ac2_score: z.number().nullable(),
  ac3_score: z.number().nullable(),
  ac4_score: z.number().nullable(),
  ac5_score: z.number().nullable(),
  overall_match: z.number(),
  feedback: z.string().nullable(),
  /** When it was first saved, and last. */
  submitted_at: z.string(),
  updated_at: z.string(),
  /** The caller's own scorecard (the one they can change and delete). */
  mine: z.boolean(),
});
export type StageScorecard = z.infer<typeof stageScorecard>;

/** A criterion of the record's stage with its rubric rows (points out of 100, interview-process.md#rubric-scale). */
export const scorecardCriterion = z.object({
  key: z.enum(scoreCriterionKeys),
  title: z.string(),
  rubric: z.array(z.object({ min: z.number(), max: z.number(), description: z.string() })),
});
export type ScorecardCriterion = z.infer<typeof scorecardCriterion>;

/**
 * GET /api/stage-records/{recordId}/scorecards: the record's stage, the criteria a scorecard scores (those AI
 * scoring uses: the stage's AC1-AC5, else the job's requirements, else the general ones; `criteria_source`
 * says which) and the scorecards, latest saved first.
 */
export const stageScorecardsResponse = z.object({
  record_id: z.string(),
  job_id: z.string(),
  stage_id: z.string(),
  stage_title: z.string().nullable(),
  criteria_source: z.enum(['stage', 'requirements', 'default']),
  criteria: z.array(scorecardCriterion),
  scorecards: z.array(stageScorecard),
});
export type StageScorecardsResponse = z.infer<typeof stageScorecardsResponse>;

/**
 * The mean of 0-10 values in steps of 0.1, to 1 decimal, halves rounded up: summed in tenths, so the result
 * is exact and the same as PostgreSQL's `round(avg(x), 1)`, which the lists' score filters use. null for none.
 */
export function meanOfTenths(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const tenths = values.reduce((sum, v) => sum + Math.round(v * 10), 0);
  return Math.round(tenths / values.length) / 10;
}

/** The scores of a scorecard, by criterion key. */
type Scores = Record<`${ScoreCriterionKey}_score`, number | null>;

/** A scorecard's overall: the mean of the criteria it scored (`meanOfTenths`). */
export function scorecardOverall(scores: Scores): number | null {
  return meanOfTenths(
    scoreCriterionKeys.flatMap((k) => (scores[`${k}_score`] == null ? [] : [scores[`${k}_score`] as number])),
  );
}

/** The summary of a record without scorecards. */
export const emptyScorecardSummary: ScorecardSummary = {
  count: 0,
  overall: null,
  ac1_score: null,
  ac2_score: null,
  ac3_score: null,
  ac4_score: null,
  ac5_score: null,
  latest_interviewer_email: null,
  latest_interviewer_name: null,
  latest_at: null,
};

/**
 * What a record's scorecards add up to (docs/product/pipeline.md#scorecards): their count, the mean of their
 * overall and of each criterion among those that scored it (`meanOfTenths`), and the latest saved (by `updated_at`,
 * ISO 8601 UTC) with who saved it.
 */
export function summariseScorecards(
  cards: readonly (Scores & {
    overall_match: number | null;
    interviewer_email: string;
    interviewer_name: string | null;
    updated_at: string;
  })[],
): ScorecardSummary {
  if (cards.length === 0) return emptyScorecardSummary;
  const mean = (values: (number | null)[]) => meanOfTenths(values.filter((v): v is number => v != null));
  const latest = cards.reduce((a, b) => (b.updated_at > a.updated_at ? b : a));
  return {
    count: cards.length,
    overall: mean(cards.map((c) => c.overall_match)),
    ac1_score: mean(cards.map((c) => c.ac1_score)),
    ac2_score: mean(cards.map((c) => c.ac2_score)),
    ac3_score: mean(cards.map((c) => c.ac3_score)),
    ac4_score: mean(cards.map((c) => c.ac4_score)),
    ac5_score: mean(cards.map((c) => c.ac5_score)),
    latest_interviewer_email: latest.interviewer_email,
    latest_interviewer_name: latest.interviewer_name,
    latest_at: latest.updated_at,
  };
}

/**
 * The Overall a record uses (docs/product/pipeline.md#scorecards): the scorecards' mean when there is one
 * ('Scorecard'), else the AI's `overall_match` ('AI'), else none. Neither replaces the other in storage.
 */
export function usedScore(
  aiOverall: number | null,
  summary: Pick<ScorecardSummary, 'overall'>,
): { score_source: ScoreSource | null; overall_used: number | null } {
  if (summary.overall != null) return { score_source: 'scorecard', overall_used: summary.overall };
  if (aiOverall != null) return { score_source: 'ai', overall_used: aiOverall };
  return { score_source: null, overall_used: null };
}

/** A record's AC1-AC5 as shown beside its Overall: the scorecards' means when they are used, else the AI's. */
export function usedCriterionScores(
  record: Pick<StageRecord, 'score_source' | 'scorecards' | `${ScoreCriterionKey}_score`>,
): Scores {
  const from = record.score_source === 'scorecard' ? record.scorecards : record;
  return {
    ac1_score: from.ac1_score,
    ac2_score: from.ac2_score,
    ac3_score: from.ac3_score,
    ac4_score: from.ac4_score,
    ac5_score: from.ac5_score,
  };
}
