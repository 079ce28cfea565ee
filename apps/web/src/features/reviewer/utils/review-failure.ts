import { aiFailureDetailOf, messages, reviewerMessages } from '@rw/core';
import type { ApiError } from '#/lib/api-client';

/** Failures a retry cannot fix: the user needs their administrator, so the server's reason is shown too. */
const configurationReasons = new Set(['not_configured', 'credit_limit', 'auth']);

function reasonOf(details: unknown): string | null {
  if (typeof details !== 'object' || details === null || !('reason' in details)) return null;
  return typeof details.reason === 'string' ? details.reason : null;
}

/**
 * The alert of a failed review (docs/product/reviewer.md#messages): always 'Failed to generate review.
 * Please try again.'; under it, for a missing or rejected key, a spent credit or a lost session, the
 * server's reason, and for any other failure of the AI provider what happened in plain words
 * (docs/product/ai.md#what-happened).
 */
export function reviewFailureAlert(error: ApiError | null): { title: string; detail: string | null } {
  const title = reviewerMessages.generateFailed;
  if (!error) return { title, detail: null };
  if (error.code === 'SESSION_EXPIRED') return { title, detail: messages.sessionExpired };
  const reason = reasonOf(error.details);
  if (reason && configurationReasons.has(reason)) return { title, detail: error.message };
  return { title, detail: aiFailureDetailOf(error.details) };
}
