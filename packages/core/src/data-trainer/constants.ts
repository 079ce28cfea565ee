/*
 * The Data Trainer's constants (docs/product/data-trainer.md#limits): the template, the metrics, the
 * training settings, the split and the hand-scoring inputs. The criteria are the CV Sorter's.
 */

/** 'Download template': the file's name, its columns and its three sample rows (LinkedIn format). */
export const TRAINER_TEMPLATE_FILENAME = 'linkedin_candidates_template.csv';
export const trainerTemplateColumns = [
  'First Name',
  'Last Name',
  'Current Title',
  'Current Company',
] as const;
export const trainerTemplateRows: readonly (readonly [string, string, string, string])[] = [
  ['Jane', 'Doe', 'Senior Software Engineer', 'Stripe'],
  ['Sam', 'Patel', 'Product Manager', 'Deliveroo'],
  ['Alex', 'Kim', 'Data Analyst', 'Lloyds Banking Group'],
];

/** The two CSV formats the upload accepts. */
export const trainerCsvFormats = ['linkedin', 'standard'] as const;
export type TrainerCsvFormat = (typeof trainerCsvFormats)[number];

/**
 * The agreement metrics of 'Training Settings': Spearman's ρ and Pearson's r of the final scores, and for
 * 'mae' a similarity of 1 − MAE / 10, so that higher is better for all three.
 */
export const trainerMetrics = ['spearman', 'mae', 'pearson'] as const;
export type TrainerMetric = (typeof trainerMetrics)[number];
export const trainerMetricLabels: Record<TrainerMetric, string> = {
  spearman: 'Spearman rank correlation',
  mae: 'Mean absolute error (as 1 − MAE/10)',
  pearson: 'Pearson correlation',
};
export const TRAINER_METRIC_DEFAULT: TrainerMetric = 'spearman';

/** 'Improvement Threshold': 0.01-0.20, step 0.01. Training stops when an iteration improves by less. */
export const IMPROVEMENT_THRESHOLD_MIN = 0.01;
export const IMPROVEMENT_THRESHOLD_MAX = 0.2;
export const IMPROVEMENT_THRESHOLD_STEP = 0.01;
export const IMPROVEMENT_THRESHOLD_DEFAULT = 0.02;

/** A training run makes at most 5 iterations (the first measures the current instructions). */
export const TRAINER_MAX_ITERATIONS = 5;

/**
 * The hand-scored candidates are split about 70/30 into a training part and a held-out part, with a fixed
 * seed (the same set splits the same way every time); with fewer than 10, all are used for training.
 */
export const TRAINER_HELD_OUT_SHARE = 0.3;
export const TRAINER_MIN_FOR_HELD_OUT = 10;
export const TRAINER_SPLIT_SEED = 20231107;

/** The candidates the optimiser is shown as the worst disagreements of an iteration. */
export const TRAINER_DISAGREEMENTS_SHOWN = 8;

/** Hand scores: 0-10, step 0.01, 5 until set. */
export const MANUAL_SCORE_MIN = 0;
export const MANUAL_SCORE_MAX = 10;
export const MANUAL_SCORE_STEP = 0.01;
export const MANUAL_SCORE_DEFAULT = 5;

/** The table's Prompt column shows the first 200 characters; a candidate's company info its first 100. */
export const PROMPT_PREVIEW_CHARS = 200;
export const COMPANY_INFO_PREVIEW_CHARS = 100;

/** Similarity and Improvement are shown with 3 decimals. */
export const TRAINER_FIGURE_DECIMALS = 3;

/** The most candidates one organisation's training set holds, and the longest fields. */
export const TRAINER_CANDIDATES_MAX = 1000;
export const TRAINER_FIELD_MAX = 200;
export const TRAINER_JOB_TITLE_MAX = 200;
export const TRAINER_ROLE_SUMMARY_MAX = 5000;
/** The longest scoring instructions a version may hold (characters). */
export const TRAINER_PROMPT_MAX = 8000;

/** The AI service name the Data Trainer's calls are metered under (docs/product/ai.md#usage-metering). */
export const DATA_TRAINER_SERVICE = 'data_trainer';

/** Model calls a candidate gets in one iteration before the iteration fails (a reply missing a criterion is asked again). */
export const TRAINER_SCORE_ATTEMPTS = 2;

/** A run whose worker died is resumed at most this many times, then ends 'Training failed: …'. */
export const TRAINER_RUN_MAX_RESUMES = 3;
