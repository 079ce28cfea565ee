import { z } from 'zod';
import { appCatalogue } from '../apps.js';
import { roleSchema } from '../auth.js';
import { periodQuery } from './period.js';

/*
 * Recorded activity and the User Activity screen's contract (docs/product/analytics.md#activity). An
 * activity is one row of `user_activities`: who (user and organisation), what (`action`), details
 * (`metadata`) and when (`timestamp`). Bulk work is one activity with a `count`, never one per candidate.
 */

/** Every action the server records, in the order the timeline filter lists them. */
export const activityActions = [
  'sign_in',
  'app_clicked',
  'job_created',
  'job_status_changed',
  'candidates_imported',
  'scoring_started',
  'candidates_moved',
  'candidates_rejected',
  'candidates_hired',
  'review_generated',
  'evaluation_saved',
  'cv_sorter_run',
  'settings_changed',
  'candidate_merged',
  'candidate_erased',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** How each action is named in the timeline filter and table. */
export const activityActionLabels: Record<ActivityAction, string> = {
  sign_in: 'Sign-in',
  app_clicked: 'App opened',
  job_created: 'Job created',
  job_status_changed: 'Job status changed',
  candidates_imported: 'Candidates imported',
  scoring_started: 'AI scoring started',
  candidates_moved: 'Candidates moved',
  candidates_rejected: 'Candidates rejected',
  candidates_hired: 'Candidates hired',
  review_generated: 'Review generated',
  evaluation_saved: 'Screen evaluation saved',
  cv_sorter_run: 'CV Sorter run',
  settings_changed: 'Settings changed',
  candidate_merged: 'Candidates merged',
  candidate_erased: 'Candidate erased',
};

/**
 * What an activity may record besides its action (camelCase keys, as the launcher's app click has). Only
 * ids, titles, counts and statuses: never a candidate's name or contact, so an erasure leaves nothing behind.
 */
export type ActivityMetadata = {
  jobId?: string;
  jobTitle?: string;
  candidateId?: string;
  count?: number;
  from?: string;
  to?: string;
  stageId?: string;
  stageTitle?: string;
  runId?: string;
  importId?: string;
  reviewId?: string;
  evaluationId?: string;
  /** A CV Sorter search. */
  searchId?: string;
  /** Which settings changed (`settingLabels`). */
  setting?: string;
  appName?: string;
  appType?: string;
  section?: string | null;
  searchQuery?: string | null;
  /** A merge (docs/product/candidates.md#merge), as it has always been recorded. */
  survivor_id?: string;
  duplicate_id?: string;
  moved_records?: number;
  dropped_records?: number;
};

/** Names of the settings a `settings_changed` activity may name. */
export const settingLabels: Record<string, string> = {
  rejection_reasons: 'the rejection reasons',
  ai_provider: 'the AI provider',
  webhook: 'the automation webhook',
  default_tone: 'the default tone of voice',
};

/** An activity as the timeline lists it; `user_name`/`user_email` are null for a deleted user. */
export const activityRow = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  action: z.string(),
  app_id: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  /** The current title of the job the activity names; null when it names none or the job is gone. */
  job_title: z.string().nullable(),
  timestamp: z.string(),
});
export type ActivityRow = z.infer<typeof activityRow>;

/** Default and largest page of the timeline. */
export const TIMELINE_PAGE_SIZE = 50;
export const TIMELINE_PAGE_MAX = 200;

/** `GET /api/analytics/activity/timeline`: the filters (all optional) and the page. */
export const activityTimelineQuery = periodQuery.extend({
  user_id: z.string().min(1).max(200).optional(),
  action: z.enum(activityActions).optional(),
  limit: z.coerce.number().int().min(1).max(TIMELINE_PAGE_MAX).default(TIMELINE_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type ActivityTimelineQuery = z.input<typeof activityTimelineQuery>;

/** A page of the timeline, newest first; `next_cursor` is null on the last page. */
export const activityTimelinePage = z.object({
  rows: z.array(activityRow),
  next_cursor: z.string().nullable(),
});
export type ActivityTimelinePage = z.infer<typeof activityTimelinePage>;

/** One person of the organisation over the period (docs/product/analytics.md#people). */
export const activityUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  is_active: z.boolean(),
  /** The newest activity of any time; null when nothing was ever recorded. */
  last_active_at: z.string().nullable(),
  sign_ins: z.number().int(),
  /** Activities other than sign-ins in the period. */
  actions: z.number().int(),
  active_days: z.number().int(),
  active_working_days: z.number().int(),
  /** active_working_days ÷ the period's working days (0-1); null when the period has none. */
  adoption: z.number().nullable(),
});
export type ActivityUser = z.infer<typeof activityUser>;

/** `GET /api/analytics/activity`: people, active users per day and week, and adoption. */
export const userActivityReport = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  working_days: z.number().int(),
  /** People active at least once in the period. */
  active_users: z.number().int(),
  /** Mean adoption of the organisation's active accounts; null when there is no working day. */
  adoption: z.number().nullable(),
  users: z.array(activityUser),
  days: z.array(z.object({ date: z.string(), active_users: z.number().int() })),
  weeks: z.array(z.object({ week_start: z.string(), active_users: z.number().int() })),
});
export type UserActivityReport = z.infer<typeof userActivityReport>;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const countOf = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const people = (n: number) => `${n.toLocaleString('en-US')} candidate${n === 1 ? '' : 's'}`;
/** What the describing and linking read of an activity (`job_title` may be unknown). */
type ActivityLike = Pick<ActivityRow, 'action' | 'app_id' | 'metadata'> & { job_title?: string | null };

