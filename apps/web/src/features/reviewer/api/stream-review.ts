import {
  type CreateReviewBody,
  type Review,
  type ReviewSummary,
  reviewResponse,
  reviewStreamDelta,
  reviewStreamRestart,
  reviewStreamStarted,
} from '@rw/core';
import { ApiError, apiStream, toApiError } from '#/lib/api-client';

export type ReviewStreamHandlers = {
  signal: AbortSignal;
  /** The review is stored ('processing'): the model has begun. */
  onStarted: (review: ReviewSummary) => void;
  /** The next piece of the write-up. */
  onDelta: (text: string) => void;
  /** More than one quote was not found: the model writes the review again, from nothing. */
  onRestart: (unverified: number) => void;
};

/**
 * Writes a review, streamed (`POST /api/reviews`, or `POST /api/reviews/{id}/retry` for `retryOf`;
 * `Accept: text/event-stream`, the events of @rw/core `reviewStreamStarted`; docs/product/reviewer.md#generating).
 * @returns the finished review (the `done` event).
 * @throws ApiError for an error answer, an `error` event or a stream cut short (with the AI layer's reason
 *   in `details.reason` when the server gave one); the caller's AbortError when `signal` aborts.
 */
export async function streamReview(
  request: { body: CreateReviewBody } | { retryOf: string },
  handlers: ReviewStreamHandlers,
): Promise<Review> {
  const path =
    'retryOf' in request ? `/api/reviews/${encodeURIComponent(request.retryOf)}/retry` : '/api/reviews';
  const body = 'body' in request ? request.body : undefined;
  const events = await apiStream(path, { method: 'POST', body, signal: handlers.signal });
  let failure: ApiError | null = null;
  try {
    for await (const message of events) {
      const data: unknown = JSON.parse(message.data);
      if (message.event === 'review') handlers.onStarted(reviewStreamStarted.parse(data).review);
      else if (message.event === 'delta') handlers.onDelta(reviewStreamDelta.parse(data).text);
      else if (message.event === 'restart') handlers.onRestart(reviewStreamRestart.parse(data).unverified);
      else if (message.event === 'done') return reviewResponse.parse(data).review;
      else if (message.event === 'error') {
        failure = toApiError(200, data);
        break;
      }
    }
  } catch (error) {
    if (handlers.signal.aborted) throw error;
    throw new ApiError(200, 'INVALID_RESPONSE', 'The review stream could not be read.');
  }
  if (failure) throw failure;
  throw new ApiError(200, 'NETWORK', 'The review stream ended before the review was finished.');
}
