import { emailDomain, type NotificationLink, type NotificationSubject, notificationSubject } from '@rw/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { candidates, jobs, users } from '#src/db/schema/index.js';

const unique = (ids: string[]) => [...new Set(ids)];

/** The organisation of the user: their profile's domain, else their e-mail's (as the session reads it). */
async function organisationOf(db: Db, userId: string): Promise<string | null> {
  const [profile] = await db
    .select({ domain: users.domain, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return profile ? profile.domain || emailDomain(profile.email) : null;
}

function candidateLabel(c: { firstName: string | null; lastName: string | null; email: string | null }) {
  const name = [c.firstName, c.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || c.email?.trim() || 'Unnamed candidate';
}

/**
 * The link of each notification's `data` for its owner `userId` (docs/product/notifications.md#links), in
 * order: the job or candidate the data names (`notificationSubject`), labelled with its current title or
 * name, when it still exists in the owner's organisation; null otherwise (no subject, deleted, or another
 * organisation's id, which is treated exactly like a missing one). Two queries at most, whatever the count.
 */
export async function resolveNotificationLinks(
  db: Db,
  userId: string,
  data: readonly unknown[],
): Promise<(NotificationLink | null)[]> {
  const subjects = data.map(notificationSubject);
  const jobIds = unique(subjects.flatMap((s) => (s?.kind === 'job' ? [s.jobId] : [])));
  const candidateIds = unique(subjects.flatMap((s) => (s?.kind === 'candidate' ? [s.candidateId] : [])));
  if (jobIds.length === 0 && candidateIds.length === 0) return subjects.map(() => null);
  const domain = await organisationOf(db, userId);
  if (!domain) return subjects.map(() => null);
  const [jobRows, candidateRows] = await Promise.all([
    jobIds.length
      ? db
          .select({ id: jobs.id, title: jobs.title })
          .from(jobs)
          .where(and(eq(jobs.domain, domain), inArray(jobs.id, jobIds)))
      : [],
    candidateIds.length
      ? db
          .select({
            id: candidates.id,
            firstName: candidates.firstName,
            lastName: candidates.lastName,
            email: candidates.email,
          })
          .from(candidates)
          .where(and(eq(candidates.domain, domain), inArray(candidates.id, candidateIds)))
      : [],
  ]);
  const jobTitles = new Map(jobRows.map((j) => [j.id, j.title]));
  const candidateNames = new Map(candidateRows.map((c) => [c.id, candidateLabel(c)]));
  return subjects.map((s) => toLink(s, jobTitles, candidateNames));
}

function toLink(
  s: NotificationSubject | null,
  jobTitles: Map<string, string>,
  candidateNames: Map<string, string>,
): NotificationLink | null {
  if (s?.kind === 'job') {
    const title = jobTitles.get(s.jobId);
    return title === undefined ? null : { kind: 'job', job_id: s.jobId, tab: s.tab, label: title };
  }
  if (s?.kind === 'candidate') {
    const name = candidateNames.get(s.candidateId);
    if (name === undefined) return null;
    return { kind: 'candidate', candidate_id: s.candidateId, job_id: s.jobId, label: name };
  }
  return null;
}
