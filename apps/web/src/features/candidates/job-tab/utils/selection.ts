import type { PipelineSelectionFilter, RecordStatusFilter } from '@rw/core';
import { isScoreFilterActive, type ScoreFilter } from '#/features/candidates/job-tab/utils/candidate-rows';

/** Row selection of the Candidates tab: a set of candidate ids. Pure helpers; state lives in the tab. */
export type Selection = ReadonlySet<string>;

/** The selection with `id` added or removed. */
export function toggleId(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The selection with all `ids` added (on) or removed (off): a table's 'select all' checkbox. */
export function setIds(selection: Selection, ids: readonly string[], on: boolean): Selection {
  const next = new Set(selection);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The state of a 'select all' checkbox over `ids`: all of them selected, some, or none. */
export function selectAllState(selection: Selection, ids: readonly string[]): 'all' | 'some' | 'none' {
  let count = 0;
  for (const id of ids) if (selection.has(id)) count += 1;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** The selected ids that are still among `ids` (rows can leave the stage while selected), in `ids` order. */
export function selectedAmong(selection: Selection, ids: readonly string[]): string[] {
  return selection.size === 0 ? [] : ids.filter((id) => selection.has(id));
}

/**
 * The list's filter, which the server resolves for 'Select all N matching' (docs/product/pipeline.md#operations):
 * the stage, the Status filter and the Score Filter as Overall bounds.
 */
export function matchingFilter(
  stageId: string,
  status: RecordStatusFilter,
  score: ScoreFilter,
): PipelineSelectionFilter {
  const on = isScoreFilterActive(score);
  return {
    stage_id: stageId,
    status,
    score_min: on && score.mode === 'above' ? score.value : null,
    score_max: on && score.mode === 'below' ? score.value : null,
  };
}

/**
 * N of 'Select all N matching', or null when it is not offered (docs/product/candidates.md#selection): it is
 * offered once every loaded row is selected and the list was cut at its limit (the rest are only on the
 * server), without an active Score Filter (the server's count covers the stage and status only).
 */
export function allMatchingCount(opts: {
  loaded: number;
  total: number;
  everyLoadedSelected: boolean;
  scoreFilterActive: boolean;
}): number | null {
  if (!opts.everyLoadedSelected || opts.scoreFilterActive || opts.total <= opts.loaded) return null;
  return opts.total;
}
