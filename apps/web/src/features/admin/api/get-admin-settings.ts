import { type AdminSettingsView, adminSettingsView } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/** Domain Settings of the owner's e-mail domain, key masked (`GET /api/admin/settings`). @throws ApiError */
export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettingsView> {
  return apiRequest('/api/admin/settings', { schema: adminSettingsView, signal });
}

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.settings(), queryFn: ({ signal }) => getAdminSettings(signal) });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
