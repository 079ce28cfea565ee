import type { Review } from '@rw/core';
import type { FastifyReply } from 'fastify';
import { sendGeneratorStream } from '#src/platform/events/generator-stream.js';
import { type ReviewEvent, toReviewError } from './review-generation.service.js';

/** Runs a review to its end without streaming (`Accept: application/json`). @returns `{review}`. */
export async function collectReview(
  events: AsyncGenerator<ReviewEvent, Review>,
): Promise<{ review: Review }> {
  for (;;) {
    const next = await events.next();
    if (next.done) return { review: next.value };
  }
}

/**
 * Sends a review as it is written, as a `text/event-stream` (the events of @rw/core `reviewStreamStarted`):
 * `review`, `delta`s, maybe `restart`, then `done` {review} or `error` {error}. A failure before the model
 * begins is thrown to the caller (see `sendGeneratorStream`); the browser going away triggers `abort`, and
 * the review is then stored as 'error'.
 */
export function sendReviewStream(
  reply: FastifyReply,
  events: AsyncGenerator<ReviewEvent, Review>,
  abort: AbortController,
): Promise<void> {
  return sendGeneratorStream(reply, events, abort, {
    toEvent: (value) => value,
    done: (review) => ({ review }),
    toError: toReviewError,
    label: 'review',
  });
}
