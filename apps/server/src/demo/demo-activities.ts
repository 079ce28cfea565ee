import { type ActivityAction, type ActivityMetadata, appCatalogue, toIsoDate } from '@rw/core';
import { DAY_MS } from './demo-candidates.js';
import type { DemoData } from './demo-generator.js';

/** One activity of the demo's history; `jobIndex` names the job until the loader knows its id. */
export type DemoActivity = {
  action: ActivityAction;
  at: Date;
  jobIndex?: number;
  appId?: string;
  metadata: ActivityMetadata | null;
};

const HOUR_MS = 3_600_000;

/**
 * The owner's activity history behind the demo data (docs/product/analytics.md#recorded-activity), derived
 * from it so the figures agree with the pipeline: each job created (and made active, and closed for a closed
 * one), each day's Glance arrivals of a job as one import, each day's moves into a stage as one move, each
 * day's rejections and hires; a sign-in on every day with activity and, on working days, openings of the
 * Reviewer and Screen Evaluation tiles. Pure: the same data and `now` give the same history, oldest first.
 */
export function demoActivities(data: DemoData, now: Date): DemoActivity[] {
  const out: DemoActivity[] = [];
  data.jobs.forEach((job, jobIndex) => {
    const created = job.createdAt ?? now;
    out.push({ action: 'job_created', at: created, jobIndex, metadata: { jobTitle: job.title } });
    if (job.status !== 'draft') {
      const opened = new Date(created.getTime() + 2 * HOUR_MS);
      const change = { jobTitle: job.title, from: 'draft', to: 'active' };
      out.push({ action: 'job_status_changed', at: opened, jobIndex, metadata: change });
    }
    if (job.status === 'closed') {
      const closed = new Date(Math.min(now.getTime() - DAY_MS, created.getTime() + 21 * DAY_MS));
      const change = { jobTitle: job.title, from: 'active', to: 'closed' };
      out.push({ action: 'job_status_changed', at: closed, jobIndex, metadata: change });
    }
  });

  // Bulk work of one day and job (and stage) is one activity with its count, as the app records it.
  const groups = new Map<string, DemoActivity & { count: number }>();
  const add = (key: string, a: DemoActivity) => {
    const group = groups.get(key) ?? { ...a, count: 0 };
    group.count += 1;
    if (a.at > group.at) group.at = a.at;
    groups.set(key, group);
  };
  for (const candidate of data.candidates) {
    for (const r of candidate.stageRecords) {
      const day = toIsoDate(r.enteredStageAt);
      if (r.stageId === 'glance') {
        add(`import|${r.jobIndex}|${day}`, {
          action: 'candidates_imported',
          at: r.enteredStageAt,
          jobIndex: r.jobIndex,
          metadata: {},
        });
      } else {
        add(`move|${r.jobIndex}|${r.stageId}|${day}`, {
          action: 'candidates_moved',
          at: r.enteredStageAt,
          jobIndex: r.jobIndex,
          metadata: { stageId: r.stageId, stageTitle: r.stageTitle ?? r.stageId },
        });
      }
      if (r.rejectedAt) {
        add(`reject|${r.jobIndex}|${toIsoDate(r.rejectedAt)}`, {
          action: 'candidates_rejected',
          at: r.rejectedAt,
          jobIndex: r.jobIndex,
          metadata: {},
        });
      }
      if (r.hiredAt) {
        add(`hire|${r.jobIndex}|${toIsoDate(r.hiredAt)}`, {
          action: 'candidates_hired',
          at: r.hiredAt,
          jobIndex: r.jobIndex,
          metadata: {},
        });
      }
    }
  }
  for (const { count, ...g } of groups.values()) out.push({ ...g, metadata: { ...g.metadata, count } });

  const days = new Map<string, Date>();
  for (const a of out) {
    const day = toIsoDate(a.at);
    const first = days.get(day);
    if (!first || a.at < first) days.set(day, a.at);
  }
  const tile = (id: string) => appCatalogue.find((a) => a.id === id);
  for (const [day, first] of days) {
    const date = new Date(`${day}T00:00:00Z`);
    const signIn = Math.max(date.getTime(), first.getTime() - 5 * 60_000);
    out.push({ action: 'sign_in', at: new Date(signIn), metadata: null });
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const opens = [
      date.getUTCDate() % 2 === 1 ? tile('reviewer') : undefined,
      date.getUTCDate() % 3 === 0 ? tile('screen-evaluation') : undefined,
    ];
    opens.forEach((app, i) => {
      if (!app) return;
      const at = new Date(first.getTime() + (i + 1) * 7 * 60_000);
      if (at > now) return;
      const metadata = { appName: app.name, appType: app.type, section: null, searchQuery: null };
      out.push({ action: 'app_clicked', at, appId: app.id, metadata });
    });
  }
  return out.filter((a) => a.at <= now).sort((x, y) => x.at.getTime() - y.at.getTime());
}
