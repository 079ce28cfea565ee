import {
  type CreateRoleJobBody,
  type ImportRoleJobBody,
  type MaterializeWorkflowBody,
  type RoleBuilderState,
  type RoleCriterion,
  type RoleJobResponse,
  roleBuilderState,
  roleJobResponse,
} from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobsAreaKey, roleBuilderKeys } from '#/features/role-builder/api/role-builder-keys';
import { apiRequest } from '#/lib/api-client';

/** Save & Start Process (`POST /api/role-builder/jobs`): the job, with criteria when given. @throws ApiError */
export function createRoleJob(body: CreateRoleJobBody): Promise<RoleJobResponse> {
  return apiRequest('/api/role-builder/jobs', { method: 'POST', body, schema: roleJobResponse });
}

/** Import (`POST /api/role-builder/import`): an export as a new job. @throws ApiError */
export function importRoleJob(body: ImportRoleJobBody): Promise<RoleJobResponse> {
  return apiRequest('/api/role-builder/import', { method: 'POST', body, schema: roleJobResponse });
}

/** Save Process (`POST /api/materialize-workflow`): the canvas made the job's process. @throws ApiError */
export function materializeWorkflow(body: MaterializeWorkflowBody): Promise<RoleBuilderState> {
  return apiRequest('/api/materialize-workflow', { method: 'POST', body, schema: roleBuilderState });
}

/** Save Criteria on a job (`PUT /api/jobs/{id}/role-builder/criteria`). @throws ApiError */
export function saveRoleCriteria(jobId: string, criteria: RoleCriterion[]): Promise<RoleBuilderState> {
  return apiRequest(`/api/jobs/${encodeURIComponent(jobId)}/role-builder/criteria`, {
    method: 'PUT',
    body: { criteria },
    schema: roleBuilderState,
  });
}

/** Deletes a job (`DELETE /api/jobs/{id}`, the jobs area's rule). @throws ApiError */
export function deleteRoleJob(jobId: string): Promise<void> {
  return apiRequest(`/api/jobs/${encodeURIComponent(jobId)}`, { method: 'DELETE' });
}

/** The mutations of the page; each keeps the canvas cache current and refreshes the jobs lists. */
export function useRoleBuilderMutations() {
  const queryClient = useQueryClient();
  const refreshJobs = () => {
    void queryClient.invalidateQueries({ queryKey: roleBuilderKeys.jobs() });
    void queryClient.invalidateQueries({ queryKey: jobsAreaKey });
  };
  const keep = (state: RoleBuilderState) =>
    queryClient.setQueryData(roleBuilderKeys.state(state.job_id), state);
  const made = (res: RoleJobResponse) => {
    queryClient.setQueryData(roleBuilderKeys.job(res.job.id), res.job);
    keep(res.state);
    refreshJobs();
  };
  return {
    create: useMutation({ mutationFn: createRoleJob, onSuccess: made }),
    importJob: useMutation({ mutationFn: importRoleJob, onSuccess: made }),
    materialize: useMutation({
      mutationFn: materializeWorkflow,
      onSuccess: (state) => {
        keep(state);
        void queryClient.invalidateQueries({ queryKey: jobsAreaKey });
      },
    }),
    saveCriteria: useMutation({
      mutationFn: (v: { jobId: string; criteria: RoleCriterion[] }) => saveRoleCriteria(v.jobId, v.criteria),
      onSuccess: keep,
    }),
    remove: useMutation({
      mutationFn: deleteRoleJob,
      onSettled: refreshJobs,
    }),
  };
}
