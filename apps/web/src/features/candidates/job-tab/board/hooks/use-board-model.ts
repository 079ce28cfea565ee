import type { PipelineStage } from '@rw/core';
import { useMemo, useRef } from 'react';
import type { ColumnApi } from '#/features/candidates/job-tab/board/components/board-column';
import type { BoardActions } from '#/features/candidates/job-tab/board/components/board-context';
import type { useBoardSelection } from '#/features/candidates/job-tab/board/hooks/use-board-selection';
import type { BoardColumn } from '#/features/candidates/job-tab/board/utils/board-columns';
import { candidateName } from '#/features/candidates/job-tab/utils/candidate-rows';

export type BoardModelInput = {
  columns: readonly BoardColumn[];
  stages: readonly PipelineStage[];
  selection: ReturnType<typeof useBoardSelection>;
  onMove: (candidateIds: string[], to: PipelineStage) => void;
  onOpen: (candidateId: string) => void;
};

/**
 * What the board's cards and its drag and drop ask of it, stable for the board's life (they read the latest
 * columns, selection and callbacks through a ref): lookups by card and column, which cards a gesture moves,
 * the cards' actions (docs/product/pipeline.md#board), and the columns' focus handles, so that focus can go
 * to a neighbouring column or follow a moved card.
 */
export function useBoardModel(input: BoardModelInput) {
  const latest = useRef(input);
  latest.current = input;
  const columnApis = useRef(new Map<string, ColumnApi>());

  // Built once: everything here reads the latest values through refs.
  return useMemo(() => {
    const columnOf = (id: string) =>
      latest.current.columns.find((c) => c.rows.some((r) => r.candidate.id === id));
    const nameOf = (id: string) => {
      const row = columnOf(id)?.rows.find((r) => r.candidate.id === id);
      return row ? candidateName(row) : '';
    };
    /** The cards a gesture on card `id` moves: the selection when the card is in it, else the card alone. */
    const movingWith = (id: string) => {
      const { selected, selection } = latest.current.selection;
      return selection.has(id) ? [...selected] : [id];
    };
    /** Moves `ids` to `to`, and focus with card `id` once it shows in its new column. */
    const moveAndFocus = (id: string, ids: string[], to: PipelineStage) => {
      latest.current.onMove(ids, to);
      columnApis.current.get(to.stage_id)?.focusCard(id);
    };
    const actions: BoardActions = {
      select: (column, id, gesture) => latest.current.selection.select(column, id, gesture),
      toggle: (id) => latest.current.selection.toggle(id),
      clearSelection: () => latest.current.selection.clear(),
      open: (id) => latest.current.onOpen(id),
      moveTo: (id, to) => moveAndFocus(id, movingWith(id), to),
      movingCount: (id) => movingWith(id).length,
      focusNeighbour: (columnId, index, step) => {
        const all = latest.current.columns;
        let at = all.findIndex((c) => c.id === columnId) + step;
        while (all[at] && all[at]!.rows.length === 0) at += step;
        const next = all[at];
        if (next) columnApis.current.get(next.id)?.focusIndex(index);
      },
    };
    return {
      actions,
      columnOf,
      nameOf,
      movingWith,
      moveAndFocus,
      move: (ids: string[], to: PipelineStage) => latest.current.onMove(ids, to),
      stageOf: (id: string) => latest.current.stages.find((s) => s.stage_id === id),
      titleOf: (id: string) => latest.current.columns.find((c) => c.id === id)?.title ?? id,
      /** A column's focus handle, registered while it is mounted. */
      register: (columnId: string, api: ColumnApi | null) => {
        if (api) columnApis.current.set(columnId, api);
        else columnApis.current.delete(columnId);
      },
      /** The ids of the columns that take drops, in board order. */
      dropOrder: () => latest.current.columns.filter((c) => c.droppable).map((c) => c.id),
    };
  }, []);
}

export type BoardModel = ReturnType<typeof useBoardModel>;
