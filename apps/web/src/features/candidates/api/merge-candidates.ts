import { type CandidateMergeBody, type CandidateMergeResponse, candidateMergeResponse } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidatesKeys } from '#/features/candidates/api/candidates';
import { apiRequest } from '#/lib/api-client';

/**
 * Merges `body.duplicate_id` into candidate `survivorId` (`POST /api/candidates/{id}/merge`,
 * docs/product/candidates.md#merge): the values chosen field by field, the duplicate's stage records moved
 * (in a job both are in, the survivor's application is kept), the duplicate deleted.
 * @returns the survivor as merged, what moved and what was dropped, and the message to show.
 * @throws ApiError (400 'Choose another candidate to merge with.', 404 'Candidate not found', 409)
 */
export function mergeCandidates(
  survivorId: string,
  body: CandidateMergeBody,
): Promise<CandidateMergeResponse> {
  return apiRequest(`/api/candidates/${encodeURIComponent(survivorId)}/merge`, {
    method: 'POST',
    body,
    schema: candidateMergeResponse,
    timeoutMs: 60_000,
  });
}

/** The merge as a mutation: afterwards the page, the lists and the job tabs are read again. */
export function useMergeCandidates(survivorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidateMergeBody) => mergeCandidates(survivorId, body),
    onSuccess: async (result) => {
      queryClient.removeQueries({ queryKey: candidatesKeys.detail(result.duplicate_id) });
      await queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['job-candidates'] });
    },
  });
}
