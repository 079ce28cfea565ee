import { z } from 'zod';

/*
 * The Screen Evaluation contract (docs/product/screen-evaluation.md). Saved evaluations live on the server,
 * not in the browser: one row of `screen_evaluations` each, scoped to the user and their organisation.
 */

/** User-visible messages of Screen Evaluation (docs/product/screen-evaluation.md#messages), verbatim. */
export const screenEvaluationMessages = {
  transcriptRequired: 'Please paste a transcript to analyze',
  transcriptTooLong: 'The transcript is too long (120,000 characters at most).',
  analysisFailed: 'Analysis failed. Please try again.',
  copied: 'Analysis copied to clipboard',
  copyFailed: 'Failed to copy to clipboard',
  saved: 'Evaluation saved successfully',
  saveFailed: 'Failed to save evaluation',
  nothingToSave: 'No analysis to save',
  notFound: 'Evaluation not found',
} as const;

/**
 * The server's text of a failed analysis ('Analysis failed: {message}',
 * docs/product/screen-evaluation.md#messages).
 */
export function analysisFailedMessage(message: string): string {
  return `Analysis failed: ${message}`;
}

/** Longest transcript accepted, in characters (about an hour of conversation; ~30k tokens). */
export const MAX_TRANSCRIPT_LENGTH = 120_000;
/** Longest analysis accepted for saving, in characters. */
export const MAX_ANALYSIS_LENGTH = 60_000;
/**
 * The stored preview is the first 200 characters plus an ellipsis
 * (docs/product/screen-evaluation.md#saved-evaluations).
 */
export const TRANSCRIPT_PREVIEW_LENGTH = 200;
/** Recent Evaluations shows the latest 3 (docs/product/screen-evaluation.md#saved-evaluations). */
export const RECENT_EVALUATIONS_SHOWN = 3;
export const EVALUATIONS_PAGE_MAX = 50;
/** The scoring scale of every section (1-5 across 8 sections, docs/product/screen-evaluation.md#options). */
export const SCREEN_SCORE_MIN = 1;
export const SCREEN_SCORE_MAX = 5;

/**
 * The 8 sections of an evaluation, in the order the analysis presents them
 * (docs/product/screen-evaluation.md#analysis).
 */
export const screenEvaluationSections = [
  'Role Fit',
  'Experience & Skills',
  'Motivation & Interest',
  'Communication',
  'Culture & Values Alignment',
  'Compensation & Logistics',
  'Red Flags & Concerns',
  'Overall Assessment',
] as const;

/**
 * The transcript preview kept with a saved evaluation (docs/product/screen-evaluation.md#saved-evaluations):
 * the first 200 characters of the trimmed transcript, counted in Unicode code points so no character is cut
 * in half, plus '…' when anything was cut. A transcript of 200 characters or fewer is its own preview: an
 * ellipsis after a complete text would claim that something is missing.
 */
export function transcriptPreview(transcript: string): string {
  const text = transcript.trim();
  const chars = Array.from(text);
  if (chars.length <= TRANSCRIPT_PREVIEW_LENGTH) return text;
  return `${chars.slice(0, TRANSCRIPT_PREVIEW_LENGTH).join('').trimEnd()}…`;
}

/**
 * Analysis options (docs/product/screen-evaluation.md#options); each defaults to on, as the
 * screen's checkboxes start.
 */
export const analysisOptions = z.object({
  includeScoring: z.boolean().default(true),
  includeRecommendations: z.boolean().default(true),
  includeSummary: z.boolean().default(true),
});
export type AnalysisOptions = z.infer<typeof analysisOptions>;
export const defaultAnalysisOptions: AnalysisOptions = {
  includeScoring: true,
  includeRecommendations: true,
  includeSummary: true,
};

/**
 * POST /api/analyze-transcript body (docs/product/screen-evaluation.md#analysis); a blank transcript is
 * refused before any call.
 */
export const analyzeTranscriptBody = z.object({
  transcript: z
    .string({ error: screenEvaluationMessages.transcriptRequired })
    .max(MAX_TRANSCRIPT_LENGTH, screenEvaluationMessages.transcriptTooLong)
    .refine((v) => v.trim().length > 0, screenEvaluationMessages.transcriptRequired),
  options: analysisOptions.default(defaultAnalysisOptions),
});
export type AnalyzeTranscriptBody = z.input<typeof analyzeTranscriptBody>;

/**
 * The one-piece answer (`Accept: application/json`): `{analysis}`
 * (docs/product/screen-evaluation.md#analysis).
 */
