import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#/lib/api-client';

/** Retry transient failures (network, timeout, 5xx, 429) up to twice; client errors are final. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * The app's query client. Queries refetch on window focus and on reconnect (DESIGN.md, Web app);
 * TanStack Query's focus manager also covers visibility changes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}
