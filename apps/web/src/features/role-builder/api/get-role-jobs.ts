import { type Job, type JobListItem, job, jobList } from '@rw/core';
import { useQuery } from '@tanstack/react-query';
import { roleBuilderKeys } from '#/features/role-builder/api/role-builder-keys';
import { apiRequest } from '#/lib/api-client';

/** 'Select Job': the caller's jobs, made here or in Jobs, newest first (`GET /api/jobs?scope=mine`). @throws ApiError */
export async function getRoleJobs(signal?: AbortSignal): Promise<JobListItem[]> {
  return (await apiRequest('/api/jobs?scope=mine', { schema: jobList, signal })).jobs;
}

export function useRoleJobs(enabled: boolean) {
  return useQuery({
    queryKey: roleBuilderKeys.jobs(),
    queryFn: ({ signal }) => getRoleJobs(signal),
    enabled,
  });
}

/** The selected job (`GET /api/jobs/{id}`): its title, company and description. @throws ApiError */
export async function getRoleJob(id: string, signal?: AbortSignal): Promise<Job> {
  return apiRequest(`/api/jobs/${encodeURIComponent(id)}`, { schema: job, signal });
}

export function useRoleJob(id: string | null) {
  return useQuery({
    queryKey: roleBuilderKeys.job(id ?? ''),
    queryFn: ({ signal }) => getRoleJob(id!, signal),
    enabled: Boolean(id),
  });
}