export const analyzeTranscriptResponse = z.object({ analysis: z.string() });

/** Tokens and cost (US dollars) of one analysis, as metered in `api_usage`. */
export const analysisUsage = z.object({ tokensUsed: z.number().int(), cost: z.number() });
export type AnalysisUsage = z.infer<typeof analysisUsage>;

/**
 * The streamed answer of POST /api/analyze-transcript (`Accept: text/event-stream`), as Server-Sent Events:
 * - `event: delta`, `data: {"text"}`: the next piece of the analysis (the pieces in order make the whole);
 * - `event: done`, `data: {"analysis", "usage"}`: the whole analysis and what it cost; the last event;
 * - `event: error`, `data: {"error": {"code", "message", "details"?}}`: the analysis failed mid-stream
 *   ('Analysis failed: {message}'); the last event. Failures before the first delta answer a plain JSON
 *   error with its HTTP status instead.
 */
export const analysisStreamDelta = z.object({ text: z.string() });
export const analysisStreamDone = z.object({ analysis: z.string(), usage: analysisUsage.nullable() });
export type AnalysisStreamDone = z.infer<typeof analysisStreamDone>;
export const analysisStreamEventTypes = ['delta', 'done', 'error'] as const;

/**
 * POST /api/screen-evaluations body: the full transcript, the analysis and the options it was made with, and
 * the candidate and job it was made for when they were picked from the workspace
 * (docs/product/screen-evaluation.md#for-a-candidate-and-a-job).
 */
export const saveScreenEvaluationBody = z.object({
  transcript: z.string().max(MAX_TRANSCRIPT_LENGTH, screenEvaluationMessages.transcriptTooLong).default(''),
  analysis: z
    .string({ error: screenEvaluationMessages.nothingToSave })
    .max(MAX_ANALYSIS_LENGTH, 'The analysis is too long to save.')
    .refine((v) => v.trim().length > 0, screenEvaluationMessages.nothingToSave),
  options: analysisOptions.default(defaultAnalysisOptions),
  candidate_id: z.uuid().nullable().optional(),
  job_id: z.uuid().nullable().optional(),
});
export type SaveScreenEvaluationBody = z.input<typeof saveScreenEvaluationBody>;

/**
 * A saved evaluation as listed (docs/product/screen-evaluation.md#saved-evaluations); `created_at` is ISO
 * 8601. `candidate_id` and `job_id` name what it was made for (null when pasted, or the job was deleted);
 * `job_title` is that job's title now.
 */
export const screenEvaluationSummary = z.object({
  id: z.uuid(),
  transcript_preview: z.string(),
  analysis: z.string(),
  options: analysisOptions,
  candidate_id: z.uuid().nullable(),
  job_id: z.uuid().nullable(),
  job_title: z.string().nullable(),
  created_at: z.string(),
});
export type ScreenEvaluationSummary = z.infer<typeof screenEvaluationSummary>;

/** One saved evaluation with its full transcript (GET /api/screen-evaluations/:id). */
export const screenEvaluation = screenEvaluationSummary.extend({ transcript: z.string() });
export type ScreenEvaluation = z.infer<typeof screenEvaluation>;

export const screenEvaluationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(EVALUATIONS_PAGE_MAX).default(RECENT_EVALUATIONS_SHOWN),
  cursor: z.string().max(200).optional(),
});

/** The caller's evaluations, newest first; `next_cursor` is null on the last page. */
export const screenEvaluationList = z.object({
  evaluations: z.array(screenEvaluationSummary),
  next_cursor: z.string().nullable(),
});
export type ScreenEvaluationList = z.infer<typeof screenEvaluationList>;

/**
 * One evaluation on a candidate's page (docs/product/screen-evaluation.md#on-the-candidate-page): who made it
 * and whether the caller did (only its author deletes it).
 */
export const candidateScreenEvaluation = screenEvaluationSummary.extend({
  author_name: z.string().nullable(),
  mine: z.boolean(),
});
export type CandidateScreenEvaluation = z.infer<typeof candidateScreenEvaluation>;

/** GET /api/candidates/{id}/screen-evaluations: the latest 20, newest first. */
export const candidateScreenEvaluationList = z.object({ evaluations: z.array(candidateScreenEvaluation) });
export const CANDIDATE_EVALUATIONS_SHOWN = 20;

/** Any id is accepted: one that is not a uuid answers 404 like a missing or foreign row (DESIGN.md, Tenancy). */
export const screenEvaluationParams = z.object({ id: z.string().max(100) });
