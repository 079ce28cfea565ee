import {
  type AiProviderUpdateInput,
  aiConnectionTest,
  aiProviderSettings,
  type RetentionErasure,
  type RetentionPreview,
  retentionErasure,
  retentionPreview,
  systemSettingsView,
  type WebhookUpdateInput,
  webhookSettings,
  webhookTestResult,
} from '@rw/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

/*
 * System Settings' calls (docs/product/admin.md#system-settings): the organisation's settings, what an admin
 * changes, the AI connection test, the webhook test event and data retention. Every change reloads the
 * settings and the audit log.
 */

export const systemSettingsKey = ['system-settings'] as const;
export const auditLogKey = ['audit-log'] as const;

/** The organisation's System Settings (`GET /api/organization/settings`). */
export function useSystemSettings() {
  return useQuery({
    queryKey: systemSettingsKey,
    queryFn: ({ signal }) => apiRequest('/api/organization/settings', { schema: systemSettingsView, signal }),
  });
}

function useChange<TArgs, TResult>(call: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: systemSettingsKey });
      await queryClient.invalidateQueries({ queryKey: auditLogKey });
    },
  });
}

/** Saves the AI provider (`PUT /api/organization/settings/ai`); a blank key keeps the stored one. */
export function useUpdateAiProvider() {
  return useChange((body: AiProviderUpdateInput) =>
    apiRequest('/api/organization/settings/ai', { method: 'PUT', body, schema: aiProviderSettings }),
  );
}

/** 'Test connection' with the saved settings (`POST /api/organization/settings/ai/test`, up to 30 s). */
export function useTestAiConnection() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/organization/settings/ai/test', {
        method: 'POST',
        schema: aiConnectionTest,
        timeoutMs: 30_000,
      }),
  });
}

/** Saves the automation webhook (`PUT /api/organization/settings/webhook`). */
export function useUpdateWebhook() {
  return useChange((body: WebhookUpdateInput) =>
    apiRequest('/api/organization/settings/webhook', { method: 'PUT', body, schema: webhookSettings }),
  );
}

/** 'Send test event' to the saved webhook (`POST /api/organization/settings/webhook/test`). */
export function useSendTestEvent() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/organization/settings/webhook/test', {
        method: 'POST',
        schema: webhookTestResult,
        timeoutMs: 20_000,
      }),
  });
}

/** Saves the default tone of voice of new companies; null restores the product's. */
export function useUpdateDefaultTone() {
  return useChange((tone: string | null) =>
    apiRequest('/api/organization/settings/default-tone', {
      method: 'PUT',
      body: { tone: tone ?? '' },
      schema: systemSettingsView,
    }),
  );
}

/** The retention dry run: how many candidates have had no activity for `months` months. */
export function previewRetention(months: number): Promise<RetentionPreview> {
  return apiRequest('/api/organization/settings/retention/preview', {
    method: 'POST',
    body: { months },
    schema: retentionPreview,
  });
}

/** Erases the candidates the dry run counted (`expected_count`), up to 2 minutes for a small set. */
export function useEraseInactive() {
  return useChange(
    (args: { months: number; expected_count: number }): Promise<RetentionErasure> =>
      apiRequest('/api/organization/settings/retention/erase', {
        method: 'POST',
        body: args,
        schema: retentionErasure,
        timeoutMs: 120_000,
      }),
  );
}
