import { z } from 'zod';
import { type ScoringCriteria, scoreCriterionKeys } from './api.js';
import { SCORE_MAX, SCORE_MIN } from './constants.js';

/* AI scoring (ScoreCandidates): criteria, score maths, the run's messages (docs/product/candidates.md#scoring). */

// AI scoring (ScoreCandidates): criteria, score maths and the run's messages

/** At most this many criteria per stage (docs/product/candidates.md#scoring). */
export const MAX_SCORING_CRITERIA = 5;
/** At most this many candidates in one 'Score with AI' run. */
export const SCORING_RUN_MAX_CANDIDATES = 20_000;
/** The event type of a run's progress on the event stream; its data is a `ScoringRun`. */
export const scoringProgressEvent = 'scoring.progress' as const;
/** The general criteria used when a stage has no assessment criteria and the job no requirements. */
export const defaultScoringCriteria = [
  'Relevant experience',
  'Skills match',
  'Seniority and scope',
  'Track record of impact',
  'Domain and industry knowledge',
] as const;
/** The longest criterion title scoring keeps (a requirement used as a criterion is cut to this). */
export const SCORING_CRITERION_MAX_LENGTH = 200;

/**
 * The criteria AI scoring uses for a stage (docs/product/candidates.md#scoring): the stage's assessment
 * criteria AC1-AC5, each keeping its slot's key (a title in ac3 scores into ac3_score) when any slot has a
 * title ('stage'); else the first 5 non-empty job requirements as ac1..ac5 ('requirements'); else
 * `defaultScoringCriteria`.
 * @param input.stageTitles the stage row's ac1..ac5 (missing or blank slots are skipped); [] when no row.
 */
export function pickScoringCriteria(input: {
  stageTitles: readonly (string | null | undefined)[];
  requirements: readonly (string | null | undefined)[];
}): Omit<ScoringCriteria, 'stage_id'> {
  const fromStage = scoreCriterionKeys.flatMap((key, i) => {
    const title = input.stageTitles[i]?.trim();
    return title ? [{ key, title: title.slice(0, SCORING_CRITERION_MAX_LENGTH) }] : [];
  });
  if (fromStage.length > 0) return { source: 'stage', criteria: fromStage };
  const requirements = input.requirements
    .map((r) => r?.replace(/\s+/g, ' ').trim() ?? '')
    .filter(Boolean)
    .slice(0, MAX_SCORING_CRITERIA);
  const titles = requirements.length > 0 ? requirements : defaultScoringCriteria;
  return {
    source: requirements.length > 0 ? 'requirements' : 'default',
    criteria: titles.map((title, i) => ({
      key: scoreCriterionKeys[i]!,
      title: title.slice(0, SCORING_CRITERION_MAX_LENGTH),
    })),
  };
}

/** A criterion score as stored: clamped to 0-10 and rounded to 1 decimal. */
export function roundScore(value: number): number {
  return Math.round(Math.min(SCORE_MAX, Math.max(SCORE_MIN, value)) * 10) / 10;
}

/**
 * The criterion scores (0-10) a rubric band covers (docs/product/interview-process.md#rubric-scale): its
 * points out of 100 divided by 10, low end first whichever way the band was typed. A 21-60 band is 2.1-6.0.
 */
export function rubricBandScores(band: { min: number; max: number }): { low: number; high: number } {
  const [a, b] = [band.min, band.max].map((p) => Math.min(100, Math.max(0, p)) / 10) as [number, number];
  return { low: Math.min(a, b), high: Math.max(a, b) };
}

/** 'Score 2.1-6.0 / 10': the criterion scores a rubric band stands for, as shown beside its points. */
export function rubricBandLabel(band: { min: number; max: number }): string {
  const { low, high } = rubricBandScores(band);
  return `Score ${low.toFixed(1)}-${high.toFixed(1)} / 10`;
}

/**
 * A criterion's score read against its rubric (docs/product/candidates.md#scoring): when the model named the
 * band the evidence fits (1-based `band` of `rubric`), the score is kept inside that band's 0-10 range, so
 * 'fits 21-60' can never be stored as 8.5; with no rubric, or no valid band, the score is kept as given.
 * The result is rounded like every stored score (`roundScore`).
 */
export function scoreWithinRubric(
  score: number,
  band: number | null,
  rubric: readonly { min: number; max: number }[],
): number {
  const row = band !== null && Number.isInteger(band) ? rubric[band - 1] : undefined;
  if (!row) return roundScore(score);
  const { low, high } = rubricBandScores(row);
  return roundScore(Math.min(high, Math.max(low, score)));
}

/** overall_match of a scored record: the mean of its criterion scores rounded to 1 decimal; null for none. */
export function overallMatchOf(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
}

/** Titles of the notification that ends a scoring run. */
export const scoringNotificationTitles = {
  completed: 'Candidates scored',
  failed: 'AI scoring failed',
} as const;

/** 'N candidates scored for {job title}', with ' (M failed)' when some could not be scored. */
export function scoringDoneMessage(scored: number, jobTitle: string, failed = 0): string {
  const base = `${scored} candidate${scored === 1 ? '' : 's'} scored for ${jobTitle}`;
  return failed > 0 ? `${base} (${failed} failed)` : base;
}

/**
 * Messages of the candidate write routes (POST/PATCH /api/candidates; docs/product/candidates.md#messages).
 */
export const candidateWriteMessages = {
  nameRequired: 'Please provide a first or last name.',
  linkedinTaken: 'A candidate with this LinkedIn profile already exists.',
  invalidCursor: 'Invalid cursor',
} as const;

/** POST /api/jobs/{id}/candidates: whether a stage record was added (false: already in that stage). */
export const addCandidateToStageResponse = z.object({ added: z.boolean() });
export type AddCandidateToStageResponse = z.infer<typeof addCandidateToStageResponse>;
