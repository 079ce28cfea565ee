import { type RoleCompanyOption, roleCompaniesResponse } from '@rw/core';
import { useQuery } from '@tanstack/react-query';
import { roleBuilderKeys } from '#/features/role-builder/api/role-builder-keys';
import { apiRequest } from '#/lib/api-client';

/**
 * The organisation's companies with their descriptions as plain text (`GET /api/role-builder/companies`,
 * docs/product/role-builder.md#create-job-description). @throws ApiError
 */
export async function getRoleCompanies(signal?: AbortSignal): Promise<RoleCompanyOption[]> {
  return (await apiRequest('/api/role-builder/companies', { schema: roleCompaniesResponse, signal }))
    .companies;
}

/** Loaded while the form is open. */
export function useRoleCompanies(enabled: boolean) {
  return useQuery({
    queryKey: roleBuilderKeys.companies(),
    queryFn: ({ signal }) => getRoleCompanies(signal),
    enabled,
  });
}
