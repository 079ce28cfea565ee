import { aiFailureDetailOf, analysisFailedMessage, messages, screenEvaluationMessages } from '@rw/core';
import type { ApiError } from '#/lib/api-client';

/** Failures a retry cannot fix: the user needs their administrator, so the server's reason is shown too. */
const configurationReasons = new Set(['not_configured', 'credit_limit', 'auth']);

/** The AI layer's failure reason the server sends in `error.details.reason`, if any. */
function reasonOf(details: unknown): string | null {
  if (typeof details !== 'object' || details === null || !('reason' in details)) return null;
  return typeof details.reason === 'string' ? details.reason : null;
}

/**
 * The alert of a failed analysis (docs/product/screen-evaluation.md#messages): always 'Analysis failed.
 * Please try again.'; for a missing or rejected key, a spent credit or a lost session, also the server's
 * reason (e.g. 'OpenAI API key not configured for your organization. Please contact your administrator.');
 * for any other failure of the AI provider, what happened in plain words (docs/product/ai.md#what-happened,
 * e.g. 'The AI provider did not answer (timeout after 60 s)').
 */
export function analysisFailureAlert(error: ApiError | null): {
  title: string;
  detail: string | null;
} {
  const title = screenEvaluationMessages.analysisFailed;
  if (!error) return { title, detail: null };
  if (error.code === 'SESSION_EXPIRED') return { title, detail: messages.sessionExpired };
  const reason = reasonOf(error.details);
  if (reason && configurationReasons.has(reason)) {
    const prefix = analysisFailedMessage('');
    const detail = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
    return { title, detail };
  }
  return { title, detail: aiFailureDetailOf(error.details) };
}

/** '12,345 characters' for the transcript counter. */
export function formatCharacterCount(count: number, max: number): string {
  return `${count.toLocaleString('en')} / ${max.toLocaleString('en')} characters`;
}
