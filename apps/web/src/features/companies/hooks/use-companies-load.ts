import { COMPANIES_LOADING_GUARD_MS, type Company } from '@rw/core';
import { useCallback } from 'react';
import { useCompanies } from '#/features/companies/api/get-companies';
import { useLoadingGuard } from '#/features/companies/hooks/use-loading-guard';
import { usePageShowRefetch } from '#/features/companies/hooks/use-page-show-refetch';
import {
  type CompaniesLoadError,
  companiesLoadError,
  loadingGuardError,
} from '#/features/companies/utils/load-error';

/**
 * The companies list's load states (docs/product/companies.md#loading-and-errors): loading,
 * error, empty or list.
 */
export type CompaniesLoad =
  | { status: 'loading' }
  | { status: 'error'; error: CompaniesLoadError }
  | { status: 'ready'; companies: Company[]; refreshError: CompaniesLoadError | null };

/**
 * The signed-in user's companies with their load states (docs/product/companies.md#loading-and-errors): a
 * 10 s loading guard, the error texts, refetch on page show, and `retry` that clears the error and refetches.
 */
export function useCompaniesLoad(userId: string): CompaniesLoad & { retry: () => void } {
  const query = useCompanies(userId);
  const { refetch } = query;
  const loading = query.data === undefined && query.fetchStatus === 'fetching';
  const guard = useLoadingGuard(loading, COMPANIES_LOADING_GUARD_MS);
  const { reset } = guard;

  const refresh = useCallback(() => void refetch(), [refetch]);
  usePageShowRefetch(refresh);

  const retry = useCallback(() => {
    reset();
    void refetch({ cancelRefetch: true });
  }, [reset, refetch]);

  if (query.data) {
    const refreshError = query.isError ? companiesLoadError(query.error) : null;
    return { status: 'ready', companies: query.data, refreshError, retry };
  }
  if (guard.tripped) return { status: 'error', error: loadingGuardError, retry };
  if (loading) return { status: 'loading', retry };
  if (query.isError) return { status: 'error', error: companiesLoadError(query.error), retry };
  return { status: 'loading', retry };
}
