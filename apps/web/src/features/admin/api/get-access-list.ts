import { type AccessEntry, accessEntry } from '@rw/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

const accessListResponse = z.object({ entries: z.array(accessEntry) });

/** Who may sign in: e-mails first, then domains (`GET /api/admin/access-list`). @throws ApiError */
export async function getAccessList(signal?: AbortSignal): Promise<AccessEntry[]> {
  return (await apiRequest('/api/admin/access-list', { schema: accessListResponse, signal })).entries;
}

export const accessListQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.accessList(), queryFn: ({ signal }) => getAccessList(signal) });

export function useAccessList() {
  return useQuery(accessListQueryOptions());
}
