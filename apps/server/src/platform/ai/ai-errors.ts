import {
  type AiFailureCause,
  type AiFailureReason,
  type AiNetworkProblem,
  aiFailureDetail,
  aiFailureDetailOf,
} from '@rw/core';
import { APIConnectionTimeoutError } from 'openai';
import { AppError } from '#src/lib/app-error.js';
import { errorStatus } from './retry.js';

/** User-visible messages of the AI layer (docs/product/ai.md#messages). */
export const aiMessages = {
  keyNotConfigured: 'OpenAI API key not configured for your organization. Please contact your administrator.',
  keyRejected: 'The OpenAI API key of your organization was rejected. Please contact your administrator.',
  creditLimitReached:
    'Monthly AI credit limit reached for your organization. Please contact your administrator.',
  timeout: 'The AI request timed out. Please try again.',
  rateLimited: 'The AI provider is busy. Please try again in a minute.',
  invalidOutput: 'The AI reply could not be understood. Please try again.',
  emptyReply: 'The AI provider returned no reply. Please try again.',
  failed: 'The AI request failed. Please try again.',
} as const;

/**
 * Why a model call failed after its retries, so a feature can replace the generic message with its own
 * message (e.g. tone generation: 'OpenAI request timed out', 'No response from OpenAI').
 */
export type { AiFailureReason } from '@rw/core';

/**
 * An AI failure's `details`: the reason, the provider's HTTP status when it answered, and `detail`, what
 * happened in plain words (docs/product/ai.md#what-happened), which the screens show under their message.
 */
export type AiFailureDetails = { reason: AiFailureReason; status?: number; detail: string };

/**
 * An AppError carrying `details.reason` and `details.detail`; 503 for provider trouble, 403 for credit.
 * @param cause the reason with what is known of it (status, timeout, network problem); a bare reason is
 *   accepted.
 */
export function aiFailure(cause: AiFailureReason | AiFailureCause, status?: number): AppError {
  const full: AiFailureCause = typeof cause === 'string' ? { reason: cause, status } : cause;
  const { reason } = full;
  const details: AiFailureDetails = {
    reason,
    ...(full.status === undefined ? {} : { status: full.status }),
    detail: aiFailureDetail(full),
  };
  switch (reason) {
    case 'not_configured':
      return new AppError('UNAVAILABLE', aiMessages.keyNotConfigured, details);
    case 'credit_limit':
      return new AppError('FORBIDDEN', aiMessages.creditLimitReached, details);
    case 'auth':
      return new AppError('UNAVAILABLE', aiMessages.keyRejected, details);
    case 'timeout':
      return new AppError('UNAVAILABLE', aiMessages.timeout, details);
    case 'rate_limited':
      return new AppError('RATE_LIMITED', aiMessages.rateLimited, details);
    case 'invalid_output':
      return new AppError('UNAVAILABLE', aiMessages.invalidOutput, details);
    case 'empty_reply':
      return new AppError('UNAVAILABLE', aiMessages.emptyReply, details);
    case 'provider_error':
      return new AppError('UNAVAILABLE', aiMessages.failed, details);
  }
}

const networkCodes: [RegExp, AiNetworkProblem][] = [
  [/^ECONNREFUSED$/, 'refused'],
  [/^(ENOTFOUND|EAI_AGAIN)$/, 'not_found'],
  [/^(ECONNRESET|EPIPE|UND_ERR_SOCKET|UND_ERR_CLOSED)$/, 'closed'],
  [/^(EHOSTUNREACH|ENETUNREACH|ENETDOWN|EHOSTDOWN)$/, 'unreachable'],
  [/^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_)/, 'tls'],
];

/** The network problem behind a connection error (its `cause` chain, Node's error codes), if one is named. */
export function networkProblemOf(err: unknown): AiNetworkProblem | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      const found = networkCodes.find(([pattern]) => pattern.test(code));
      if (found) return found[1];
    }
    const inner = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.length > 0) current = inner[0];
    else current = (current as { cause?: unknown }).cause;
  }
  if (
    err instanceof Error &&
    /other side closed|socket hang up/i.test(`${err.message} ${String(err.cause)}`)
  ) {
    return 'closed';
  }
  return undefined;
}

/**
 * What is known of a provider's failure: a timeout with the limit that ran out (`timeoutMs`, the attempt's),
 * 401/403 as 'auth', 429 as 'rate_limited', anything else as 'provider_error' with its HTTP status or
 * network problem.
 */
export function providerFailureCause(err: unknown, opts: { timeoutMs: number }): AiFailureCause {
  if (err instanceof APIConnectionTimeoutError) return { reason: 'timeout', timeoutMs: opts.timeoutMs };
  const status = errorStatus(err);
  if (status === 401 || status === 403) return { reason: 'auth', status };
  if (status === 429) return { reason: 'rate_limited', status };
  if (status !== undefined) return { reason: 'provider_error', status };
  const network = networkProblemOf(err);
  return network ? { reason: 'provider_error', network } : { reason: 'provider_error' };
}

/** The reason an `aiDeadline` signal aborts with: a feature's overall deadline of `ms` passed. */
export class AiDeadlineError extends Error {
  override name = 'TimeoutError';
  constructor(readonly ms: number) {
    super(`The AI deadline of ${ms} ms passed`);
  }
}

/**
 * A feature's overall deadline (docs/product/ai.md#retry): like `AbortSignal.timeout(ms)`, but its reason
 * (AiDeadlineError) keeps the limit, so the failure can say 'timeout after {n} s'.
 */
export function aiDeadline(ms: number): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new AiDeadlineError(ms)), ms);
  (timer as { unref?: () => void }).unref?.();
  return controller.signal;
}

/** The failure reason of an error raised by the AI layer, or undefined for any other error. */
export function aiFailureReason(err: unknown): AiFailureReason | undefined {
  if (!(err instanceof AppError)) return undefined;
  const details = err.details as Partial<AiFailureDetails> | undefined;
  return typeof details?.reason === 'string' ? details.reason : undefined;
}

/** What happened, in plain words, of an error raised by the AI layer (`details.detail`), or undefined. */
export function aiFailureDetailOfError(err: unknown): string | undefined {
  if (!(err instanceof AppError)) return undefined;
  return aiFailureDetailOf(err.details) ?? undefined;
}
