import {
  type CandidateDetailResponse,
  type CandidateListItem,
  type CandidateListResponse,
  emptyScorecardSummary,
  type StageRecord,
  usedScore,
} from '@rw/core';

/* Factories of the candidate pages' component tests (the harness itself is in src/test/render-page.tsx). */

let seq = 0;

export function listItem(over: Partial<CandidateListItem> = {}): CandidateListItem {
  seq += 1;
  return {
    id: `c${seq}`,
    first_name: 'Ada',
    last_name: `Lovelace ${seq}`,
    email: `ada${seq}@example.com`,
    phone: '+44 20 7946 0000',
    location: 'London, UK',
    current_title: 'Engineer',
    current_company: 'Analytical Engines',
    linkedin_url: 'https://www.linkedin.com/in/ada',
    created_at: '2026-03-04T10:15:00.000Z',
    ...over,
  };
}

export function listPage(
  candidates: CandidateListItem[],
  over: Partial<CandidateListResponse> = {},
): CandidateListResponse {
  return {
    candidates,
    matching: { value: candidates.length, capped: false },
    total: { value: candidates.length, capped: false },
    next_cursor: null,
    ...over,
  };
}

/** A stage record; its used Overall follows its AI score and scorecards unless given. */
export function stageRecord(over: Partial<StageRecord> & Pick<StageRecord, 'job_id'>): StageRecord {
  seq += 1;
  const scorecards = over.scorecards ?? emptyScorecardSummary;
  return {
    id: `r${seq}`,
    candidate_id: 'cand-1',
    stage_id: 'glance',
    stage_category: 'research',
    stage_level: 1,
    stage_substep: null,
    stage_title: 'Glance',
    ac1_score: null,
    ac2_score: null,
    ac3_score: null,
    ac4_score: null,
    ac5_score: null,
    overall_match: null,
    score_rationales: null,
    scored_at: null,
    action_owner: 'recruiter',
    progressed_already: false,
    manager_feedback: null,
    entered_stage_at: '2026-03-01T09:00:00.000Z',
    last_updated_at: '2026-03-01T09:00:00.000Z',
    status: 'active',
    rejected_at: null,
    rejection_reason: null,
    rejection_note: null,
    rejected_by: null,
    hired_at: null,
    scorecards,
    ...usedScore(over.overall_match ?? null, scorecards),
    ...over,
  };
}

export function detail(over: Partial<CandidateDetailResponse> = {}): CandidateDetailResponse {
  return {
    candidate: {
      id: 'cand-1',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      location: 'Arlington, VA',
      current_title: 'Rear Admiral',
      current_company: 'US Navy',
      linkedin_url: 'linkedin.com/in/grace-hopper',
      linkedin_raw_text: null,
      cv_file_url: null,
      cv_text: null,
      cv_last_updated: null,
      job_history: null,
      cv_parser_version: null,
      current_primary_job_id: null,
      last_activity_at: null,
      created_at: '2026-02-01T08:00:00.000Z',
      updated_at: '2026-02-02T08:00:00.000Z',
      created_by_email: 'recruiter@example.com',
    },
    summary: { primaryJobId: null, totalJobs: 0 },
    stage_records: [],
    jobs: [],
    ...over,
  };
}
