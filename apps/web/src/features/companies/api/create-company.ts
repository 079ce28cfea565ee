import { type Company, type CreateCompanyInput, company } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKeys } from '#/features/companies/api/get-companies';
import { apiRequest } from '#/lib/api-client';

/**
 * Creates a company (`POST /api/companies`, 201); the server sanitises rich text and derives
 * `company_domain`. @throws ApiError (409 'Maximum of 8 companies per user', 400 with a field message)
 */
export function createCompany(body: CreateCompanyInput): Promise<Company> {
  return apiRequest('/api/companies', { method: 'POST', body, schema: company });
}

/** Create, appending the stored company to the cached list before the list is refetched. */
export function useCreateCompany(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (created) => {
      queryClient.setQueryData<Company[]>(companiesKeys.list(userId), (list) =>
        list ? [...list, created] : [created],
      );
      return queryClient.invalidateQueries({ queryKey: companiesKeys.all });
    },
  });
}
