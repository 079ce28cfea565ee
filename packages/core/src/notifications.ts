import { z } from 'zod';
import type { jobAiTasks } from './jobs.js';

export const notificationTypes = ['info', 'success', 'warning', 'error'] as const;

/** The tabs of the job page a notification can open (docs/product/jobs.md#job-detail, `?tab=`). */
export const notificationJobTabs = [
  'overview',
  'job-description',
  'interview-process',
  'candidates',
] as const;
export type NotificationJobTab = (typeof notificationJobTabs)[number];

/**
 * What a notification opens (docs/product/notifications.md#links): a job of the user's organisation (on the
 * tab that shows the result, or its first tab when `tab` is null) or a candidate (from the job `job_id`, if
 * any). `label` names it as it is now: the job's title or the candidate's name (else e-mail).
 */
export const notificationLink = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('job'),
    job_id: z.string(),
    tab: z.enum(notificationJobTabs).nullable(),
    label: z.string(),
  }),
  z.object({
    kind: z.literal('candidate'),
    candidate_id: z.string(),
    job_id: z.string().nullable(),
    label: z.string(),
  }),
]);
export type NotificationLink = z.infer<typeof notificationLink>;

/** A notification as the API returns it (docs/product/notifications.md#notification). */
export const notification = z.object({
  id: z.string(),
  user_id: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  data: z.unknown().nullable(),
  /** The job or candidate it concerns, while it still exists; null for the others. */
  link: notificationLink.nullable().default(null),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = z.object({
  notifications: z.array(notification),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;

/** Notifications are read newest first, 50 at a time, every 5 s (docs/product/notifications.md#limits). */
export const NOTIFICATIONS_LIMIT = 50;
export const NOTIFICATIONS_POLL_MS = 5000;

/** Badge text: the count, or '{cap}+' past the cap ('9+' in the sidebar, '99+' in the panel). */
export function badgeCount(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}

/** The record a notification's `data` names: a job (and the tab that shows the result) or a candidate. */
export type NotificationSubject =
  | { kind: 'job'; jobId: string; tab: NotificationJobTab | null }
  | { kind: 'candidate'; candidateId: string; jobId: string | null };

const id = z.uuid();
const subjectData = z.looseObject({
  kind: z.string().optional().catch(undefined),
  task: z.string().optional().catch(undefined),
  jobId: id.optional().catch(undefined),
  job_id: id.optional().catch(undefined),
  candidateId: id.optional().catch(undefined),
  candidate_id: id.optional().catch(undefined),
});

/** The job tab of an AI task's result (docs/product/jobs.md#ai-automation). */
const aiTaskTabs: Record<(typeof jobAiTasks)[number], NotificationJobTab> = {
  'generate-jd': 'job-description',
  salary: 'overview',
  'intake-summary': 'overview',
};

function resultTab(kind: string | undefined, task: string | undefined): NotificationJobTab | null {
  if (kind === 'scoring') return 'candidates';
  if (kind === 'job.ai' && task && task in aiTaskTabs) return aiTaskTabs[task as keyof typeof aiTaskTabs];
  return null;
}

/**
 * The job or candidate a notification's `data` names (docs/product/notifications.md#links): a candidate by
 * `candidateId`/`candidate_id`, else a job by `jobId`/`job_id` (ids must be UUIDs), opened on the tab that
 * shows the result (a job AI task by its `task`, a scoring run on Candidates). Null when it names neither.
 */
export function notificationSubject(data: unknown): NotificationSubject | null {
  const parsed = subjectData.safeParse(data);
  if (!parsed.success) return null;
  const d = parsed.data;
  const jobId = d.jobId ?? d.job_id ?? null;
  const candidateId = d.candidateId ?? d.candidate_id;
  if (candidateId) return { kind: 'candidate', candidateId, jobId };
  if (jobId) return { kind: 'job', jobId, tab: resultTab(d.kind, d.task) };
  return null;
}
