import { type AdminUser, adminUserList } from '@rw/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, organizationQuery } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/** User profiles, newest first, optionally of one organisation (`GET /api/admin/users`). @throws ApiError */
export async function getAdminUsers(
  organizationId: string | null,
  signal?: AbortSignal,
): Promise<AdminUser[]> {
  const res = await apiRequest(`/api/admin/users${organizationQuery(organizationId)}`, {
    schema: adminUserList,
    signal,
  });
  return res.users;
}

export const adminUsersQueryOptions = (organizationId: string | null) =>
  queryOptions({
    queryKey: adminKeys.users(organizationId),
    queryFn: ({ signal }) => getAdminUsers(organizationId, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(organizationId: string | null) {
  return useQuery(adminUsersQueryOptions(organizationId));
}
