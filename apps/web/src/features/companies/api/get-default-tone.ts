import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '#/lib/api-client';

const defaultTone = z.object({ tone: z.string() });

/**
 * The tone of voice a new company starts with (`GET /api/companies/default-tone`,
 * docs/product/companies.md#fields): the organisation's default from System Settings, else the product's.
 */
export function useDefaultTone() {
  return useQuery({
    queryKey: ['companies', 'default-tone'],
    queryFn: ({ signal }) => apiRequest('/api/companies/default-tone', { schema: defaultTone, signal }),
    staleTime: 60_000,
    retry: false,
  });
}
