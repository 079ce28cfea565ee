import { type AdminStats, adminStats } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/** The four stat-card figures (`GET /api/admin/stats`, owner only). @throws ApiError */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest('/api/admin/stats', { schema: adminStats, signal });
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
