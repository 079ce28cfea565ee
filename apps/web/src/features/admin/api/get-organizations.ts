import { type AdminOrganization, adminOrganizationList } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/** Every organisation, newest first, keys masked (`GET /api/admin/organizations`). @throws ApiError */
export async function getOrganizations(signal?: AbortSignal): Promise<AdminOrganization[]> {
  const res = await apiRequest('/api/admin/organizations', { schema: adminOrganizationList, signal });
  return res.organizations;
}

export const organizationsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.organizations(), queryFn: ({ signal }) => getOrganizations(signal) });

export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}
