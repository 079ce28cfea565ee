/*
 * The CV Sorter's constants (docs/product/cv-sorter.md#limits): criteria, categories, score bands, batch
 * settings, the prestige tiers the scoring prompt names, and the limits of files, lists and texts.
 */

/** The four criteria a candidate is scored on, in the order the screens show them. */
export const cvSorterCriteria = [
  'companyRelevancy',
  'companyPrestige',
  'roleRelevancy',
  'seniorityMatch',
] as const;
export type CvSorterCriterion = (typeof cvSorterCriteria)[number];

/** The label of each criterion on the screens and in the CSV export. */
export const cvSorterCriterionLabels: Record<CvSorterCriterion, string> = {
  companyRelevancy: 'Company Relevancy',
  companyPrestige: 'Company Prestige',
  roleRelevancy: 'Role Relevancy',
  seniorityMatch: 'Seniority Match',
};

/** What each criterion asks, in the words of the scoring prompt and the detail modal. */
export const cvSorterCriterionDescriptions: Record<CvSorterCriterion, string> = {
  companyRelevancy:
    "How close the candidate's current company is to the hiring company's market, product and customers.",
  companyPrestige: "How selective and well regarded the candidate's current company is (a pedigree signal).",
  roleRelevancy: "How close the candidate's current title is to the role described.",
  seniorityMatch: "How well the candidate's seniority fits the level of the role.",
};

/** A criterion score's range and the decimals it is kept to. */
export const CV_SORTER_SCORE_MIN = 0;
export const CV_SORTER_SCORE_MAX = 10;
export const CV_SORTER_SCORE_DECIMALS = 2;

/** The triage categories: every candidate starts in notSorted. */
export const cvSorterCategories = ['notSorted', 'possible', 'eliminated'] as const;
export type CvSorterCategory = (typeof cvSorterCategories)[number];
export const cvSorterCategoryLabels: Record<CvSorterCategory, string> = {
  notSorted: 'Not Sorted',
  possible: 'Possible',
  eliminated: 'Eliminated',
};

/** The colour bands of a final score: >= 8 green, 6 to < 8 yellow, < 6 red. */
export const cvSorterScoreBands = ['green', 'yellow', 'red'] as const;
export type CvSorterScoreBand = (typeof cvSorterScoreBands)[number];
export const CV_SORTER_GREEN_FROM = 8;
export const CV_SORTER_YELLOW_FROM = 6;

/** 'Eliminate by Score': the 'Score Threshold' field (0-10, step 0.1, default 7). */
export const ELIMINATE_THRESHOLD_MIN = 0;
export const ELIMINATE_THRESHOLD_MAX = 10;
export const ELIMINATE_THRESHOLD_STEP = 0.1;
export const ELIMINATE_THRESHOLD_DEFAULT = 7;

/**
 * 'Batch Settings': batch size (how many candidates are scored at the same time, 5-50, default 20) and the
 * delay between the starts of two model calls (100-1000 ms, step 100, default 300). Both pace the AI layer's
 * limiter; neither is a sleep (docs/product/cv-sorter.md#batch-settings).
 */
export const BATCH_SIZE_MIN = 5;
export const BATCH_SIZE_MAX = 50;
export const BATCH_SIZE_DEFAULT = 20;
export const DELAY_MS_MIN = 100;
export const DELAY_MS_MAX = 1000;
export const DELAY_MS_STEP = 100;
export const DELAY_MS_DEFAULT = 300;

/** The guidance under 'Batch Settings', by list size (docs/product/cv-sorter.md#batch-settings). */
export const batchGuidance = [
  {
    size: 'small',
    label: 'Small datasets (50-200 candidates)',
    text: 'Batch size 10-20 with a 300 ms delay scores the list in a few minutes.',
  },
  {
    size: 'medium',
    label: 'Medium datasets (200-500 candidates)',
    text: "Batch size 20-30 with a 300-500 ms delay keeps a steady pace within your key's rate limit.",
  },
  {
    size: 'large',
    label: 'Large datasets (500+ candidates)',
    text: 'Batch size 30-50 with a 500-1000 ms delay; the run continues on the server if you close the page.',
  },
] as const;
export type BatchGuidanceSize = (typeof batchGuidance)[number]['size'];

/** Model calls per candidate before it is marked failed (a reply missing a criterion counts as one). */
export const CV_SORTER_MAX_ATTEMPTS = 3;
/** A rationale is kept to at most this many characters. */
export const RATIONALE_MAX_CHARS = 200;
/** The overall assessment of a candidate is kept to at most this many characters. */
export const ASSESSMENT_MAX_CHARS = 600;

/** A criterion's weight in the final score: 0-10 each, default 1 (equal weights), at least one above 0. */
export const WEIGHT_MIN = 0;
export const WEIGHT_MAX = 10;
export const WEIGHT_DEFAULT = 1;

/** The prestige tiers the scoring prompt gives the model for companyPrestige, highest first. */
export const prestigeTiers = [
  { min: 9, max: 10, label: 'elite tech and fintech' },
  { min: 8, max: 8.9, label: 'strategy firms, hedge funds and VC-backed startups' },
  { min: 6, max: 7.9, label: 'established companies' },
  { min: 4, max: 5.9, label: 'mass-market companies' },
  { min: 2, max: 3.9, label: 'traditional companies' },
  { min: 0, max: 1.9, label: 'local or small businesses and the public sector' },
] as const;

/** The CSV debug panel: the first 5 lines of the file, 100 characters each, and 3 sample mapped rows. */
export const PREVIEW_RAW_ROWS = 5;
export const PREVIEW_RAW_ROW_CHARS = 100;
export const PREVIEW_SAMPLE_ROWS = 3;

/** The most candidates one search holds (rows beyond are refused with a message). */
export const CV_SORTER_MAX_CANDIDATES = 20_000;
/** Text limits: job title, job description, search name (characters). */
export const JOB_TITLE_MAX = 200;
export const JOB_DESCRIPTION_MAX = 20_000;
export const SEARCH_NAME_MAX = 200;
/** The longest field of a candidate row kept (name, title, company), and of a profile link. */
export const CV_SORTER_FIELD_MAX = 300;
export const CV_SORTER_LINK_MAX = 500;

/** The company dataset: a description's length, the entries of one import, and where a description came from. */
export const COMPANY_DESCRIPTION_MAX = 2000;
export const COMPANY_NAME_MAX = 300;
export const COMPANY_DATASET_IMPORT_MAX = 20_000;
export const companyDescriptionSources = ['generated', 'edited', 'imported'] as const;
export type CompanyDescriptionSource = (typeof companyDescriptionSources)[number];

/** The name written for a candidate, title or company the file does not give. */
export const UNKNOWN_VALUE = 'Unknown';

/** The AI service name usage is metered under (docs/product/ai.md#usage-metering). */
export const CV_SORTER_SERVICE = 'cv_sorter';
