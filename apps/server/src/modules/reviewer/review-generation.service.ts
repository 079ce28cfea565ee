import {
  checkReviewQuotes,
  type Review,
  type ReviewPronouns,
  type ReviewSummary,
  reviewerMessages,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { recordActivity } from '#src/modules/activities/index.js';
import { streamAiText } from '#src/platform/ai/ai.service.js';
import { aiDeadline, aiFailureDetailOfError, aiFailureReason } from '#src/platform/ai/ai-errors.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { reaskMessage, reviewCandidatePrompt } from '#src/platform/ai/prompts/review-candidate.prompt.js';
import type { ChatMessage } from '#src/platform/ai/provider.js';
import { type Heartbeat, type RunLifecycle, startHeartbeat } from '#src/platform/queue/run-lifecycle.js';
import type { Caller } from '#src/plugins/auth.js';
import { findReview, insertReview, toSummary, touchReview, updateReview } from './reviews.queries.js';

/** The `api_usage.service` of every review call. */
export const REVIEWER_SERVICE = 'reviewer';
/** Overall deadline of one review, both calls included (a re-ask doubles the work). */
export const REVIEW_TIMEOUT_MS = 300_000;
/** More unfound quotes than this and the model is asked once more (docs/product/reviewer.md#evidence). */
export const REASK_WHEN_UNVERIFIED_OVER = 1;

/** What a review is written from: the inputs, the candidate modal, and what it was picked from. */
export type ReviewInput = {
  jobDescription: string;
  recruiterCommentary: string;
  candidateCv: string;
  callTranscript: string;
  candidateName: string;
  jobTitle: string;
  pronouns: ReviewPronouns;
  candidateId: string | null;
  jobId: string | null;
  /** The company's tone of voice of the picked job, if any. */
  toneOfVoice: string | null;
};

/** An event of a review being written (the stream's events, @rw/core `reviewStreamStarted` and after). */
export type ReviewEvent =
  | { event: 'review'; data: { review: ReviewSummary } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'restart'; data: { unverified: number } };

export type GenerateReviewOptions = {
  db: Db;
  ai: AiRuntime;
  caller: Caller;
  runs: RunLifecycle;
  input: ReviewInput;
  /** The failed review to write again (Retry), instead of a new one. */
  retryOf?: string;
  /** Cancels the review (the browser went away). */
  signal?: AbortSignal;
  timeoutMs?: number;
};

/**
 * The error a failed review answers with: an AI-layer failure as it is (its message and `details.reason`,
 * which the screen shows under 'Failed to generate review. Please try again.'), anything else as the
 * spec's message (a 500's details stay in the log).
 */
export function toReviewError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return new AppError('INTERNAL', reviewerMessages.generateFailed);
}

/** What a failed review keeps as its `error`: what happened, in plain words. */
function failureText(err: unknown, interrupted: boolean): string {
  if (interrupted) return reviewerMessages.interrupted;
  if (aiFailureReason(err)) return aiFailureDetailOfError(err) ?? (err as Error).message;
  return err instanceof AppError ? err.message : reviewerMessages.generateFailed;
}

function messagesFor(input: ReviewInput): ChatMessage[] {
  return [
    { role: 'system', content: reviewCandidatePrompt.system },
    { role: 'user', content: reviewCandidatePrompt.buildUser(input) },
  ];
}

/**
 * Writes a review with a real model call through the AI layer (docs/product/reviewer.md#generating), as
 * events: once the model has begun, the review is stored as 'processing' (`review`), then each piece of text
 * (`delta`). The quotes are checked against their sources; when more than one is not found the model is
 * asked once more (`restart`, then the new text). The finished review is stored 'completed' with the unfound
 * quotes marked and 'n of m' counted. A failure or a cancellation after the start stores it as 'error'.
 * @returns (generator return value) the finished review.
 * @throws AppError: the AI layer's failures (no key, credit, provider trouble), before or during the stream.
 */
