import { companyMessages } from '@rw/core';
import { ApiError } from '#/lib/api-client';

/** What the companies screen shows instead of the list (docs/product/companies.md#loading-and-errors). */
export type CompaniesLoadError =
  | { kind: 'timeout'; message: string }
  | { kind: 'session'; message: string }
  | { kind: 'guard'; message: string }
  | { kind: 'failed'; message: string; detail: string };

/**
 * Maps a load failure to its text: the 15 s timeout → 'Request timed out. Please retry.'; a 401/403 →
 * 'Session expired. Please sign in again.'; anything else → 'Failed to load companies' with the
 * underlying message as detail.
 */
export function companiesLoadError(error: unknown): CompaniesLoadError {
  if (error instanceof ApiError) {
    if (error.code === 'TIMEOUT') return { kind: 'timeout', message: companyMessages.timedOut };
    if (error.status === 401 || error.status === 403) {
      return { kind: 'session', message: companyMessages.sessionExpired };
    }
  }
  const detail = error instanceof Error && error.message ? error.message : String(error);
  return { kind: 'failed', message: companyMessages.loadFailed, detail };
}

/**
 * The loading guard's error: loading is force-ended after 10 s
 * (docs/product/companies.md#loading-and-errors).
 */
export const loadingGuardError: CompaniesLoadError = { kind: 'guard', message: companyMessages.tookTooLong };
