import { z } from 'zod';
import {
  BATCH_SIZE_DEFAULT,
  BATCH_SIZE_MAX,
  BATCH_SIZE_MIN,
  COMPANY_DATASET_IMPORT_MAX,
  COMPANY_DESCRIPTION_MAX,
  COMPANY_NAME_MAX,
  companyDescriptionSources,
  cvSorterCategories,
  DELAY_MS_DEFAULT,
  DELAY_MS_MAX,
  DELAY_MS_MIN,
  DELAY_MS_STEP,
  ELIMINATE_THRESHOLD_MAX,
  ELIMINATE_THRESHOLD_MIN,
  JOB_DESCRIPTION_MAX,
  JOB_TITLE_MAX,
  SEARCH_NAME_MAX,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from './constants.js';
import { cvSorterMessages } from './messages.js';
import { cvSorterDefaultWeights } from './rules.js';

/*
 * The API shapes of /api/cv-sorter (docs/product/cv-sorter.md#api). Field names are the spec's (camelCase,
 * as the spec's CV Sorter client names them). Every search belongs to one user of one organisation; another
 * user's or organisation's search answers 404 'Search not found'.
 */

const isoDate = z.string();
const id = z.uuid();

/** A number per criterion (scores, weights). */
const perCriterion = <T extends z.ZodType>(t: T) =>
  z.object({ companyRelevancy: t, companyPrestige: t, roleRelevancy: t, seniorityMatch: t });

/** Criterion weights: 0-10 each, at least one above 0; default 1 each (equal). */
export const cvSorterWeights = perCriterion(z.number().min(WEIGHT_MIN).max(WEIGHT_MAX)).refine(
  (w) => Object.values(w).some((v) => v > 0),
  cvSorterMessages.weightsAllZero,
);
export const cvSorterScoresSchema = perCriterion(z.number());
export const cvSorterRationalesSchema = perCriterion(z.string());

export const cvSorterSearchStatuses = ['draft', 'queued', 'running', 'completed', 'failed'] as const;
export type CvSorterSearchStatus = (typeof cvSorterSearchStatuses)[number];
export const cvSorterCandidateStatuses = ['pending', 'scored', 'failed'] as const;
export type CvSorterCandidateStatus = (typeof cvSorterCandidateStatuses)[number];
export const cvSorterRunPhases = ['companies', 'scoring'] as const;

/**
 * A search: the uploaded list, the job it is scored for, its settings and run (docs/product/cv-sorter.md).
 * `name` is null until it is saved (`saved`); counts are of committed rows. `cost` is what the run has cost
 * so far in US dollars; `estimatedCost` what the last estimate said. `promptVersion` names the scoring
 * prompt that scored it (null before a run); `promptAdopted` is true when it was the organisation's adopted
 * prompt rather than the built-in one.
 */
export const cvSorterSearch = z.object({
  id,
  name: z.string().nullable(),
  saved: z.boolean(),
  fileName: z.string().nullable(),
  jobTitle: z.string(),
  jobDescription: z.string(),
  weights: perCriterion(z.number()),
  batchSize: z.number().int(),
  delayMs: z.number().int(),
  status: z.enum(cvSorterSearchStatuses),
  phase: z.enum(cvSorterRunPhases).nullable(),
  total: z.number().int(),
  scored: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  counts: z.object({ notSorted: z.number().int(), possible: z.number().int(), eliminated: z.number().int() }),
  /** The progress panel: 0-100 and its message ('Scoring candidates: 40 of 200', 'Processing complete! …'). */
  percent: z.number().int(),
  message: z.string(),
  /** Why a run ended failed ('Processing failed. Please try again.' with the reason), else null. */
  error: z.string().nullable(),
  promptVersion: z.string().nullable(),
  promptAdopted: z.boolean(),
  model: z.string().nullable(),
  estimatedCost: z.number().nullable(),
  cost: z.number(),
  tokensUsed: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
  startedAt: isoDate.nullable(),
  finishedAt: isoDate.nullable(),
});
export type CvSorterSearch = z.infer<typeof cvSorterSearch>;

/** A saved search as listed: no candidates. */
export const cvSorterSearchSummary = cvSorterSearch.pick({
  id: true,
  name: true,
  saved: true,
  fileName: true,
  jobTitle: true,
  status: true,
  total: true,
  scored: true,
  failed: true,
  counts: true,
  createdAt: true,
  updatedAt: true,
});
export type CvSorterSearchSummary = z.infer<typeof cvSorterSearchSummary>;

/**
 * A candidate of a search as the results table lists it (the spec's CV Sorter candidate without rationales
 * and company description: those come with GET …/candidates/{id}). `score` is the final score (null until
 * scored, and for a failed candidate); `scores` the four criterion scores; `assessment` the model's overall
 * assessment, or for a failed candidate 'Processing failed after 3 attempts: {message}'.
 */
export const cvSorterCandidate = z.object({
  id,
  rowIndex: z.number().int(),
  name: z.string(),
  currentTitle: z.string(),
  currentCompany: z.string(),
  linkedinUrl: z.string().nullable(),
  category: z.enum(cvSorterCategories),
  status: z.enum(cvSorterCandidateStatuses),
  score: z.number().nullable(),
  scores: cvSorterScoresSchema.nullable(),
  assessment: z.string().nullable(),
  scoredAt: isoDate.nullable(),
});
export type CvSorterCandidate = z.infer<typeof cvSorterCandidate>;

/** GET /api/cv-sorter/searches/{id}/candidates/{candidateId}: the scoring breakdown. */
export const cvSorterCandidateDetail = cvSorterCandidate.extend({
  companyDescription: z.string().nullable(),
  rationales: cvSorterRationalesSchema.nullable(),
  attempts: z.number().int(),
  promptVersion: z.string().nullable(),
  model: z.string().nullable(),
});
export type CvSorterCandidateDetail = z.infer<typeof cvSorterCandidateDetail>;

/**
 * GET /api/cv-sorter/searches: the user's saved searches, newest first, and `current`, their latest unsaved
 * search (the list being worked on; null when none), so a closed page can come back to it.
 */
export const cvSorterSearchList = z.object({
  searches: z.array(cvSorterSearchSummary),
  current: cvSorterSearchSummary.nullable(),
});
export type CvSorterSearchList = z.infer<typeof cvSorterSearchList>;

/** Which column each field was read from (the header's text; null when not found). */
export const cvSorterColumnNames = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
});
export type CvSorterColumnNames = z.infer<typeof cvSorterColumnNames>;

