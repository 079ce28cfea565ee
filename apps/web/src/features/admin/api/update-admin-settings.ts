import { adminSettingsView } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { apiRequest } from '#/lib/api-client';

/** Stores the domain's OpenAI API key (`PUT /api/admin/settings`). @throws ApiError */
export function updateAdminSettings(apiKey: string) {
  return apiRequest('/api/admin/settings', {
    method: 'PUT',
    body: { openai_api_key: apiKey },
    schema: adminSettingsView,
  });
}

export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
