import { z } from 'zod';
import {
  IMPROVEMENT_THRESHOLD_DEFAULT,
  IMPROVEMENT_THRESHOLD_MAX,
  IMPROVEMENT_THRESHOLD_MIN,
  MANUAL_SCORE_MAX,
  MANUAL_SCORE_MIN,
  TRAINER_JOB_TITLE_MAX,
  TRAINER_METRIC_DEFAULT,
  TRAINER_ROLE_SUMMARY_MAX,
  trainerCsvFormats,
  trainerMetrics,
} from './constants.js';

/*
 * The API shapes of /api/data-trainer (docs/product/data-trainer.md#api). Field names are camelCase, as the
 * CV Sorter's, whose criteria, company dataset and scoring instructions the trainer shares. Every route is
 * for administrators (and the owner) of the organisation; a recruiter gets 403. Another organisation's run,
 * candidate or version answers 404.
 *
 *   GET    /api/data-trainer                              trainerState
 *   POST   /api/data-trainer/candidates                   multipart `file` → 201 trainerUploadResponse
 *   DELETE /api/data-trainer/candidates                   'Clear Data' → 204
 *   PUT    /api/data-trainer/candidates/{id}/scores       trainerScoresBody → trainerCandidate
 *   PUT    /api/data-trainer/settings                     trainerSettings → trainerSettings
 *   POST   /api/data-trainer/companies/describe           → 202 trainerDescribing
 *   POST   /api/data-trainer/runs                         trainerRunBody → 202 trainerRun
 *   GET    /api/data-trainer/runs/{id}                    trainerRun
 *   POST   /api/data-trainer/runs/{id}/adopt              → 201 scoringPromptVersion
 *   GET    /api/data-trainer/versions                     scoringPromptVersionList
 *   POST   /api/data-trainer/versions/{version}/restore   → scoringPromptVersion
 *   POST   /api/data-trainer/versions/built-in/restore    → 204 (no version active: the built-in instructions)
 */

const isoDate = z.string();
const id = z.uuid();

/** A hand score per criterion: 0-10, step 0.01 (the server rounds to 2 decimals). */
const handScore = z.number().min(MANUAL_SCORE_MIN).max(MANUAL_SCORE_MAX);
export const trainerScoresSchema = z.object({
  companyRelevancy: handScore,
  companyPrestige: handScore,
  roleRelevancy: handScore,
  seniorityMatch: handScore,
});
export type TrainerScores = z.infer<typeof trainerScoresSchema>;

/** One candidate of the organisation's training set, with its hand scores once saved (who, when). */
export const trainerCandidate = z.object({
  id,
  name: z.string(),
  currentCompany: z.string(),
  currentTitle: z.string(),
  /** The company's description from the organisation's company dataset, null while there is none. */
  companyDescription: z.string().nullable(),
  scores: trainerScoresSchema.nullable(),
  /** The mean of the hand scores (2 decimals), null until scored. */
  handFinalScore: z.number().nullable(),
  scoredBy: z.string().nullable(),
  scoredAt: isoDate.nullable(),
});
export type TrainerCandidate = z.infer<typeof trainerCandidate>;

/** A company of the set and whether the dataset describes it ('Company Description Status'). */
export const trainerCompany = z.object({
  name: z.string(),
  description: z.string().nullable(),
  source: z.enum(['generated', 'edited', 'imported']).nullable(),
});
export type TrainerCompany = z.infer<typeof trainerCompany>;

/** 'Job Information' and 'Training Settings', kept per organisation. */
export const trainerSettings = z.object({
  jobTitle: z.string().trim().max(TRAINER_JOB_TITLE_MAX),
  roleSummary: z.string().trim().max(TRAINER_ROLE_SUMMARY_MAX),
  metric: z.enum(trainerMetrics).default(TRAINER_METRIC_DEFAULT),
  improvementThreshold: z
    .number()
    .min(IMPROVEMENT_THRESHOLD_MIN)
    .max(IMPROVEMENT_THRESHOLD_MAX)
    .default(IMPROVEMENT_THRESHOLD_DEFAULT),
});
export type TrainerSettings = z.output<typeof trainerSettings>;

export const trainerRunStatuses = ['queued', 'running', 'completed', 'failed'] as const;
export type TrainerRunStatus = (typeof trainerRunStatuses)[number];

/** What a run (or the set's description work) is doing: its progress event says the same. */
export const trainerPhases = ['describing', 'scoring', 'optimising', 'held-out', 'done'] as const;
export type TrainerPhase = (typeof trainerPhases)[number];

/**
 * One row of the 'Training and Evaluation' table. `similarity` is the training part's agreement on the run's
 * metric, null when the iteration failed (`error` says 'Error in iteration N: {reason}') or could not be
 * measured; `improvement` is similarity minus the best before (0 for the first). `prompt` is the whole
 * instructions (the table shows the first 200 characters).
 */
