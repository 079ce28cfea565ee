import type { PipelineStage } from '@rw/core';
import { createContext, useContext } from 'react';
import type { SelectGesture } from '#/features/candidates/job-tab/board/hooks/use-board-selection';
import type { BoardColumn } from '#/features/candidates/job-tab/board/utils/board-columns';

/** What a card can ask of the board. Stable for the board's life, so cards re-render only for their own data. */
export type BoardActions = {
  select: (column: BoardColumn, id: string, gesture: SelectGesture) => void;
  toggle: (id: string) => void;
  clearSelection: () => void;
  open: (id: string) => void;
  /** The card's menu 'Move to ▸ {stage}': the card, or the selection when the card is in it. */
  moveTo: (id: string, to: PipelineStage) => void;
  /** How many candidates a move of card `id` takes: the selection's size when the card is in it, else 1. */
  movingCount: (id: string) => number;
  /** Left/Right on a card: focus the neighbouring column's card at about `index`. */
  focusNeighbour: (columnId: string, index: number, step: 1 | -1) => void;
};

export const BoardActionsContext = createContext<BoardActions | null>(null);
/** The stages a card can be moved to, in process order. */
export const BoardTargetsContext = createContext<readonly PipelineStage[]>([]);

export function useBoardActions(): BoardActions {
  const actions = useContext(BoardActionsContext);
  if (!actions) throw new Error('useBoardActions outside the board');
  return actions;
}
