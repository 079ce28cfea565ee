import type { AnalysisStreamDone } from '@rw/core';
import type { FastifyReply } from 'fastify';
import { openEventStream } from '#src/platform/events/sse.js';
import type { AnalysisResult } from './analyze-transcript.service.js';
import { toStreamError } from './analyze-transcript.service.js';

/** Whether the caller asked for the analysis in one piece (`Accept: application/json`, not an event stream). */
export function wantsJson(accept: string | undefined): boolean {
  const value = (accept ?? '').toLowerCase();
  return value.includes('application/json') && !value.includes('text/event-stream');
}

/**
 * Sends an analysis as a `text/event-stream` (docs/product/screen-evaluation.md#analysis, streamed; the
 * events are described in
 * @rw/core `analysisStreamDone`): `delta` per piece of text, then `done` with the whole text and its usage,
 * or `error` with `{error: {code, message}}` when it fails mid-stream. The first delta is awaited before
 * anything is sent, so a failure before the stream opens (no key, credit spent, provider down) is a plain
 * JSON error with its status: that error is thrown to the caller. `abort` is triggered when the browser goes
 * away, which stops the model call (the AI layer still meters what was generated).
 */
export async function sendAnalysisStream(
  reply: FastifyReply,
  deltas: AsyncGenerator<string, AnalysisResult>,
  abort: AbortController,
): Promise<void> {
  const res = reply.raw;
  const handleClose = () => {
    if (!res.writableFinished) abort.abort();
  };
  res.on('close', handleClose);
  let next: IteratorResult<string, AnalysisResult>;
  try {
    next = await deltas.next();
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
      stream.send('delta', { text: next.value });
      next = await deltas.next();
    }
    const done: AnalysisStreamDone = { analysis: next.value.analysis, usage: next.value.usage };
    stream.send('done', done);
  } catch (err) {
    if (!abort.signal.aborted) {
      const failure = toStreamError(err);
      if (failure.code === 'INTERNAL') reply.log.error({ err }, 'analysis stream failed');
      else reply.log.warn({ err: failure.message }, 'analysis stream failed');
      const details = failure.details === undefined ? {} : { details: failure.details };
      stream.send('error', { error: { code: failure.code, message: failure.message, ...details } });
    }
  } finally {
    res.off('close', handleClose);
    stream.close();
  }
}
