import { z } from 'zod';
import { reviewQuoteSources } from './quotes.js';

export * from './quotes.js';
export * from './review-text.js';

/*
 * The Reviewer contract (docs/product/reviewer.md): an evidence-backed write-up of a candidate from the job
 * description, the recruiter's commentary, the CV and the interview transcript, written by a real model call
 * and stored on the server per user (one row of `reviews` each).
 */

/** User-visible messages of the Reviewer (docs/product/reviewer.md#messages), verbatim. */
export const reviewerMessages = {
  jobDescriptionRequired: 'Please enter a job description',
  cvRequired: 'Please enter a candidate CV',
  candidateInfoRequired: 'Please fill in all candidate information',
  generateFailed: 'Failed to generate review. Please try again.',
  copied: 'Review copied to clipboard',
  copyFailed: 'Failed to copy review',
  deleteFailed: 'Failed to delete review',
  exportFailed: 'Failed to export review',
  loadFailed: 'Failed to load reviews',
  notFound: 'Review not found',
  interrupted: 'The review was interrupted before it was finished.',
  notReady: 'This review has no finished write-up yet.',
} as const;

/** 'The {what} is too long ({n} characters at most).' for an input over its limit. */
export function reviewInputTooLong(what: string, max: number): string {
  return `The ${what} is too long (${max.toLocaleString('en-US')} characters at most).`;
}

/** The storage key of the Reviewer's drafts in the browser (docs/product/reviewer.md#inputs). */
export const REVIEWER_DRAFT_KEY = 'reviewer-data';

/** The four drafts kept under `reviewer-data`, named as the spec names them. */
export const reviewerDraft = z.object({
  jobDescription: z.string().catch(''),
  recruiterCommentary: z.string().catch(''),
  candidateCV: z.string().catch(''),
  callTranscript: z.string().catch(''),
});
export type ReviewerDraft = z.infer<typeof reviewerDraft>;
export const emptyReviewerDraft: ReviewerDraft = {
  jobDescription: '',
  recruiterCommentary: '',
  candidateCV: '',
  callTranscript: '',
};

/** Limits of each input, in characters (docs/product/reviewer.md#limits). */
export const reviewLimits = {
  jobDescription: 40_000,
  recruiterCommentary: 20_000,
  candidateCv: 40_000,
  callTranscript: 120_000,
  candidateName: 200,
  jobTitle: 200,
  content: 60_000,
} as const;

/** The pronouns the candidate modal offers; used for grammar only (docs/product/reviewer.md#candidate-information). */
export const reviewPronouns = ['he/him', 'she/her', 'they/them', 'other'] as const;
export type ReviewPronouns = (typeof reviewPronouns)[number];

