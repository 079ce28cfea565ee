import { type Company, company, type UpdateCompanyInput } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKeys } from '#/features/companies/api/get-companies';
import { apiRequest } from '#/lib/api-client';

export type UpdateCompanyVariables = { id: string; body: UpdateCompanyInput };

/**
 * Saves the fields sent (`PATCH /api/companies/:id`). @throws ApiError (404 when the company is gone or
 * not the user's, 400 with a field message)
 */
export function updateCompany({ id, body }: UpdateCompanyVariables): Promise<Company> {
  return apiRequest(`/api/companies/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: company });
}

/** Update, replacing the company in the cached list before the list is refetched. */
export function useUpdateCompany(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (saved) => {
      queryClient.setQueryData<Company[]>(companiesKeys.list(userId), (list) =>
        list?.map((c) => (c.id === saved.id ? saved : c)),
      );
      return queryClient.invalidateQueries({ queryKey: companiesKeys.all });
    },
  });
}
