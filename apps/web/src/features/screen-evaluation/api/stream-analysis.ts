import {
  type AnalysisStreamDone,
  type AnalyzeTranscriptBody,
  analysisStreamDelta,
  analysisStreamDone,
} from '@rw/core';
import { ApiError, apiStream, toApiError } from '#/lib/api-client';

/**
 * Streams an analysis (`POST /api/analyze-transcript`, `Accept: text/event-stream`; the events are
 * described in @rw/core) through the api client's stream: calls `onDelta` with each piece of text as it
 * arrives. A failed analysis is an ApiError whose message is the server's ('Analysis failed: {message}',
 * docs/product/screen-evaluation.md#messages) or the client's, with the AI layer's failure reason in
 * `details.reason` when the server gave one ('not_configured', …).
 * @returns the whole analysis and its usage (the `done` event).
 * @throws ApiError for an error answer, an `error` event or a stream cut short; the caller's AbortError when
 *   `signal` aborts (Stop).
 */
export async function streamAnalysis(
  body: AnalyzeTranscriptBody,
  opts: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<AnalysisStreamDone> {
  const events = await apiStream('/api/analyze-transcript', { method: 'POST', body, signal: opts.signal });
  let failure: ApiError | null = null;
  try {
    for await (const message of events) {
      const data: unknown = JSON.parse(message.data);
      if (message.event === 'delta') opts.onDelta(analysisStreamDelta.parse(data).text);
      else if (message.event === 'done') return analysisStreamDone.parse(data);
      else if (message.event === 'error') {
        failure = toApiError(200, data);
        break;
      }
    }
  } catch (error) {
    if (opts.signal.aborted) throw error;
    throw new ApiError(200, 'INVALID_RESPONSE', 'The analysis stream could not be read.');
  }
  if (failure) throw failure;
  throw new ApiError(200, 'NETWORK', 'The analysis stream ended before the analysis was complete.');
}
