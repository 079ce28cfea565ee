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
