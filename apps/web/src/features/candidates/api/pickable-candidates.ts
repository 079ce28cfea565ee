import { candidateListResponse } from '@rw/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/**
 * The first 20 of the organisation's candidates matching `q` (name, e-mail, title, company, location), for
 * the candidate picker (`GET /api/candidates?q=&limit=20`).
 */
export function usePickableCandidates(q: string) {
  return useQuery({
    queryKey: ['candidates', 'pickable', q],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ limit: '20', ...(q.trim() ? { q: q.trim() } : {}) });
      return (await apiRequest(`/api/candidates?${query}`, { schema: candidateListResponse, signal }))
        .candidates;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
