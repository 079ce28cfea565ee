import { z } from 'zod';
import { isAdminRole, type Role } from './auth.js';

/*
 * Who sees and may do what with the organisation's jobs (docs/product/jobs.md#access): My Jobs or the
 * Team's list, and the rule for deleting a colleague's job. The words of the list's views live here too.
 */

/** The jobs a list shows: the caller's own ('mine', the default) or every job of the organisation ('team'). */
export const jobScopes = ['mine', 'team'] as const;
export type JobScope = (typeof jobScopes)[number];
export const jobScopeSchema = z.enum(jobScopes);

/** GET /api/jobs query (docs/product/jobs.md#my-jobs): the scope (default mine) and how many rows at most. */
export const jobListQuery = z.object({
  scope: jobScopeSchema.default('mine'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type JobListQuery = z.input<typeof jobListQuery>;

/** Words of the My Jobs / Team views and of the delete rule (docs/product/jobs.md#my-jobs, #access). */
export const jobAccessMessages = {
  scopeLabel: 'Jobs to show',
  mine: 'My Jobs',
  team: 'Team',
  teamEmptyTitle: 'No team jobs yet',
  teamEmptyText: 'Jobs created by anyone in your organisation show here.',
  createdByYou: 'Created by you',
  createdByFormerMember: 'Created by a former member',
  deleteForbidden: 'Only the person who created this job, or an admin, can delete it.',
} as const;

/** 'Created by {name}' on a Team card: 'you' for the caller's own job, a former member when the creator is gone. */
export function createdByLabel(
  job: { created_by: string | null; created_by_name?: string | null },
  userId: string,
): string {
  if (job.created_by !== null && job.created_by === userId) return jobAccessMessages.createdByYou;
  if (!job.created_by || !job.created_by_name) return jobAccessMessages.createdByFormerMember;
  return `Created by ${job.created_by_name}`;
}

/**
 * Whether `user` may delete `job` (docs/product/jobs.md#access): its creator, or an admin (or the owner) of
 * the organisation. Every member may open and edit it.
 */
export function canDeleteJob(job: { created_by: string | null }, user: { id: string; role: Role }): boolean {
  return job.created_by === user.id || isAdminRole(user.role);
}
