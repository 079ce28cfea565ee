import type { FastifyReply } from 'fastify';
import type { AppError } from '#src/lib/app-error.js';
import { openEventStream } from './sse.js';

/*
 * One model answer sent as it is written (docs/product/ai.md#streaming): the Reviewer's reviews and Screen
 * Evaluation's analyses, and any later feature whose route streams a generator of events.
 */

/** Whether the caller asked for the answer in one piece (`Accept: application/json`, not an event stream). */
export function wantsJson(accept: string | undefined): boolean {
  const value = (accept ?? '').toLowerCase();
  return value.includes('application/json') && !value.includes('text/event-stream');
}

/** One server-sent event: its name and its JSON data. */
export type StreamEvent = { event: string; data: unknown };

export type GeneratorStreamOptions<T, R> = {
  /** The event a yielded value is sent as. */
  toEvent: (value: T) => StreamEvent;
  /** The data of the closing `done` event, from the generator's return value. */
  done: (result: R) => unknown;
  /** What a failure after the stream opened is told as (`error` {error: {code, message, details?}}). */
  toError: (err: unknown) => AppError;
  /** Names the stream in the log ('review', 'analysis'). */
  label: string;
};

/**
 * Sends `events` as a `text/event-stream`: each yielded value (`toEvent`), then `done`, or `error` when the
 * generator fails mid-stream. The first value is awaited before anything is sent, so a failure before the
 * model begins (no key, credit spent, provider down) is thrown to the caller, to answer as a plain JSON
 * error with its status. `abort` is triggered when the browser goes away, which stops the model call; a
 * browser gone before the first value gets nothing.
 */
export async function sendGeneratorStream<T, R>(
  reply: FastifyReply,
  events: AsyncGenerator<T, R>,
  abort: AbortController,
  opts: GeneratorStreamOptions<T, R>,
): Promise<void> {
  const res = reply.raw;
  const handleClose = () => {
    if (!res.writableFinished) abort.abort();
  };
  res.on('close', handleClose);
  let next: IteratorResult<T, R>;
  try {
    next = await events.next();
  } catch (err) {
    res.off('close', handleClose);
    if (!abort.signal.aborted) throw err;
    // The browser left before the first word: nobody is waiting for an answer.
    reply.hijack();
    if (!res.writableEnded) res.end();
    return;
  }
  const stream = openEventStream(reply);
  try {
    while (!next.done) {
      const { event, data } = opts.toEvent(next.value);
      stream.send(event, data);
      next = await events.next();
    }
    stream.send('done', opts.done(next.value));
  } catch (err) {
    if (!abort.signal.aborted) {
      const failure = opts.toError(err);
      if (failure.code === 'INTERNAL') reply.log.error({ err }, `${opts.label} stream failed`);
      else reply.log.warn({ err: failure.message }, `${opts.label} stream failed`);
      const details = failure.details === undefined ? {} : { details: failure.details };
      stream.send('error', { error: { code: failure.code, message: failure.message, ...details } });
    }
  } finally {
    res.off('close', handleClose);
    stream.close();
  }
}
