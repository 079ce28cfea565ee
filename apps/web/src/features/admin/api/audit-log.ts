import { type AuditLogQuery, auditLogPage } from '@rw/core';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { auditLogKey } from '#/features/admin/api/system-settings';
import { apiFile, apiRequest } from '#/lib/api-client';
import { saveDownload } from '#/lib/save-download';

/** The audit log's filters: a person, an action and UTC dates (each optional). */
export type AuditFilters = Pick<AuditLogQuery, 'user_id' | 'action' | 'from' | 'to'>;

function queryOf(filters: AuditFilters & { cursor?: string; limit?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The audit log, newest first, 50 a page (`GET /api/organization/audit-log`). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: [...auditLogKey, filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/organization/audit-log${queryOf({ ...filters, cursor: pageParam })}`, {
        schema: auditLogPage,
        signal,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** Downloads the filtered audit log as CSV (`GET /api/organization/audit-log/export`). */
export function useAuditLogExport() {
  return useMutation({
    mutationFn: async (filters: AuditFilters) => {
      const file = await apiFile(`/api/organization/audit-log/export${queryOf(filters)}`, {
        accept: 'text/csv',
        timeoutMs: 60_000,
      });
      return { blob: file.blob, filename: file.fileName ?? 'audit-log.csv' };
    },
    onSuccess: ({ blob, filename }) => saveDownload(blob, filename),
  });
}
