import { useDroppable } from '@dnd-kit/core';
import { boardMessages } from '@rw/core';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BoardCard } from '#/features/candidates/job-tab/board/components/board-card';
import { BoardColumnHeader } from '#/features/candidates/job-tab/board/components/board-column-header';
import { type BoardColumn, daysInStage } from '#/features/candidates/job-tab/board/utils/board-columns';
import classes from './board.module.css';

/** A card's height and the gap under it, in px: every card has the same size, so nothing is measured. */
export const CARD_HEIGHT = 84;
const CARD_GAP = 8;
const ITEM_SIZE = CARD_HEIGHT + CARD_GAP;

/** What the board asks of a column: focus one of its cards (scrolling it into view first). */
export type ColumnApi = { focusIndex: (index: number) => void; focusCard: (id: string) => void };

const steps: Record<string, (i: number, last: number, page: number) => number> = {
  ArrowDown: (i, last) => Math.min(last, i + 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  PageDown: (i, last, page) => Math.min(last, i + page),
  PageUp: (i, _last, page) => Math.max(0, i - page),
  Home: () => 0,
  End: (_i, last) => last,
};

type BoardColumnViewProps = {
  column: BoardColumn;
  selection: ReadonlySet<string>;
  /** The cards being dragged, and the one under the pointer or keyboard (kept rendered while it is dragged). */
  moving: ReadonlySet<string> | null;
  activeId: string | null;
  nowMs: number;
  register: (columnId: string, api: ColumnApi | null) => void;
};

/**
 * One stage's column (docs/product/pipeline.md#board): its header and its cards, virtualised (only the cards
 * in view are in the DOM, so 5,000 scroll as smoothly as 5), and a drop target. The cards are one tab stop;
 * the arrow, Page and Home/End keys move between them.
 */
export const BoardColumnView = memo(function BoardColumnView(props: BoardColumnViewProps) {
  const { column, selection, moving, activeId, nowMs, register } = props;
  const { rows } = column;
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const { setNodeRef, isOver, active } = useDroppable({ id: column.id, disabled: !column.droppable });
  const indexById = useMemo(() => new Map(rows.map((r, i) => [r.candidate.id, i])), [rows]);
  const keepIndex = activeId == null ? undefined : indexById.get(activeId);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ITEM_SIZE,
    getItemKey: (i) => rows[i]!.candidate.id,
    overscan: 4,
    rangeExtractor: useCallback(
      (range: Range) => {
        const shown = defaultRangeExtractor(range);
        // The dragged card stays rendered while it is scrolled out of view, so dnd-kit keeps its node.
        if (keepIndex === undefined || shown.includes(keepIndex)) return shown;
        return [...shown, keepIndex].sort((a, b) => a - b);
      },
      [keepIndex],
    ),
  });

  // Roving focus: the card in the tab order, and a card to focus once it is rendered.
  const [tabId, setTabId] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const scrolledFor = useRef<string | null>(null);
  const [, rerender] = useState(0);
  const focusCard = useCallback((id: string) => {
    pending.current = id;
    setTabId(id);
    rerender((n) => n + 1);
  }, []);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const focusIndex = useCallback(
    (index: number) => {
      const all = rowsRef.current;
      const row = all[Math.min(index, all.length - 1)];
      if (row) focusCard(row.candidate.id);
    },
    [focusCard],
  );
  useEffect(() => {
    register(column.id, { focusCard, focusIndex });
    return () => register(column.id, null);
  }, [register, column.id, focusCard, focusIndex]);
  useLayoutEffect(() => {
    const id = pending.current;
    const index = id == null ? undefined : indexById.get(id);
    if (id == null || index === undefined) return;
    if (scrolledFor.current !== id) {
      scrolledFor.current = id;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    }
    const cards = scrollRef.current?.querySelectorAll<HTMLElement>('[data-card-id]') ?? [];
    const card = [...cards].find((el) => el.dataset.cardId === id);
    if (card) {
      pending.current = null;
      scrolledFor.current = null;
      card.focus({ preventScroll: true });
    }
  });

  const pageSize = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 600) / ITEM_SIZE) - 1);
  const handleColumnKey = useCallback(
    (key: string, index: number) => {
      const step = steps[key];
      if (!step || rows.length === 0) return false;
      focusCard(rows[step(index, rows.length - 1, pageSize)]!.candidate.id);
      return true;
    },
    [rows, pageSize, focusCard],
  );
  const tabbableId = tabId != null && indexById.has(tabId) ? tabId : rows[0]?.candidate.id;
  const dropHere = isOver && active != null && active.data.current?.columnId !== column.id;

  return (
    <section className={classes.column} aria-label={boardMessages.column(column.title, rows.length)}>
      <BoardColumnHeader column={column} count={rows.length} />
      <div
        ref={(el) => {
          scrollRef.current = el;
          setNodeRef(el);
        }}
        className={classes.columnBody}
        data-drop-target={dropHere || undefined}
      >
        {rows.length === 0 ? (
          <p className={classes.empty}>{boardMessages.noCandidates}</p>
        ) : (
          <ul className={classes.cards} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              const id = row.candidate.id;
              return (
                <li
                  key={item.key}
                  aria-posinset={item.index + 1}
                  aria-setsize={rows.length}
                  className={classes.slot}
                  style={{ transform: `translateY(${item.start}px)`, height: CARD_HEIGHT }}
                >
                  <BoardCard
                    row={row}
                    column={column}
                    index={item.index}
                    days={daysInStage(row.record.entered_stage_at, nowMs)}
                    selected={selection.has(id)}
                    tabbable={id === tabbableId}
                    moving={moving?.has(id) ?? false}
                    dragActive={activeId != null}
                    onColumnKey={handleColumnKey}
                    onFocusCard={setTabId}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
});
