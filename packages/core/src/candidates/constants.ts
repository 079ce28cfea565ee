/* The candidates feature's limits, stage constants and view names (docs/product/candidates.md#limits). */

// Constants (docs/product/candidates.md#limits)

export const SCORE_MIN = 0;
export const SCORE_MAX = 10;
export const SCORE_STEP = 0.1;
/** The Other Jobs view shows at most this many other jobs. */
export const OTHER_JOBS_MAX = 3;
/** Counts over this many rows are shown as '1,000+' instead of being counted exactly. */
export const COUNT_CAP = 1000;
/** The stage CSV import writes to, and its defaults (docs/product/candidates.md#import). */
export const GLANCE_STAGE_ID = 'glance';
export const GLANCE_STAGE = {
  stage_id: GLANCE_STAGE_ID,
  stage_category: 'research',
  stage_level: 1,
  stage_substep: null,
  stage_title: 'Glance',
  action_owner: 'recruiter',
} as const;
/** Largest CSV accepted by the import, in bytes. */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
/**
 * The longest row of an imported CSV as written (all its cells, separators, quotes and, for a quoted line
 * break, all its lines), in characters. A longer row is refused; the reader never holds more of it.
 */
export const CSV_ROW_MAX_CHARS = 1_000_000;
/** The import reads at most this many columns of a row; the rest are counted, not kept. */
export const CSV_COLUMNS_MAX = 1000;

/**
 * The longest value of each editable candidate field, in characters (docs/product/candidates.md#limits): the
 * JSON API (candidateFieldsBody) and the CSV import apply the same limits, and lists never return more.
 */
export const CANDIDATE_FIELD_MAX = {
  first_name: 200,
  last_name: 200,
  email: 320,
  phone: 100,
  location: 300,
  current_title: 300,
  current_company: 300,
  linkedin_url: 500,
  linkedin_raw_text: 200_000,
  cv_text: 500_000,
} as const;

export const stageCategories = ['research', 'custom', 'final', 'other'] as const;
export type StageCategory = (typeof stageCategories)[number];
/**
 * Who gave the Overall a record uses (docs/product/pipeline.md#scorecards): interviewers' scorecards, or AI
 * scoring.
 */
export const scoreSources = ['scorecard', 'ai'] as const;
export type ScoreSource = (typeof scoreSources)[number];
export const actionOwners = ['candidate', 'hiring_manager', 'recruiter'] as const;
export type ActionOwner = (typeof actionOwners)[number];
/** The Candidates tab's tables of one stage (docs/product/candidates.md#views): what Export CSV writes. */
export const jobCandidateTableViews = ['process', 'other_jobs', 'score'] as const;
export type JobCandidateTableView = (typeof jobCandidateTableViews)[number];
/** The Candidates tab's views: the tables of one stage, and the board of every stage (docs/product/pipeline.md#board). */
export const jobCandidateViews = [...jobCandidateTableViews, 'board'] as const;
export type JobCandidateView = (typeof jobCandidateViews)[number];
export const jobCandidateViewLabels: Record<JobCandidateView, string> = {
  process: 'Process',
  other_jobs: 'Other Jobs',
  score: 'Score',
  board: 'Board',
};
export const candidateTabs = ['cv', 'jobs', 'details'] as const;
export type CandidateTab = (typeof candidateTabs)[number];
export const candidateTabLabels: Record<CandidateTab, string> = {
  cv: 'CV & Profile',
  jobs: 'Job Applications',
  details: 'Details',
};
