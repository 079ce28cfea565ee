import type { JobCandidateRow } from '../candidates/api.js';
import type { RoleCandidateStatus } from './constants.js';

/*
 * The Role Builder's candidates list (docs/product/role-builder.md#candidates): a job's candidates as their
 * stage records say, one line each.
 */

/** The Role Builder candidate: id, name, stage, status and when they joined the job. */
export type RoleCandidate = {
  id: string;
  name: string;
  stage: string;
  status: RoleCandidateStatus;
  addedAt: string;
};

/**
 * A candidate's status from their current stage record: 'active' when in a stage and it is the recruiter's
 * move (or nobody's), 'pending' when in a stage waiting on the candidate or the hiring manager, else the
 * record's own status (rejected, hired, moved on).
 */
export function roleCandidateStatus(record: {
  status: string;
  action_owner: string | null;
}): RoleCandidateStatus {
  if (record.status !== 'active') return record.status as RoleCandidateStatus;
  return record.action_owner === 'candidate' || record.action_owner === 'hiring_manager'
    ? 'pending'
    : 'active';
}

/**
 * One line per candidate from a job's stage records (GET /api/jobs/{id}/candidates?status=all): their
 * current record (the latest they have not moved on from, else the latest), its stage title, their status,
 * and the first time they entered a stage of the job. Newest added first.
 */
export function roleCandidatesFromRows(rows: readonly JobCandidateRow[]): RoleCandidate[] {
  const byCandidate = new Map<string, JobCandidateRow[]>();
  for (const row of rows)
    byCandidate.set(row.candidate.id, [...(byCandidate.get(row.candidate.id) ?? []), row]);
  const out: RoleCandidate[] = [];
  for (const [id, list] of byCandidate) {
    const latest = [...list].sort((a, b) =>
      b.record.entered_stage_at.localeCompare(a.record.entered_stage_at),
    );
    const current = latest.find((r) => r.record.status !== 'moved_on') ?? latest[0]!;
    const { first_name, last_name, email } = current.candidate;
    out.push({
      id,
      name: [first_name, last_name].filter(Boolean).join(' ') || email || 'Unnamed candidate',
      stage: current.record.stage_title ?? current.record.stage_id,
      status: roleCandidateStatus(current.record),
      addedAt: latest.at(-1)!.record.entered_stage_at,
    });
  }
  return out.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
}
