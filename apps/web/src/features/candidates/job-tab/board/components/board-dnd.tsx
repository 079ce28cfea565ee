import { DndContext, DragOverlay } from '@dnd-kit/core';
import type { PipelineStage } from '@rw/core';
import { useMemo } from 'react';
import { BoardCardBody } from '#/features/candidates/job-tab/board/components/board-card';
import { BoardColumnView } from '#/features/candidates/job-tab/board/components/board-column';
import {
  BoardActionsContext,
  BoardTargetsContext,
} from '#/features/candidates/job-tab/board/components/board-context';
import { useBoardDrag } from '#/features/candidates/job-tab/board/hooks/use-board-drag';
import { useBoardModel } from '#/features/candidates/job-tab/board/hooks/use-board-model';
import type { useBoardSelection } from '#/features/candidates/job-tab/board/hooks/use-board-selection';
import { type BoardColumn, daysInStage } from '#/features/candidates/job-tab/board/utils/board-columns';
import classes from './board.module.css';

type BoardDndProps = {
  columns: readonly BoardColumn[];
  stages: readonly PipelineStage[];
  selection: ReturnType<typeof useBoardSelection>;
  onMove: (candidateIds: string[], to: PipelineStage) => void;
  onOpen: (candidateId: string) => void;
};

/**
 * The board's columns inside dnd-kit (docs/product/pipeline.md#board): cards dragged with the pointer or the
 * keyboard, alone or with the selection they belong to, the dragged card drawn over the board (with how many
 * it carries), and the cards' actions and move targets for their menus.
 */
export function BoardDnd(props: BoardDndProps) {
  const { columns, stages, selection } = props;
  const model = useBoardModel(props);
  const { drag, context } = useBoardDrag(model);
  // biome-ignore lint/correctness/useExhaustiveDependencies: days in stage are counted again when the cards change.
  const nowMs = useMemo(() => Date.now(), [columns]);
  const moving = useMemo(() => (drag ? new Set(drag.ids) : null), [drag]);
  const activeRow = drag?.from.rows.find((r) => r.candidate.id === drag.activeId);

  return (
    <BoardActionsContext.Provider value={model.actions}>
      <BoardTargetsContext.Provider value={stages}>
        <DndContext {...context}>
          <div className={classes.board}>
            {columns.map((column) => (
              <BoardColumnView
                key={column.id}
                column={column}
                selection={selection.selection}
                moving={moving}
                activeId={drag?.activeId ?? null}
                nowMs={nowMs}
                register={model.register}
              />
            ))}
          </div>
          <DragOverlay dropAnimation={null}>
            {activeRow && drag ? (
              <div className={classes.card} data-overlay>
                <BoardCardBody row={activeRow} days={daysInStage(activeRow.record.entered_stage_at, nowMs)} />
                {drag.ids.length > 1 && <span className={classes.overlayCount}>{drag.ids.length}</span>}
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      </BoardTargetsContext.Provider>
    </BoardActionsContext.Provider>
  );
}