/** A review's status (the spec's processing, completed, error). */
export const reviewStatuses = ['processing', 'completed', 'error'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** The sections of a write-up, in order (docs/product/reviewer.md#the-write-up). */
export const reviewSections = [
  'Summary',
  'Fit against requirements',
  'Strengths',
  'Concerns and open questions',
  'Logistics',
  'Recommendation',
] as const;
/** How each requirement of the job description is judged. */
export const requirementFits = ['Met', 'Partly met', 'Not evidenced'] as const;
/** The advisory recommendation. */
export const reviewRecommendations = ['Advance', 'Hold', 'Do not advance', 'Insufficient evidence'] as const;

const required = (message: string, max: number, what: string) =>
  z
    .string({ error: message })
    .max(max, reviewInputTooLong(what, max))
    .refine((v) => v.trim().length > 0, message);
const optional = (max: number, what: string) =>
  z.string().max(max, reviewInputTooLong(what, max)).default('');

/**
 * POST /api/reviews: the four inputs (the job description and CV required, checked after trimming), the
 * candidate modal's name, job title and pronouns, and the job and candidate they were picked from, if any
 * (docs/product/reviewer.md#generating).
 */
export const createReviewBody = z.object({
  job_description: required(
    reviewerMessages.jobDescriptionRequired,
    reviewLimits.jobDescription,
    'job description',
  ),
  recruiter_commentary: optional(reviewLimits.recruiterCommentary, 'recruiter commentary'),
  candidate_cv: required(reviewerMessages.cvRequired, reviewLimits.candidateCv, 'candidate CV'),
  call_transcript: optional(reviewLimits.callTranscript, 'interview transcript'),
  candidate_name: required(
    reviewerMessages.candidateInfoRequired,
    reviewLimits.candidateName,
    'candidate name',
  ),
  job_title: required(reviewerMessages.candidateInfoRequired, reviewLimits.jobTitle, 'job title'),
  pronouns: z.enum(reviewPronouns, { error: reviewerMessages.candidateInfoRequired }),
  candidate_id: z.uuid().nullable().optional(),
  job_id: z.uuid().nullable().optional(),
});
export type CreateReviewBody = z.input<typeof createReviewBody>;

/** A review as listed in My Reviews (no write-up, no inputs); `created_at` is ISO 8601. */
export const reviewSummary = z.object({
  id: z.uuid(),
  candidate_name: z.string(),
  job_title: z.string(),
  pronouns: z.enum(reviewPronouns),
  status: z.enum(reviewStatuses),
  model: z.string().nullable(),
  quotes_verified: z.number().int(),
  quotes_total: z.number().int(),
  candidate_id: z.uuid().nullable(),
  job_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

/** The inputs a review was made from (kept for Retry and for checking its quotes). */
export const reviewInputs = z.object({
  job_description: z.string(),
  recruiter_commentary: z.string(),
  candidate_cv: z.string(),
  call_transcript: z.string(),
});

/** One review: the write-up (Markdown), why it failed (status 'error'), its inputs and its author. */
export const review = reviewSummary.extend({
  content: z.string(),
  error: z.string().nullable(),
  inputs: reviewInputs,
  author_name: z.string().nullable(),
  /** Whether the caller wrote it (only the author deletes or retries it). */
  mine: z.boolean(),
});
export type Review = z.infer<typeof review>;

export const REVIEWS_PAGE_MAX = 50;
export const reviewListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(REVIEWS_PAGE_MAX).default(REVIEWS_PAGE_MAX),
  cursor: z.string().max(200).optional(),
});
/** The caller's reviews, newest first; `next_cursor` is null on the last page. */
export const reviewList = z.object({ reviews: z.array(reviewSummary), next_cursor: z.string().nullable() });
export type ReviewList = z.infer<typeof reviewList>;

/** A candidate's completed reviews, newest first, with their write-ups (the candidate page). */
export const candidateReviewList = z.object({ reviews: z.array(review) });
export type CandidateReviewList = z.infer<typeof candidateReviewList>;
export const CANDIDATE_REVIEWS_SHOWN = 20;

/** Any id is accepted: one that is not a uuid answers 404 like a missing or foreign row (DESIGN.md, Tenancy). */
export const reviewParams = z.object({ id: z.string().max(100) });

export const reviewExportFormats = ['pdf', 'docx'] as const;
export type ReviewExportFormat = (typeof reviewExportFormats)[number];
export const reviewExportQuery = z.object({ format: z.enum(reviewExportFormats) });

/** `{review}`: the answer of POST /api/reviews with `Accept: application/json`, and the stream's `done`. */
export const reviewResponse = z.object({ review });

/**
 * The streamed answer of POST /api/reviews and POST /api/reviews/{id}/retry (`Accept: text/event-stream`):
 * - `event: review`, `data: {review}`: the stored review, status 'processing', once the model has begun;
 * - `event: delta`, `data: {text}`: the next piece of the write-up;
 * - `event: restart`, `data: {unverified}`: more than one quote was not found; the model is asked once more
 *   and the write-up starts again from nothing;
 * - `event: done`, `data: {review}`: the finished review, quotes checked; the last event;
 * - `event: error`, `data: {error: {code, message, details?}}`: it failed mid-stream (the review is stored
 *   as 'error'); the last event. Failures before the model begins answer a plain JSON error instead.
 */
export const reviewStreamStarted = z.object({ review: reviewSummary });
export const reviewStreamDelta = z.object({ text: z.string() });
export const reviewStreamRestart = z.object({ unverified: z.number().int() });

/** The review documents' kinds of quote source, for clients. */
export { reviewQuoteSources };