/**
 * The CSV debug panel: the first 5 lines of the decoded file (100 characters each), the header, which column
 * each field came from, 3 sample rows as mapped, the delimiter and encoding found, and the rows read and
 * skipped (blank lines).
 */
export const cvSorterPreview = z.object({
  rawRows: z.array(z.string()),
  header: z.array(z.string()),
  columns: cvSorterColumnNames,
  sampleRows: z.array(
    z.object({
      name: z.string(),
      currentTitle: z.string(),
      currentCompany: z.string(),
      linkedinUrl: z.string().nullable(),
    }),
  ),
  delimiter: z.string(),
  encoding: z.string(),
  rows: z.number().int(),
  skippedBlank: z.number().int(),
});
export type CvSorterPreview = z.infer<typeof cvSorterPreview>;

/**
 * GET /api/cv-sorter/searches/{id}: the search and all its candidates in file order, with the CSV debug panel
 * of its file (null for a search uploaded before the panel was kept).
 */
export const cvSorterSearchResponse = z.object({
  search: cvSorterSearch,
  candidates: z.array(cvSorterCandidate),
  preview: cvSorterPreview.nullable(),
});
export type CvSorterSearchResponse = z.infer<typeof cvSorterSearchResponse>;

/**
 * POST /api/cv-sorter/searches (multipart, field `file`, a text/csv file): a new unsaved search holding the
 * file's candidates, and the preview. Replaces the user's previous unsaved search unless it is processing.
 */
