import { jobScopeSchema } from '@rw/core';
import { z } from 'zod';

/** The job page's tabs, in order, as they appear in `?tab=` (docs/product/jobs.md#job-detail). */
export const jobTabs = [
  'overview',
  'job-description',
  'interview-process',
  'candidates',
  'analytics',
] as const;
export type JobTab = (typeof jobTabs)[number];

/** `/jobs/{id}?tab=`: an unknown tab falls back to the default (Details). */
export const jobDetailSearch = z.object({ tab: z.enum(jobTabs).optional().catch(undefined) });

/**
 * `/jobs/my-jobs?scope=`: 'team' shows the Team view; 'mine', none or an unknown value shows My Jobs
 * (docs/product/jobs.md#my-jobs).
 */
export const myJobsSearch = z.object({ scope: jobScopeSchema.optional().catch(undefined) });
export type MyJobsSearch = z.infer<typeof myJobsSearch>;
