import {
  emptyScorecardSummary,
  type JobCandidateRow,
  type OtherJob,
  type ScorecardSummary,
  usedScore,
} from '@rw/core';

type RowSeed = {
  id: string;
  first?: string | null;
  last?: string | null;
  overall?: number | null;
  ac?: (number | null)[];
  jobScore?: number | null;
  title?: string | null;
  company?: string | null;
  owner?: string | null;
  totalJobs?: number;
  primary?: boolean;
  otherJobs?: OtherJob[];
  stageId?: string;
  /** Interviewers' scorecards summed up (none unless told). */
  scorecards?: Partial<ScorecardSummary>;
};

/** A job candidate row for tests: candidate `id`, record `rec-{id}`, in Glance unless told. */
export function makeRow(seed: RowSeed): JobCandidateRow {
  const ac = seed.ac ?? [];
  const scorecards = { ...emptyScorecardSummary, ...seed.scorecards };
  const at = '2025-03-12T10:00:00.000Z';
  return {
    record: {
      id: `rec-${seed.id}`,
      candidate_id: seed.id,
      job_id: 'job-1',
      stage_id: seed.stageId ?? 'glance',
      stage_category: 'research',
      stage_level: 1,
      stage_substep: null,
      stage_title: 'Glance',
      ac1_score: ac[0] ?? null,
      ac2_score: ac[1] ?? null,
      ac3_score: ac[2] ?? null,
      ac4_score: ac[3] ?? null,
      ac5_score: ac[4] ?? null,
      overall_match: seed.overall ?? null,
      score_rationales: null,
      scored_at: null,
      action_owner: seed.owner === undefined ? 'recruiter' : seed.owner,
      progressed_already: false,
      manager_feedback: null,
      entered_stage_at: at,
      last_updated_at: at,
      status: 'active',
      rejected_at: null,
      rejection_reason: null,
      rejection_note: null,
      rejected_by: null,
      hired_at: null,
      scorecards,
      ...usedScore(seed.overall ?? null, scorecards),
    },
    candidate: {
      id: seed.id,
      first_name: seed.first === undefined ? `First-${seed.id}` : seed.first,
      last_name: seed.last === undefined ? `Last-${seed.id}` : seed.last,
      email: null,
      phone: null,
      location: null,
      current_title: seed.title ?? null,
      current_company: seed.company ?? null,
      linkedin_url: null,
      current_primary_job_id: null,
    },
    total_jobs: seed.totalJobs ?? 1,
    is_primary: seed.primary ?? false,
    other_jobs: seed.otherJobs ?? [],
    job_score: seed.jobScore ?? null,
  };
}
