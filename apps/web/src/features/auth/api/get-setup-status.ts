import { type SetupStatus, setupStatus } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/** First-run state and sign-in options (`GET /api/setup`). @throws ApiError */
export function getSetupStatus(signal?: AbortSignal): Promise<SetupStatus> {
  return apiRequest('/api/setup', { schema: setupStatus, signal, session: false });
}

export const setupStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['setup-status'],
    queryFn: ({ signal }) => getSetupStatus(signal),
    staleTime: 60_000,
  });

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}
