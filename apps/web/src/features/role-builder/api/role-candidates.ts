import {
  addCandidateToStageResponse,
  type CandidateFieldsBody,
  type CandidateListItem,
  candidate,
  candidateListResponse,
  GLANCE_STAGE,
  jobCandidatesResponse,
  type RoleCandidate,
  roleCandidatesFromRows,
} from '@rw/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobsAreaKey, roleBuilderKeys } from '#/features/role-builder/api/role-builder-keys';
import { apiRequest } from '#/lib/api-client';

/**
 * The job's candidates as their stage records say (`GET /api/jobs/{id}/candidates?status=all`, one line each:
 * docs/product/role-builder.md#candidates). @throws ApiError
 */
export async function getRoleCandidates(jobId: string, signal?: AbortSignal): Promise<RoleCandidate[]> {
  const res = await apiRequest(`/api/jobs/${encodeURIComponent(jobId)}/candidates?status=all&limit=2000`, {
    schema: jobCandidatesResponse,
    signal,
  });
  return roleCandidatesFromRows(res.rows);
}

export function useRoleCandidates(jobId: string | null) {
  return useQuery({
    queryKey: roleBuilderKeys.candidates(jobId ?? ''),
    queryFn: ({ signal }) => getRoleCandidates(jobId!, signal),
    enabled: Boolean(jobId),
  });
}

/** The organisation's candidates matching `q` (`GET /api/candidates?q=`, 10 at most). @throws ApiError */
export async function searchCandidates(q: string, signal?: AbortSignal): Promise<CandidateListItem[]> {
  const query = new URLSearchParams({ q, limit: '10' });
  return (await apiRequest(`/api/candidates?${query}`, { schema: candidateListResponse, signal })).candidates;
}

export function useCandidateSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: roleBuilderKeys.search(q),
    queryFn: ({ signal }) => searchCandidates(q, signal),
    enabled,
  });
}

/**
 * Puts a candidate into the job's Glance stage (`POST /api/jobs/{id}/candidates`, add_candidate_to_stage, as
 * the CSV import does); a new one is created first (`POST /api/candidates`). @throws ApiError
 */
export async function addCandidateToGlance(
  jobId: string,
  who: { id: string } | { fields: CandidateFieldsBody },
): Promise<void> {
  const id =
    'id' in who
      ? who.id
      : (await apiRequest('/api/candidates', { method: 'POST', body: who.fields, schema: candidate })).id;
  await apiRequest(`/api/jobs/${encodeURIComponent(jobId)}/candidates`, {
    method: 'POST',
    body: { ...GLANCE_STAGE, candidate_id: id },
    schema: addCandidateToStageResponse,
  });
}

export function useAddCandidate(jobId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (who: { id: string } | { fields: CandidateFieldsBody }) => addCandidateToGlance(jobId!, who),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: roleBuilderKeys.candidates(jobId ?? '') });
      void queryClient.invalidateQueries({ queryKey: jobsAreaKey });
    },
  });
}
