import type { Company } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKeys } from '#/features/companies/api/get-companies';
import { apiRequest } from '#/lib/api-client';

/** Deletes a company (`DELETE /api/companies/:id`, 204). @throws ApiError (404 when already gone) */
export function deleteCompany(id: string): Promise<void> {
  return apiRequest(`/api/companies/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Delete, removing the company from the cached list before the list is refetched. */
export function useDeleteCompany(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: (_void, id) => {
      queryClient.setQueryData<Company[]>(companiesKeys.list(userId), (list) =>
        list?.filter((c) => c.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: companiesKeys.all });
    },
  });
}
