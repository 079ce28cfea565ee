import { useCallback, useMemo, useRef, useState } from 'react';
import type { BoardColumn } from '#/features/candidates/job-tab/board/utils/board-columns';
import { idsBetween } from '#/features/candidates/job-tab/board/utils/board-columns';
import {
  type Selection,
  selectedAmong,
  setIds,
  toggleId,
} from '#/features/candidates/job-tab/utils/selection';

/** How a card was clicked: Shift adds the range from the last clicked card, Ctrl or Cmd adds or removes one. */
export type SelectGesture = { range: boolean; toggle: boolean };

/**
 * The board's selection of cards (docs/product/pipeline.md#board): a click selects one card, Ctrl/Cmd-click
 * adds or removes it, Shift-click adds the cards between the last clicked one and it in the same column.
 * `selected` keeps only candidates still on the board (`ids`), in board order.
 */
export function useBoardSelection(ids: readonly string[]) {
  const [selection, setSelection] = useState<Selection>(() => new Set());
  const anchor = useRef<string | null>(null);
  const selected = useMemo(() => selectedAmong(selection, ids), [selection, ids]);

  const select = useCallback((column: BoardColumn, id: string, gesture: SelectGesture) => {
    if (gesture.range && anchor.current) {
      const range = idsBetween(column.rows, anchor.current, id);
      setSelection((s) => setIds(s, range, true));
      return;
    }
    anchor.current = id;
    setSelection((s) => (gesture.toggle ? toggleId(s, id) : new Set([id])));
  }, []);
  const toggle = useCallback((id: string) => {
    anchor.current = id;
    setSelection((s) => toggleId(s, id));
  }, []);
  const clear = useCallback(() => {
    anchor.current = null;
    setSelection(new Set());
  }, []);

  return { selection, selected, select, toggle, clear };
}