const jobTitleOf = (row: ActivityLike) => row.job_title ?? text(row.metadata?.jobTitle);

/**
 * One line saying what an activity was ('Moved 3 candidates to Phone Screen in Payments Engineer'), from its
 * action and metadata; an action this version does not know reads as its name.
 */
export function describeActivity(row: ActivityLike): string {
  const m = row.metadata ?? {};
  const n = countOf(m.count);
  const title = jobTitleOf(row);
  const inJob = (word = 'in') => (title ? ` ${word} ${title}` : '');
  switch (row.action as ActivityAction) {
    case 'sign_in':
      return 'Signed in';
    case 'app_clicked':
      return `Opened ${text(m.appName) ?? row.app_id ?? 'an app'}`;
    case 'job_created':
      return `Created the job ${title ?? ''}`.trim();
    case 'job_status_changed':
      return `Changed the status of ${title ?? 'a job'} from ${text(m.from) ?? '?'} to ${text(m.to) ?? '?'}`;
    case 'candidates_imported':
      return `Imported ${people(n)}${inJob('into')}`;
    case 'scoring_started':
      return `Started AI scoring of ${people(n)}${inJob()}`;
    case 'candidates_moved':
      return `Moved ${people(n)} to ${text(m.stageTitle) ?? 'another stage'}${inJob()}`;
    case 'candidates_rejected':
      return `Rejected ${people(n)}${inJob()}`;
    case 'candidates_hired':
      return `Hired ${people(n)}${inJob('for')}`;
    case 'review_generated':
      return `Generated a review${inJob('for')}`;
    case 'evaluation_saved':
      return 'Saved a screen evaluation';
    case 'cv_sorter_run':
      return `Scored ${people(n)} in the CV Sorter`;
    case 'settings_changed':
      return `Changed ${settingLabels[text(m.setting) ?? ''] ?? 'the settings'}`;
    case 'candidate_merged':
      return 'Merged two records of a candidate';
    case 'candidate_erased':
      // Data retention erases many at once (docs/product/admin.md#data-retention), recorded with a count.
      return n > 1 ? `Erased ${people(n)} (data retention)` : 'Erased a candidate';
    default:
      return row.action;
  }
}

/**
 * Where an activity's object is in the app (a path with its query), or null when it has none, is gone by
 * nature (an erased candidate) or is known to be gone (a job whose `job_title` is null). A candidate or review
 * may have been deleted since: the path then shows its not-found page.
 */
export function activityLink(row: ActivityLike): string | null {
  const m = row.metadata ?? {};
  const job = row.job_title === null ? null : text(m.jobId);
  const candidate = text(m.candidateId);
  switch (row.action as ActivityAction) {
    case 'app_clicked':
      return appCatalogue.find((a) => a.id === row.app_id)?.path ?? null;
    case 'job_created':
    case 'job_status_changed':
      return job ? `/jobs/${job}` : null;
    case 'candidates_imported':
    case 'scoring_started':
    case 'candidates_moved':
    case 'candidates_rejected':
    case 'candidates_hired':
      return job ? `/jobs/${job}?tab=candidates` : null;
    case 'review_generated':
      return candidate ? `/candidates/${candidate}` : '/apps/reviewer';
    case 'evaluation_saved':
      return candidate ? `/candidates/${candidate}` : '/apps/screen-evaluation';
    case 'settings_changed':
      return '/admin/settings';
    case 'cv_sorter_run':
      return '/apps/csv-sorter';
    case 'candidate_merged':
      return text(m.survivor_id) ? `/candidates/${text(m.survivor_id)}` : null;
    default:
      return null;
  }
}
