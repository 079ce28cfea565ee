import { type CandidateErasure, candidateErasure } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidatesKeys } from '#/features/candidates/api/candidates';
import { apiRequest } from '#/lib/api-client';

/**
 * Erases a candidate for good (`DELETE /api/candidates/{id}`, admins, docs/product/candidates.md#erase):
 * `confirm` is their full name as the page shows it.
 * @returns the audit entry and what was removed.
 * @throws ApiError (400 "Type the candidate's full name exactly as shown to confirm.", 403, 404)
 */
export function eraseCandidate(id: string, confirm: string): Promise<CandidateErasure> {
  return apiRequest(`/api/candidates/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    body: { confirm },
    schema: candidateErasure,
    timeoutMs: 60_000,
  });
}

/** The erasure as a mutation: afterwards nothing cached shows the candidate (page, lists, job tabs). */
export function useEraseCandidate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) => eraseCandidate(id, confirm),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: candidatesKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['job-candidates'] });
    },
  });
}
