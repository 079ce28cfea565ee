import {
  type CreateReviewBody,
  candidateMessages,
  type createReviewBody,
  jobMessages,
  type Review,
  type ReviewList,
  reviewerMessages,
} from '@rw/core';
import type { z } from 'zod';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { candidateInOrganisation } from '#src/modules/candidates/index.js';
import { findJob } from '#src/modules/jobs/index.js';
import { type RunLifecycle, staleCutoff } from '#src/platform/queue/run-lifecycle.js';
import type { Caller } from '#src/plugins/auth.js';
import type { ReviewInput } from './review-generation.service.js';
import {
  deleteReview,
  failStaleReviews,
  findOwnReviewRow,
  findReview,
  listCandidateReviews,
  listReviews,
} from './reviews.queries.js';

type CreateBody = z.output<typeof createReviewBody>;

const notFound = () => new AppError('NOT_FOUND', reviewerMessages.notFound);

/** The tone of voice of job `jobId`'s company, and whether the job is the caller's organisation's. */
async function jobContext(db: Db, caller: Caller, jobId: string | null) {
  if (!jobId) return { toneOfVoice: null };
  const job = await findJob(db, caller.domain, jobId);
  if (!job) throw new AppError('NOT_FOUND', jobMessages.notFound);
  return { toneOfVoice: job.company?.tone_of_voice_instructions?.trim() || null };
}

/**
 * The input of a new review from its request (docs/product/reviewer.md#generating): the texts trimmed, the
 * picked candidate and job checked to be the caller's organisation's, the job's company tone of voice.
 * @throws AppError NOT_FOUND 'Candidate not found' / 'Job not found' (also for another organisation's).
 */
export async function reviewInputOf(db: Db, caller: Caller, body: CreateBody): Promise<ReviewInput> {
  const candidateId = body.candidate_id ?? null;
  if (candidateId && !(await candidateInOrganisation(db, caller.domain, candidateId))) {
    throw new AppError('NOT_FOUND', candidateMessages.candidateNotFound);
  }
  const jobId = body.job_id ?? null;
  const { toneOfVoice } = await jobContext(db, caller, jobId);
  return {
    jobDescription: body.job_description.trim(),
    recruiterCommentary: body.recruiter_commentary.trim(),
    candidateCv: body.candidate_cv.trim(),
    callTranscript: body.call_transcript.trim(),
    candidateName: body.candidate_name.trim(),
    jobTitle: body.job_title.trim(),
    pronouns: body.pronouns,
    candidateId,
    jobId,
    toneOfVoice,
  };
}

/**
 * The input of a Retry of the caller's review `id` (docs/product/reviewer.md#stored-reviews): the inputs it
 * was made from. @throws AppError NOT_FOUND 'Review not found'; CONFLICT when it is still being written.
 */
export async function retryInputOf(
  db: Db,
  caller: Caller,
  runs: RunLifecycle,
  id: string,
): Promise<ReviewInput> {
  await failStaleReviews(db, caller, staleCutoff(runs));
  const row = await findOwnReviewRow(db, caller, id);
  if (!row) throw notFound();
  if (row.status === 'processing') throw new AppError('CONFLICT', 'This review is still being written.');
  const { toneOfVoice } = await jobContext(db, caller, row.jobId).catch(() => ({ toneOfVoice: null }));
  return {
    jobDescription: row.jobDescription,
    recruiterCommentary: row.recruiterCommentary,
    candidateCv: row.candidateCv,
    callTranscript: row.callTranscript,
    candidateName: row.candidateName,
    jobTitle: row.jobTitle,
    pronouns: row.pronouns,
    candidateId: row.candidateId,
    jobId: row.jobId,
    toneOfVoice,
  };
}

/** The caller's reviews for My Reviews, newest first; interrupted ones read as 'error'. */
export async function listMyReviews(opts: {
  db: Db;
  caller: Caller;
  runs: RunLifecycle;
  page: { limit: number; cursor?: string };
}): Promise<ReviewList> {
  await failStaleReviews(opts.db, opts.caller, staleCutoff(opts.runs));
  return listReviews(opts.db, opts.caller, opts.page);
}

/**
 * Review `id`: the caller's own, or one attached to a candidate of their organisation.
 * @throws AppError NOT_FOUND 'Review not found' (also another organisation's, DESIGN.md Tenancy).
 */
export async function getReview(opts: {
  db: Db;
  caller: Caller;
  runs: RunLifecycle;
  id: string;
}): Promise<Review> {
  await failStaleReviews(opts.db, opts.caller, staleCutoff(opts.runs));
  return (await findReview(opts.db, opts.caller, opts.id)) ?? Promise.reject(notFound());
}

/** Deletes the caller's review `id`. @throws AppError NOT_FOUND 'Review not found' (also someone else's). */
export async function removeReview(opts: { db: Db; caller: Caller; id: string }): Promise<void> {
  if (!(await deleteReview(opts.db, opts.caller, opts.id))) throw notFound();
}

/**
 * The completed reviews of candidate `candidateId` (their candidate page).
 * @throws AppError NOT_FOUND 'Candidate not found' (also another organisation's).
 */
export async function candidateReviews(opts: {
  db: Db;
  caller: Caller;
  candidateId: string;
}): Promise<{ reviews: Review[] }> {
  const { db, caller, candidateId } = opts;
  if (!(await candidateInOrganisation(db, caller.domain, candidateId))) {
    throw new AppError('NOT_FOUND', candidateMessages.candidateNotFound);
  }
  return { reviews: await listCandidateReviews(db, caller, candidateId) };
}

export type { CreateReviewBody };
