import type { AnalysisStreamDone } from '@rw/core';
import type { FastifyReply } from 'fastify';
import { sendGeneratorStream } from '#src/platform/events/generator-stream.js';
import { type AnalysisResult, toStreamError } from './analyze-transcript.service.js';

/**
 * Sends an analysis as a `text/event-stream` (docs/product/screen-evaluation.md#analysis, streamed; the
 * events are described in @rw/core `analysisStreamDone`): `delta` per piece of text, then `done` with the
 * whole text and its usage, or `error` with `{error: {code, message}}` when it fails mid-stream. A failure
 * before the stream opens is thrown to the caller (see `sendGeneratorStream`); the browser going away
 * triggers `abort`, which stops the model call (the AI layer still meters what was generated).
 */
export function sendAnalysisStream(
  reply: FastifyReply,
  deltas: AsyncGenerator<string, AnalysisResult>,
  abort: AbortController,
): Promise<void> {
  return sendGeneratorStream(reply, deltas, abort, {
    toEvent: (text) => ({ event: 'delta', data: { text } }),
    done: (result): AnalysisStreamDone => ({ analysis: result.analysis, usage: result.usage }),
    toError: toStreamError,
    label: 'analysis',
  });
}
