import { AppError } from '#src/lib/app-error.js';

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
export type AiFailureReason =
  | 'not_configured'
  | 'credit_limit'
  | 'auth'
  | 'timeout'
  | 'rate_limited'
  | 'invalid_output'
  | 'empty_reply'
  | 'provider_error';

export type AiFailureDetails = { reason: AiFailureReason; status?: number };

/** An AppError carrying `details.reason`; 503 for provider trouble, 403 for configuration and credit. */
export function aiFailure(reason: AiFailureReason, status?: number): AppError {
  const details: AiFailureDetails = status === undefined ? { reason } : { reason, status };
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

/** The failure reason of an error raised by the AI layer, or undefined for any other error. */
export function aiFailureReason(err: unknown): AiFailureReason | undefined {
  if (!(err instanceof AppError)) return undefined;
  const details = err.details as Partial<AiFailureDetails> | undefined;
  return typeof details?.reason === 'string' ? details.reason : undefined;
}
