/** Query keys of the Role Builder. Jobs made or deleted here also refresh the jobs area's lists (['jobs']). */
export const roleBuilderKeys = {
  all: ['role-builder'] as const,
  companies: () => ['role-builder', 'companies'] as const,
  jobs: () => ['role-builder', 'jobs'] as const,
  job: (id: string) => ['role-builder', 'job', id] as const,
  state: (id: string) => ['role-builder', 'state', id] as const,
  candidates: (id: string) => ['role-builder', 'candidates', id] as const,
  search: (q: string) => ['role-builder', 'search', q] as const,
};
/** The jobs area's own key: its lists and pages read again after a change made here. */
export const jobsAreaKey = ['jobs'] as const;
