import type { Review } from '@rw/core';
import type { FastifyReply } from 'fastify';
import { openEventStream } from '#src/platform/events/sse.js';
import { type ReviewEvent, toReviewError } from './review-generation.service.js';

/** Whether the caller asked for the review in one piece (`Accept: application/json`, not an event stream). */
export function wantsJson(accept: string | undefined): boolean {
  const value = (accept ?? '').toLowerCase();
  return value.includes('application/json') && !value.includes('text/event-stream');
}

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
 * `review`, `delta`s, maybe `restart`, then `done` {review} or `error` {error}. The first event is awaited
 * before anything is sent, so a failure before the model begins (no key, credit spent, provider down) is a
 * plain JSON error with its status: that error is thrown to the caller. `abort` is triggered when the
 * browser goes away, which stops the model call; the review is then stored as 'error'.
 */
export async function sendReviewStream(
  reply: FastifyReply,
  events: AsyncGenerator<ReviewEvent, Review>,
  abort: AbortController,
): Promise<void> {
  const res = reply.raw;
  const handleClose = () => {
    if (!res.writableFinished) abort.abort();
  };
  res.on('close', handleClose);
  let next: IteratorResult<ReviewEvent, Review>;
  try {
    next = await events.next();
  } catch (err) {
    res.off('close', handleClose);
    if (!abort.signal.aborted) throw err;
    reply.hijack();
    if (!res.writableEnded) res.end();
    return;
  }
  const stream = openEventStream(reply);
  try {
    while (!next.done) {
      stream.send(next.value.event, next.value.data);
      next = await events.next();
    }
    stream.send('done', { review: next.value });
  } catch (err) {
    if (!abort.signal.aborted) {
      const failure = toReviewError(err);
      if (failure.code === 'INTERNAL') reply.log.error({ err }, 'review stream failed');
      else reply.log.warn({ err: failure.message }, 'review stream failed');
      const details = failure.details === undefined ? {} : { details: failure.details };
      stream.send('error', { error: { code: failure.code, message: failure.message, ...details } });
    }
  } finally {
    res.off('close', handleClose);
    stream.close();
  }
}
