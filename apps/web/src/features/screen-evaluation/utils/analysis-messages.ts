import { analysisFailedMessage, messages, screenEvaluationMessages } from '@rw/core';
import type { AnalysisRequestError } from '#/features/screen-evaluation/api/stream-analysis';

/** Failures a retry cannot fix: the user needs their administrator, so the server's reason is shown too. */
const configurationReasons = new Set(['not_configured', 'credit_limit', 'auth']);

/**
 * The alert of a failed analysis (spec 3 section 8): always 'Analysis failed. Please try again.'; for a
 * missing or rejected key, a spent credit or a lost session, also the server's reason (e.g. 'OpenAI API key
 * not configured for your organization. Please contact your administrator.').
 */
export function analysisFailureAlert(error: AnalysisRequestError | null): {
  title: string;
  detail: string | null;
} {
  const title = screenEvaluationMessages.analysisFailed;
  if (!error) return { title, detail: null };
  if (error.code === 'SESSION_EXPIRED') return { title, detail: messages.sessionExpired };
  if (error.reason && configurationReasons.has(error.reason)) {
    const prefix = analysisFailedMessage('');
    const detail = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
    return { title, detail };
  }
  return { title, detail: null };
}

/** '12,345 characters' for the transcript counter. */
export function formatCharacterCount(count: number, max: number): string {
  return `${count.toLocaleString('en')} / ${max.toLocaleString('en')} characters`;
}