export const cvSorterUploadResponse = z.object({
  search: cvSorterSearch,
  candidates: z.array(cvSorterCandidate),
  preview: cvSorterPreview,
});
export type CvSorterUploadResponse = z.infer<typeof cvSorterUploadResponse>;

const jobTitleField = z
  .string({ error: cvSorterMessages.jobTitleRequired })
  .trim()
  .min(1, cvSorterMessages.jobTitleRequired)
  .max(JOB_TITLE_MAX);
const jobDescriptionField = z
  .string({ error: cvSorterMessages.jobDescriptionRequired })
  .trim()
  .min(1, cvSorterMessages.jobDescriptionRequired)
  .max(JOB_DESCRIPTION_MAX, cvSorterMessages.jobDescriptionTooLong);

/**
 * POST /api/cv-sorter/searches/{id}/run and …/estimate: the job, the weights and 'Batch Settings'. Batch size
 * is how many candidates are scored at once; the delay the least time between two model calls' starts.
 */
export const cvSorterRunBody = z.object({
  jobTitle: jobTitleField,
  jobDescription: jobDescriptionField,
  weights: cvSorterWeights.default(cvSorterDefaultWeights),
  batchSize: z.number().int().min(BATCH_SIZE_MIN).max(BATCH_SIZE_MAX).default(BATCH_SIZE_DEFAULT),
  delayMs: z
    .number()
    .int()
    .min(DELAY_MS_MIN)
    .max(DELAY_MS_MAX)
    .refine((v) => v % DELAY_MS_STEP === 0, `The delay goes in steps of ${DELAY_MS_STEP} ms.`)
    .default(DELAY_MS_DEFAULT),
});
export type CvSorterRunBody = z.input<typeof cvSorterRunBody>;

/**
 * POST /api/cv-sorter/searches/{id}/estimate: what a run would cost before it starts — candidates to score,
 * companies to describe, the model, the expected tokens and US dollars (from the AI layer's price table).
 */
export const cvSorterEstimate = z.object({
  candidates: z.number().int(),
  companiesToDescribe: z.number().int(),
  model: z.string(),
  estimatedTokens: z.number().int(),
  estimatedCost: z.number(),
});
export type CvSorterEstimate = z.infer<typeof cvSorterEstimate>;

/** POST …/run and …/retry-failed: 202 with the search as queued. */
export const cvSorterRunResponse = z.object({ search: cvSorterSearch });
export type CvSorterRunResponse = z.infer<typeof cvSorterRunResponse>;

/** POST /api/cv-sorter/searches/{id}/save: a name (required), and the job as typed so far. */
export const cvSorterSaveBody = z.object({
  name: z
    .string({ error: cvSorterMessages.nameRequired })
    .trim()
    .min(1, cvSorterMessages.nameRequired)
    .max(SEARCH_NAME_MAX),
  jobTitle: z.string().trim().max(JOB_TITLE_MAX).optional(),
  jobDescription: z
    .string()
    .trim()
    .max(JOB_DESCRIPTION_MAX, cvSorterMessages.jobDescriptionTooLong)
    .optional(),
});
export type CvSorterSaveBody = z.input<typeof cvSorterSaveBody>;

/** POST /api/cv-sorter/searches/{id}/triage: move one or many candidates to a category (any to any). */
export const cvSorterTriageBody = z.object({
  candidateIds: z.array(id).min(1).max(20_000),
  category: z.enum(cvSorterCategories),
});
export type CvSorterTriageBody = z.infer<typeof cvSorterTriageBody>;

/** POST /api/cv-sorter/searches/{id}/eliminate-by-score: 'Score Threshold' 0-10. */
export const cvSorterEliminateBody = z.object({
  threshold: z.number().min(ELIMINATE_THRESHOLD_MIN).max(ELIMINATE_THRESHOLD_MAX),
});
export type CvSorterEliminateBody = z.infer<typeof cvSorterEliminateBody>;

