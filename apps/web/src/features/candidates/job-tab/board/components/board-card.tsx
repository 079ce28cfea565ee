import { useDraggable } from '@dnd-kit/core';
import { boardMessages, type JobCandidateRow } from '@rw/core';
import { type KeyboardEvent, type MouseEvent, memo, useState } from 'react';
import { ScoreBadge } from '#/features/candidates/components/score-badge';
import { BoardCardMenu } from '#/features/candidates/job-tab/board/components/board-card-menu';
import { useBoardActions } from '#/features/candidates/job-tab/board/components/board-context';
import type { BoardColumn } from '#/features/candidates/job-tab/board/utils/board-columns';
import { candidateName } from '#/features/candidates/job-tab/utils/candidate-rows';
import classes from './board.module.css';

/** What a card shows: name, title and company, the stage's Overall (scorecards', else the AI's) and the days in stage. */
export const BoardCardBody = memo(function BoardCardBody({
  row,
  days,
}: {
  row: JobCandidateRow;
  days: number;
}) {
  const { current_title: title, current_company: company } = row.candidate;
  const role = [title, company].filter(Boolean).join(' · ');
  return (
    <>
      <div className={classes.cardName}>{candidateName(row)}</div>
      <div className={classes.cardRole} title={role || undefined}>
        {role || '—'}
      </div>
      <div className={classes.cardFoot}>
        <ScoreBadge score={row.record.overall_used} size="xs" />
        <span className={classes.cardDays}>{boardMessages.daysInStage(days)}</span>
      </div>
    </>
  );
});

/** The card's accessible name: who, their role, score, time in stage, and whether it is selected. */
function cardLabel(row: JobCandidateRow, days: number, selected: boolean): string {
  const score = row.record.overall_used;
  return [
    candidateName(row),
    row.candidate.current_title,
    row.candidate.current_company,
    score == null ? 'not scored' : `score ${Math.round(score * 10) / 10} out of 10`,
    boardMessages.daysInStage(days),
    selected ? 'selected' : null,
  ]
    .filter(Boolean)
    .join(', ');
}

type BoardCardProps = {
  row: JobCandidateRow;
  column: BoardColumn;
  index: number;
  days: number;
  selected: boolean;
  /** In the tab order (one card per column). */
  tabbable: boolean;
  /** Part of the cards being dragged (shown faded). */
  moving: boolean;
  /** A drag is in progress: keys belong to it. */
  dragActive: boolean;
  /** Up/Down/Page/Home/End within the column; false when the key is not one of them. */
  onColumnKey: (key: string, index: number) => boolean;
  onFocusCard: (id: string) => void;
};

/**
 * A candidate's card on the board (docs/product/pipeline.md#board): dragged with the pointer or picked up
 * with Space (dnd-kit), selected with a click (Ctrl/Cmd adds, Shift adds a range) or Shift+Space, opened
 * with Enter or a double click, and moved without dragging from its menu (also Shift+F10).
 */
export const BoardCard = memo(function BoardCard(props: BoardCardProps) {
  const { row, column, index, days, selected, dragActive } = props;
  const id = row.candidate.id;
  const actions = useBoardActions();
  const [menuOpen, setMenuOpen] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id,
    data: { columnId: column.id },
  });
  const ref = (el: HTMLDivElement | null) => {
    setNodeRef(el);
    setActivatorNodeRef(el);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (dragActive || event.target !== event.currentTarget) return;
    const { key, shiftKey, ctrlKey, metaKey } = event;
    let handled = true;
    if (key === ' ' && (shiftKey || ctrlKey || metaKey)) actions.toggle(id);
    else if (key === 'Enter') actions.open(id);
    else if (key === 'ContextMenu' || (key === 'F10' && shiftKey)) setMenuOpen(true);
    else if (key === 'Escape') actions.clearSelection();
    else if (key === 'ArrowLeft' || key === 'ArrowRight')
      actions.focusNeighbour(column.id, index, key === 'ArrowRight' ? 1 : -1);
    else handled = props.onColumnKey(key, index);
    if (handled) {
      event.preventDefault();
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  const handleClick = (event: MouseEvent<HTMLDivElement>) =>
    actions.select(column, id, { range: event.shiftKey, toggle: event.ctrlKey || event.metaKey });

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: dnd-kit's draggable (its role, keys and description), holding block content a <button> may not. */}
      <div
        ref={ref}
        {...attributes}
        {...listeners}
        role="button"
        onKeyDown={handleKeyDown}
        onClick={handleClick}
        onDoubleClick={() => actions.open(id)}
        onFocus={() => props.onFocusCard(id)}
        tabIndex={props.tabbable ? 0 : -1}
        aria-label={cardLabel(row, days, selected)}
        className={classes.card}
        data-card-id={id}
        data-selected={selected || undefined}
        data-moving={props.moving || isDragging || undefined}
      >
        <BoardCardBody row={row} days={days} />
      </div>
      <BoardCardMenu
        row={row}
        columnId={column.id}
        opened={menuOpen}
        onChange={setMenuOpen}
        tabbable={props.tabbable}
      />
    </>
  );
});
