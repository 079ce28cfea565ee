import type { JobCandidateRow, RecordStatusFilter } from '@rw/core';
import { useMemo } from 'react';
import { useRowSelection } from '#/features/candidates/job-tab/hooks/use-row-selection';
import { isScoreFilterActive, type ScoreFilter } from '#/features/candidates/job-tab/utils/candidate-rows';
import { allMatchingCount, matchingFilter } from '#/features/candidates/job-tab/utils/selection';
import { type PipelineSelection, selectionCount } from '#/features/candidates/pipeline/utils/pipeline-action';

type Options = {
  rows: readonly JobCandidateRow[];
  /** The records the server matched for the stage and status (more than `rows` when the list was cut). */
  total: number;
  stageId: string;
  status: RecordStatusFilter;
  filter: ScoreFilter;
};

/**
 * The selection of the Candidates tab as the bulk actions take it (docs/product/candidates.md#selection): the
 * rows picked (candidate ids), or after 'Select all N matching' the list's filter for the server to resolve.
 * `matchingCount` is N while the offer stands, else null.
 */
export function useBulkSelection({ rows, total, stageId, status, filter }: Options) {
  const ids = useMemo(() => rows.map((r) => r.candidate.id), [rows]);
  const row = useRowSelection(ids);
  const target: PipelineSelection = useMemo(
    () =>
      row.allMatching
        ? { kind: 'all_matching', filter: matchingFilter(stageId, status, filter), count: total }
        : { kind: 'ids', ids: row.selected },
    [row.allMatching, row.selected, stageId, status, filter, total],
  );
  const offer = allMatchingCount({
    loaded: ids.length,
    total,
    everyLoadedSelected: ids.length > 0 && row.selected.length === ids.length,
    scoreFilterActive: isScoreFilterActive(filter),
  });
  return {
    ...row,
    target,
    count: selectionCount(target),
    matchingCount: row.allMatching ? null : offer,
  };
}