export const cvSorterTriageKinds = ['move', 'eliminateByScore'] as const;

/**
 * What a triage did (also the answer of POST …/undo): the action (undoable with POST …/undo while it is the
 * latest one; null after an undo when nothing older is left), the candidates whose category changed, and
 * the counts after it.
 */
export const cvSorterTriageResponse = z.object({
  action: z
    .object({ id, kind: z.enum(cvSorterTriageKinds), count: z.number().int(), createdAt: isoDate })
    .nullable(),
  changed: z.array(z.object({ id, category: z.enum(cvSorterCategories) })),
  counts: cvSorterSearch.shape.counts,
  message: z.string(),
});
export type CvSorterTriageResponse = z.infer<typeof cvSorterTriageResponse>;

/**
 * POST /api/cv-sorter/searches/{id}/add-to-job: the Possible candidates (or those picked) into the job's
 * Glance stage, through the candidate import's write path (dedupe by LinkedIn link).
 */
export const cvSorterAddToJobBody = z.object({
  jobId: id,
  candidateIds: z.array(id).min(1).max(20_000).optional(),
});
export type CvSorterAddToJobBody = z.infer<typeof cvSorterAddToJobBody>;
export const cvSorterAddToJobResponse = z.object({
  added: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  alreadyInStage: z.number().int(),
  message: z.string(),
});
export type CvSorterAddToJobResponse = z.infer<typeof cvSorterAddToJobResponse>;

/** The company dataset: one description per company of the organisation, matched ignoring case. */
export const companyDatasetEntry = z.object({
  id,
  name: z.string(),
  description: z.string(),
  source: z.enum(companyDescriptionSources),
  updatedBy: z.string().nullable(),
  updatedAt: isoDate,
});
export type CompanyDatasetEntry = z.infer<typeof companyDatasetEntry>;

/** GET /api/cv-sorter/company-dataset?q=&limit=&cursor=: a page by name. */
export const companyDatasetQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  cursor: z.string().max(400).optional(),
});
export const companyDatasetPage = z.object({
  companies: z.array(companyDatasetEntry),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type CompanyDatasetPage = z.infer<typeof companyDatasetPage>;

/** PATCH /api/cv-sorter/company-dataset/{id}: a user's own description (source becomes 'edited'). */
export const companyDatasetEditBody = z.object({
  description: z.string().trim().min(1).max(COMPANY_DESCRIPTION_MAX),
});

/** One record of the dataset file (the spec's shape): `{name, description}`. */
export const companyDatasetRecord = z.object({
  name: z.string().trim().min(1).max(COMPANY_NAME_MAX),
  description: z.string().trim().min(1).max(COMPANY_DESCRIPTION_MAX),
});
export type CompanyDatasetRecord = z.infer<typeof companyDatasetRecord>;

/** POST /api/cv-sorter/company-dataset/import (admin): the file's records; GET …/export answers the same shape. */
export const companyDatasetFile = z.array(companyDatasetRecord).max(COMPANY_DATASET_IMPORT_MAX);
export const companyDatasetImportResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});
export type CompanyDatasetImportResponse = z.infer<typeof companyDatasetImportResponse>;

/**
 * `cv-sorter.progress` live event: a run's progress, and the candidates that finished since the last event
 * (without rationales). `refetch` is true when more finished than one event carries (`candidates` then holds
 * none): the client reads the search again (GET /api/cv-sorter/searches/{id}), as it does for an event that
 * arrives truncated.
 */
export const cvSorterProgressEvent = z.object({
  searchId: id,
  status: z.enum(cvSorterSearchStatuses),
  phase: z.enum(cvSorterRunPhases).nullable(),
  total: z.number().int(),
  scored: z.number().int(),
  failed: z.number().int(),
  percent: z.number().int(),
  message: z.string(),
  cost: z.number(),
  candidates: z.array(cvSorterCandidate),
  refetch: z.boolean(),
});
export type CvSorterProgressEvent = z.infer<typeof cvSorterProgressEvent>;
