import { cvSorterCandidateDetail } from '@rw/core';
import { queryOptions } from '@tanstack/react-query';
import { cvSorterKeys, searchPath } from '#/features/cv-sorter/api/keys';
import { apiRequest } from '#/lib/api-client';

/**
 * A candidate with the scoring breakdown: four scores and rationales, the company description, the prompt
 * version and model (`GET …/searches/{id}/candidates/{candidateId}`). @throws ApiError ('Candidate not found')
 */
export const candidateDetailQueryOptions = (searchId: string, candidateId: string) =>
  queryOptions({
    queryKey: cvSorterKeys.candidate(searchId, candidateId),
    queryFn: ({ signal }) =>
      apiRequest(searchPath(searchId, `/candidates/${encodeURIComponent(candidateId)}`), {
        schema: cvSorterCandidateDetail,
        signal,
      }),
  });
