import { type RoleBuilderState, roleBuilderState } from '@rw/core';
import { useQuery } from '@tanstack/react-query';
import { roleBuilderKeys } from '#/features/role-builder/api/role-builder-keys';
import { apiRequest } from '#/lib/api-client';

/**
 * The canvas of a job: nodes drawn from its interview process, its role criteria
 * (`GET /api/jobs/{id}/role-builder`, docs/product/role-builder.md#opening-a-job). @throws ApiError
 */
export async function getRoleBuilderState(jobId: string, signal?: AbortSignal): Promise<RoleBuilderState> {
  return apiRequest(`/api/jobs/${encodeURIComponent(jobId)}/role-builder`, {
    schema: roleBuilderState,
    signal,
  });
}

/** Read when a job is selected, and again on focus (a change made in Jobs shows here). */
export function useRoleBuilderState(jobId: string | null) {
  return useQuery({
    queryKey: roleBuilderKeys.state(jobId ?? ''),
    queryFn: ({ signal }) => getRoleBuilderState(jobId!, signal),
    enabled: Boolean(jobId),
  });
}
