import { z } from 'zod';

/*
 * Why an AI call failed, in plain words (docs/product/ai.md#what-happened): the server puts one line in the
 * `detail` of an error body's `details`, of a job AI task's state and of a scoring run, and the screens show it
 * under the feature's own message.
 */

/** Why a model call failed after its retries (the AI layer's `details.reason`). */
export const aiFailureReasons = [
  'not_configured',
  'credit_limit',
  'auth',
  'timeout',
  'rate_limited',
  'invalid_output',
  'empty_reply',
  'provider_error',
] as const;
export type AiFailureReason = (typeof aiFailureReasons)[number];

/** What the network said when the provider gave no HTTP answer at all. */
export type AiNetworkProblem = 'refused' | 'not_found' | 'closed' | 'unreachable' | 'tls';

/**
 * One failure as the AI layer saw it: the reason, the provider's HTTP status when it answered, the limit that
 * ran out for a timeout (ms), the network problem when it did not answer, and how many calls failed in a row
 * when the failures stopped a whole run (docs/product/ai.md#circuit-breaker).
 */
export type AiFailureCause = {
  reason: AiFailureReason;
  status?: number;
  timeoutMs?: number;
  network?: AiNetworkProblem;
  failedInARow?: number;
};

const networkWords: Record<AiNetworkProblem, string> = {
  refused: 'connection refused',
  not_found: 'address not found',
  closed: 'connection closed',
  unreachable: 'network unreachable',
  tls: 'secure connection failed',
};

/** '30 s', '2.5 s', '200 ms'. */
function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

/**
 * The plain-words line for a failure (docs/product/ai.md#what-happened), e.g. 'The AI provider did not
 * answer (timeout after 30 s)', 'The API key was refused', 'Monthly credit limit reached'; with
 * `failedInARow`, '; stopped after {n} failed calls in a row' is added.
 */
export function aiFailureDetail(cause: AiFailureCause): string {
  const text = baseDetail(cause);
  return cause.failedInARow ? `${text}; stopped after ${cause.failedInARow} failed calls in a row` : text;
}

function baseDetail({ reason, status, timeoutMs, network }: AiFailureCause): string {
  switch (reason) {
    case 'not_configured':
      return 'No API key is configured for your organisation';
    case 'credit_limit':
      return 'Monthly credit limit reached';
    case 'auth':
      return 'The API key was refused';
    case 'timeout':
      return timeoutMs
        ? `The AI provider did not answer (timeout after ${duration(timeoutMs)})`
        : 'The AI provider did not answer in time';
    case 'rate_limited':
      return 'The AI provider kept refusing requests as too many (HTTP 429)';
    case 'invalid_output':
      return 'The AI reply did not match the expected format';
    case 'empty_reply':
      return 'The AI provider sent an empty reply';
    case 'provider_error':
      if (network) return `The AI provider could not be reached (${networkWords[network]})`;
      if (status) return `The AI provider answered with an error (HTTP ${status})`;
      return 'The AI provider failed without saying why';
  }
}

const withDetail = z.object({ detail: z.string().min(1) });

/**
 * The plain-words line an API error carries in `error.details.detail` (an AI failure), or null for any other
 * error.
 */
export function aiFailureDetailOf(details: unknown): string | null {
  const parsed = withDetail.safeParse(details);
  return parsed.success ? parsed.data.detail : null;
}