export async function* generateReview(opts: GenerateReviewOptions): AsyncGenerator<ReviewEvent, Review> {
  const { db, caller, input } = opts;
  const deadline = aiDeadline(opts.timeoutMs ?? REVIEW_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
  let model: string | null = null;
  let id: string | null = null;
  let heartbeat: Heartbeat | undefined;

  const start = async (): Promise<ReviewSummary> => {
    const now = opts.runs.clock();
    const values = {
      status: 'processing' as const,
      content: '',
      error: null,
      model: null,
      quotesVerified: 0,
      quotesTotal: 0,
      promptVersion: reviewCandidatePrompt.version,
      heartbeatAt: now,
    };
    const row = opts.retryOf
      ? await updateReview(db, caller, opts.retryOf, values)
      : await insertReview(db, {
          ...values,
          userId: caller.id,
          domain: caller.domain,
          candidateId: input.candidateId,
          jobId: input.jobId,
          candidateName: input.candidateName,
          jobTitle: input.jobTitle,
          pronouns: input.pronouns,
          jobDescription: input.jobDescription,
          recruiterCommentary: input.recruiterCommentary,
          candidateCv: input.candidateCv,
          callTranscript: input.callTranscript,
        });
    if (!row) throw new AppError('NOT_FOUND', reviewerMessages.notFound);
    id = row.id;
    const reviewId = row.id;
    heartbeat = startHeartbeat({
      intervalMs: opts.runs.heartbeatMs,
      beat: () => touchReview(db, reviewId, opts.runs.clock()),
    });
    return toSummary(row);
  };

  /** One model call, relayed as deltas; the review is started by the first piece of the first call. */
  async function* write(messages: ChatMessage[]): AsyncGenerator<ReviewEvent, string> {
    const stream = streamAiText({
      db,
      ai: opts.ai,
      user: caller,
      task: reviewCandidatePrompt.task,
      service: REVIEWER_SERVICE,
      messages,
      model: reviewCandidatePrompt.model,
      temperature: reviewCandidatePrompt.temperature,
      maxTokens: reviewCandidatePrompt.maxTokens,
      signal,
      onModel: (m) => {
        model = m;
      },
    });
    try {
      for (;;) {
        const next = await stream.next();
        if (next.done) return next.value;
        if (!id) yield { event: 'review', data: { review: await start() } };
        yield { event: 'delta', data: { text: next.value } };
      }
    } finally {
      await stream.return('');
    }
  }

  const sources = {
    CV: input.candidateCv,
    Transcript: input.callTranscript,
    Commentary: input.recruiterCommentary,
  };
  try {
    const messages = messagesFor(input);
    const first = yield* write(messages);
    let check = checkReviewQuotes(first.trim(), sources);
    if (check.unverified.length > REASK_WHEN_UNVERIFIED_OVER) {
      yield { event: 'restart', data: { unverified: check.unverified.length } };
      const again = yield* write([
        ...messages,
        { role: 'assistant', content: first },
        { role: 'user', content: reaskMessage(check.unverified) },
      ]);
      check = checkReviewQuotes(again.trim(), sources);
    }
    await heartbeat?.stop();
    // Completed and recorded as a `review_generated` activity together
    // (docs/product/analytics.md#recorded-activity).
    const row = await db.transaction(async (tx) => {
      const completed = await updateReview(tx, caller, id!, {
        status: 'completed',
        content: check.markdown,
        model,
        quotesVerified: check.verified,
        quotesTotal: check.total,
        heartbeatAt: null,
      });
      if (completed) {
        await recordActivity(tx, {
          user: caller,
          action: 'review_generated',
          metadata: {
            reviewId: completed.id,
            ...(completed.candidateId ? { candidateId: completed.candidateId } : {}),
            ...(completed.jobId ? { jobId: completed.jobId } : {}),
          },
        });
      }
      return completed;
    });
    const done = row && (await findReview(db, caller, row.id));
    if (!done) throw new AppError('NOT_FOUND', reviewerMessages.notFound);
    return done;
  } catch (err) {
    await heartbeat?.stop();
    if (id) {
      const interrupted = Boolean(opts.signal?.aborted);
      await updateReview(db, caller, id, {
        status: 'error',
        error: failureText(err, interrupted),
        model,
        heartbeatAt: null,
      });
    }
    throw toReviewError(err);
  } finally {
    await heartbeat?.stop();
  }
}
