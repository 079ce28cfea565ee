import { adminOrganization, type OrganizationCreateInput } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/** Adds an organisation (`POST /api/admin/organizations`, 201). @throws ApiError (409 for a taken domain) */
export function createOrganization(body: OrganizationCreateInput) {
  return apiRequest('/api/admin/organizations', { method: 'POST', body, schema: adminOrganization });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
