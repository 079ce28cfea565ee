import {
  emptyScorecardSummary,
  type JobCandidateRow,
  type PipelineStage,
  type StageCategory,
} from '@rw/core';

/** One column of the board: a stage of the job's process and its candidates, newest entered first. */
export type BoardColumn = {
  /** The stage id: the column's drop target id. */
  id: string;
  title: string;
  emoji: string;
  category: StageCategory | null;
  /** The layer's place in the process from 1, null for a stage the process no longer has. */
  level: number | null;
  /** 'a', 'b', 'c' for the concurrent steps of one layer, else null. */
  substep: string | null;
  /**
   * False for a stage the process no longer has (its step was deleted after candidates entered it): its cards
   * can be moved out, none can be moved in.
   */
  droppable: boolean;
  rows: JobCandidateRow[];
};

/**
 * The board's columns (docs/product/pipeline.md#board): one per stage of `stages` in process order, each with
 * the rows whose record is in it, in the rows' order (the server's: newest entered first). Records of a stage
 * the process no longer has get a column of their own after Offer, so nobody disappears from the board.
 */
export function boardColumnsOf(
  stages: readonly PipelineStage[],
  rows: readonly JobCandidateRow[],
): BoardColumn[] {
  const columns = new Map<string, BoardColumn>();
  for (const stage of stages) {
    columns.set(stage.stage_id, {
      id: stage.stage_id,
      title: stage.stage_title ?? stage.stage_id,
      emoji: stage.emoji,
      category: stage.stage_category,
      level: stage.stage_level,
      substep: stage.stage_substep,
      droppable: true,
      rows: [],
    });
  }
  for (const row of rows) {
    const { stage_id: id } = row.record;
    let column = columns.get(id);
    if (!column) {
      column = {
        id,
        title: row.record.stage_title?.trim() || id,
        emoji: '',
        category: 'other',
        level: null,
        substep: null,
        droppable: false,
        rows: [],
      };
      columns.set(id, column);
    }
    column.rows.push(row);
  }
  return [...columns.values()];
}

/**
 * The rows after moving the candidates `ids` to `to` as the server will (docs/product/pipeline.md#moves), for
 * the board's optimistic update: each moved record takes the stage's placement, `entered_stage_at` `nowIso`
 * and no scores yet, and comes first (newest entered); candidates already in `to` are left alone.
 */
export function rowsAfterMove(
  rows: readonly JobCandidateRow[],
  ids: ReadonlySet<string>,
  to: PipelineStage,
  nowIso: string,
): JobCandidateRow[] {
  const moved: JobCandidateRow[] = [];
  const rest: JobCandidateRow[] = [];
  for (const row of rows) {
    if (!ids.has(row.candidate.id) || row.record.stage_id === to.stage_id) {
      rest.push(row);
      continue;
    }
    moved.push({
      ...row,
      record: {
        ...row.record,
        stage_id: to.stage_id,
        stage_category: to.stage_category,
        stage_level: to.stage_level,
        stage_substep: to.stage_substep,
        stage_title: to.stage_title,
        action_owner: to.action_owner,
        entered_stage_at: nowIso,
        last_updated_at: nowIso,
        ac1_score: null,
        ac2_score: null,
        ac3_score: null,
        ac4_score: null,
        ac5_score: null,
        overall_match: null,
        score_rationales: null,
        scored_at: null,
        scorecards: emptyScorecardSummary,
        score_source: null,
        overall_used: null,
      },
    });
  }
  return [...moved, ...rest];
}

const DAY_MS = 86_400_000;

/** Whole days between `enteredAt` (ISO) and `nowMs`: 0 on the first day, never negative. */
export function daysInStage(enteredAt: string, nowMs: number): number {
  const entered = Date.parse(enteredAt);
  if (!Number.isFinite(entered)) return 0;
  return Math.max(0, Math.floor((nowMs - entered) / DAY_MS));
}

/** The ids of `rows` from `fromId` to `toId` inclusive, in either direction; just `toId` when `fromId` is not there. */
export function idsBetween(rows: readonly JobCandidateRow[], fromId: string, toId: string): string[] {
  const ids = rows.map((r) => r.candidate.id);
  const from = ids.indexOf(fromId);
  const to = ids.indexOf(toId);
  if (to < 0) return [];
  if (from < 0) return [toId];
  return ids.slice(Math.min(from, to), Math.max(from, to) + 1);
}