export const trainerIteration = z.object({
  iteration: z.number().int().min(1),
  similarity: z.number().nullable(),
  improvement: z.number().nullable(),
  prompt: z.string(),
  error: z.string().nullable(),
  /** Candidates scored by the model in this iteration, of the training part. */
  scored: z.number().int(),
  finishedAt: isoDate.nullable(),
});
export type TrainerIteration = z.infer<typeof trainerIteration>;

/**
 * A training run: its settings, its iterations so far, and once completed the best iteration's agreement on
 * the training part beside the held-out part's (null with `allUsed`: fewer than 10 hand-scored candidates).
 */
export const trainerRun = z.object({
  id,
  status: z.enum(trainerRunStatuses),
  metric: z.enum(trainerMetrics),
  improvementThreshold: z.number(),
  jobTitle: z.string(),
  roleSummary: z.string(),
  trainingCount: z.number().int(),
  heldOutCount: z.number().int(),
  allUsed: z.boolean(),
  iterations: z.array(trainerIteration),
  bestIteration: z.number().int().nullable(),
  trainingSimilarity: z.number().nullable(),
  heldOutSimilarity: z.number().nullable(),
  /**
   * The held-out part's agreement with the instructions the run started from (iteration 1's), beside
   * `heldOutSimilarity` of the best ones: whether the new instructions do better on candidates neither saw.
   */
  heldOutBaselineSimilarity: z.number().nullable(),
  /** What the run is doing while queued or running; null once it ended. */
  phase: z.enum(trainerPhases).nullable(),
  /** The version the run started from (null: the built-in instructions). */
  baseVersion: z.number().int().nullable(),
  /** The version made from this run's best instructions once adopted. */
  adoptedVersion: z.number().int().nullable(),
  error: z.string().nullable(),
  startedBy: z.string().nullable(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
});
export type TrainerRun = z.infer<typeof trainerRun>;

/** A version of the organisation's CV Sorter scoring instructions; `active` is the one runs use now. */
export const scoringPromptVersion = z.object({
  version: z.number().int().min(1),
  prompt: z.string(),
  metric: z.enum(trainerMetrics),
  heldOutSimilarity: z.number().nullable(),
  trainingSimilarity: z.number().nullable(),
  runId: id.nullable(),
  adoptedBy: z.string().nullable(),
  adoptedAt: isoDate,
  active: z.boolean(),
});
export type ScoringPromptVersion = z.infer<typeof scoringPromptVersion>;

/** GET /api/data-trainer/versions. */
export const scoringPromptVersionList = z.object({ versions: z.array(scoringPromptVersion) });
export type ScoringPromptVersionList = z.infer<typeof scoringPromptVersionList>;

/**
 * The description work of the set's companies (docs/product/data-trainer.md#company-descriptions): running
 * with `done` of `total` companies described, failed with the reason, or idle.
 */
export const trainerDescribing = z.object({
  status: z.enum(['idle', 'running', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
});
export type TrainerDescribing = z.infer<typeof trainerDescribing>;

/** GET /api/data-trainer: everything the screen shows. */
export const trainerState = z.object({
  candidates: z.array(trainerCandidate),
  companies: z.array(trainerCompany),
  settings: trainerSettings,
  /** The latest run, if any. */
  run: trainerRun.nullable(),
  versions: z.array(scoringPromptVersion),
  /** Whether the organisation has a provider key (else the API Configuration field is needed). */
  organisationHasKey: z.boolean(),
  describing: trainerDescribing,
});
export type TrainerState = z.infer<typeof trainerState>;

/** POST /api/data-trainer/candidates (multipart `file`, .csv): replaces the set. */
export const trainerUploadResponse = z.object({
  format: z.enum(trainerCsvFormats),
  loaded: z.number().int(),
  /** Rows without a name, a company or a title, left out. */
  dropped: z.number().int(),
  candidates: z.array(trainerCandidate),
  /** Companies of the set with no description yet (their descriptions are being made). */
  companiesToDescribe: z.number().int(),
});
export type TrainerUploadResponse = z.infer<typeof trainerUploadResponse>;

/** PUT /api/data-trainer/candidates/{id}/scores. */
export const trainerScoresBody = z.object({ scores: trainerScoresSchema });
export type TrainerScoresBody = z.infer<typeof trainerScoresBody>;

/**
 * POST /api/data-trainer/runs: the settings to train with, and optionally a provider key for this run only
 * (used, never stored or logged; required only when the organisation has none: 'Please enter your OpenAI API
 * key').
 */
export const trainerRunBody = trainerSettings.extend({
  apiKey: z.string().trim().max(500).optional(),
});
export type TrainerRunBody = z.input<typeof trainerRunBody>;

/**
 * The event-stream message (`data-trainer.progress`) of a run's progress: one per phase change, finished
 * iteration and a few per second while candidates are scored. `runId` null: the description work of a newly
 * uploaded set's companies, outside any run.
 */
export const trainerProgressEvent = z.object({
  runId: id.nullable(),
  status: z.enum(trainerRunStatuses),
  iteration: z.number().int().nullable(),
  phase: z.enum(trainerPhases),
  done: z.number().int(),
  total: z.number().int(),
});
export type TrainerProgressEvent = z.infer<typeof trainerProgressEvent>;
