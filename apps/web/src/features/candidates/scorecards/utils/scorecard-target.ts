import type { StageRecord } from '@rw/core';
import type { ScorecardTarget } from '#/features/candidates/scorecards/components/scorecard-modal';

/**
 * What the scorecard modal needs of a stage record (docs/product/pipeline.md#scorecards): the record, its
 * job and candidate, the title's names, and the AI's Overall on the 0-10 scale (a value above 10 divided by
 * 10, docs/product/candidates.md#job-score) with when it was scored.
 */
export function scorecardTargetOf(record: StageRecord, candidateName: string): ScorecardTarget {
  const ai = record.overall_match;
  return {
    recordId: record.id,
    jobId: record.job_id,
    candidateId: record.candidate_id,
    candidateName,
    stageTitle: record.stage_title?.trim() || record.stage_id,
    aiOverall: ai == null ? null : ai > 10 ? ai / 10 : ai,
    aiScoredAt: record.scored_at,
  };
}
