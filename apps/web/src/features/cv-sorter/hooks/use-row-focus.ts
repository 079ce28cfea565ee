import type { Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

const moves: Record<string, (i: number, last: number, page: number) => number> = {
  ArrowDown: (i, last) => Math.min(last, i + 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  PageDown: (i, last, page) => Math.min(last, i + page),
  PageUp: (i, _last, page) => Math.max(0, i - page),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * Keyboard focus over a virtualised table's rows (a roving tab stop): `activeIndex` is the one row in the
 * tab order; `move(key, from)` handles the arrow, Page and Home/End keys by scrolling the target row into
 * view and focusing it once it is rendered (rows out of view are not in the DOM). Rows carry `data-index`.
 * (The candidates' table has the same; features share no internals.)
 * @returns whether `move` used the key.
 */
export function useRowFocus(opts: {
  count: number;
  pageSize: number;
  scrollRef: RefObject<HTMLElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
}) {
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);

  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index == null) return;
    const el = opts.scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    if (el) {
      pendingFocus.current = null;
      el.focus({ preventScroll: true });
    }
  });

  const move = (key: string, from: number): boolean => {
    const to = moves[key];
    if (!to || opts.count === 0) return false;
    const next = to(from, opts.count - 1, opts.pageSize);
    setActive(next);
    pendingFocus.current = next;
    opts.virtualizer.scrollToIndex(next, { align: 'auto' });
    return true;
  };

  return { activeIndex: Math.min(active, Math.max(0, opts.count - 1)), setActive, move };
}
