import { useCallback, useMemo, useState } from 'react';
import {
  type Selection,
  selectAllState,
  selectedAmong,
  setIds,
  toggleId,
} from '#/features/candidates/job-tab/utils/selection';

/** What a table needs to show and change the selection. */
export type RowSelection = {
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  setMany: (ids: readonly string[], on: boolean) => void;
  stateOf: (ids: readonly string[]) => 'all' | 'some' | 'none';
};

/**
 * The tab's selected candidates (docs/product/candidates.md#selection). `ids` are the candidates of the
 * current stage: the selection counts only those, so candidates that left the stage drop out of it.
 * `allMatching` is 'Select all N matching': every record the list's filter matches on the server, beyond the
 * loaded rows; changing any row's checkbox goes back to the rows picked one by one.
 */
export function useRowSelection(ids: readonly string[]) {
  const [selection, setSelection] = useState<Selection>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);
  const selected = useMemo(() => selectedAmong(selection, ids), [selection, ids]);

  const toggle = useCallback((id: string) => {
    setAllMatching(false);
    setSelection((s) => toggleId(s, id));
  }, []);
  const setMany = useCallback((many: readonly string[], on: boolean) => {
    setAllMatching(false);
    setSelection((s) => setIds(s, many, on));
  }, []);
  const clear = useCallback(() => {
    setAllMatching(false);
    setSelection(new Set());
  }, []);
  const selectAllMatching = useCallback(() => setAllMatching(true), []);
  const rows: RowSelection = useMemo(
    () => ({
      isSelected: (id) => selection.has(id),
      toggle,
      setMany,
      stateOf: (many) => selectAllState(selection, many),
    }),
    [selection, toggle, setMany],
  );

  return { selected, clear, rows, allMatching: allMatching && selected.length > 0, selectAllMatching };
}
