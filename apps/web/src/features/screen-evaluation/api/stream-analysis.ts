import {
  type AnalysisStreamDone,
  type AnalyzeTranscriptBody,
  analysisStreamDelta,
  analysisStreamDone,
  errorBody,
  messages,
} from '@rw/core';
import { refreshSession } from '#/lib/api-client';
import { readSse } from './read-sse';

/**
 * A failed analysis: `message` is the server's text ('Analysis failed: {message}', spec 3 section 8) or the
 * client's, `reason` the AI layer's failure reason when the server gave one ('not_configured', …).
 */
export class AnalysisRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly reason: string | null;

  constructor(status: number, code: string, message: string, reason: string | null = null) {
    super(message);
    this.name = 'AnalysisRequestError';
    this.status = status;
    this.code = code;
    this.reason = reason;
  }
}

function reasonOf(details: unknown): string | null {
  if (typeof details !== 'object' || details === null || !('reason' in details)) return null;
  return typeof details.reason === 'string' ? details.reason : null;
}

function toAnalysisRequestError(status: number, json: unknown): AnalysisRequestError {
  const parsed = errorBody.safeParse(json);
  if (!parsed.success)
    return new AnalysisRequestError(status, 'HTTP_ERROR', `Request failed with status ${status}`);
  const { code, message, details } = parsed.data.error;
  return new AnalysisRequestError(status, code, message, reasonOf(details));
}

function post(body: AnalyzeTranscriptBody, signal: AbortSignal): Promise<Response> {
  return fetch('/api/analyze-transcript', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
}

async function open(body: AnalyzeTranscriptBody, signal: AbortSignal): Promise<Response> {
  try {
    let res = await post(body, signal);
    // As the API client does: one session refresh and one retry on a 401.
    if (res.status === 401 && (await refreshSession())) res = await post(body, signal);
    if (res.status === 401) throw new AnalysisRequestError(401, 'SESSION_EXPIRED', messages.sessionExpired);
    return res;
  } catch (error) {
    if (error instanceof AnalysisRequestError || signal.aborted) throw error;
    throw new AnalysisRequestError(0, 'NETWORK', 'Network error. Please check your connection and retry.');
  }
}

/**
 * Streams an analysis (`POST /api/analyze-transcript`, `Accept: text/event-stream`; the events are
 * described in @rw/core): calls `onDelta` with each piece of text as it arrives.
 * @returns the whole analysis and its usage (the `done` event).
 * @throws AnalysisRequestError for an error answer, an `error` event or a stream cut short; the caller's
 *   AbortError when `signal` aborts (Stop).
 */
export async function streamAnalysis(
  body: AnalyzeTranscriptBody,
  opts: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<AnalysisStreamDone> {
  const res = await open(body, opts.signal);
  if (!res.ok || !res.body) {
    const json: unknown = await res.json().catch(() => null);
    throw toAnalysisRequestError(res.status, json);
  }
  try {
    for await (const message of readSse(res.body)) {
      const data: unknown = JSON.parse(message.data);
      if (message.event === 'delta') opts.onDelta(analysisStreamDelta.parse(data).text);
      else if (message.event === 'done') return analysisStreamDone.parse(data);
      else if (message.event === 'error') throw toAnalysisRequestError(200, data);
    }
  } catch (error) {
    if (error instanceof AnalysisRequestError || opts.signal.aborted) throw error;
    throw new AnalysisRequestError(200, 'INVALID_RESPONSE', 'The analysis stream could not be read.');
  }
  throw new AnalysisRequestError(
    200,
    'NETWORK',
    'The analysis stream ended before the analysis was complete.',
  );
}
