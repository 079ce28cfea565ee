import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef } from 'react';
import { useRowFocus } from '#/features/candidates/job-tab/hooks/use-row-focus';
import type { RowSelection } from '#/features/candidates/job-tab/hooks/use-row-selection';
import classes from './virtual-table.module.css';

/** One column: its header, CSS grid track (e.g. 'minmax(120px, 1fr)') and cell. */
export type Column<T> = { key: string; header: ReactNode; width: string; cell: (row: T) => ReactNode };

type VirtualTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** A unique key per row. */
  rowKey: (row: T) => string;
  /** The id the selection holds (the candidate id). */
  selectId: (row: T) => string;
  /** The row's name for its checkbox: 'Select {name}'. */
  rowName: (row: T) => string;
  selection: RowSelection;
  onOpen: (row: T) => void;
  /**
   * The row's action menu button, in a last column. `tabbable`: the row holds the table's tab stop, so Tab
   * from the row reaches its button (the button carries `data-row-menu`).
   */
  actions?: (row: T, tabbable: boolean) => ReactNode;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  rowHeight?: number;
  maxHeight?: number;
  minWidth?: number;
};

const SELECT_TRACK = '44px';
const ACTIONS_TRACK = '48px';
const HEADER_HEIGHT = 40;
/**
 * A table that stays fast with thousands of rows: only the rows in view (plus a margin) are in the DOM
 * (@tanstack/react-virtual), with native table markup laid out as CSS grid so the sticky header keeps
 * aligned with the rows. Cells are light (plain elements, native checkboxes) since scrolling re-renders rows.
 * Each row has a checkbox; clicking a row or pressing Enter on it opens it, Space toggles its checkbox, and the
 * arrow, Page and Home/End keys move between rows (one tab stop per table). With `actions`, Tab from the
 * focused row reaches its menu button, and the context-menu key (or Shift+F10) opens it.
 */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { rows, columns, selection, rowHeight = 44, maxHeight = 560 } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const template = [
    SELECT_TRACK,
    ...columns.map((c) => c.width),
    ...(props.actions ? [ACTIONS_TRACK] : []),
  ].join(' ');
  const ids = rows.map(props.selectId);
  const allState = selection.stateOf(ids);
  const pageSize = Math.max(1, Math.floor((maxHeight - HEADER_HEIGHT) / rowHeight) - 1);
  const focus = useRowFocus({ count: rows.length, pageSize, scrollRef, virtualizer });

  const handleRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      props.onOpen(row);
    } else if (event.key === ' ') {
      event.preventDefault();
      selection.toggle(props.selectId(row));
    } else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      const menu = event.currentTarget.querySelector<HTMLElement>('[data-row-menu]');
      if (!menu) return;
      event.preventDefault();
      menu.click();
    } else if (focus.move(event.key, index)) {
      event.preventDefault();
    }
  };
  const handleRowClick = (event: MouseEvent<HTMLTableRowElement>, row: T) => {
    // The checkbox and the action menu's cells never open the candidate, nor does a click in the menu's
    // dropdown (a portal elsewhere in the page, whose events still bubble through the row in React).
    const target = event.target as HTMLElement;
    if (!event.currentTarget.contains(target) || target.closest('[data-no-open]')) return;
    props.onOpen(row);
  };

  return (
    <div ref={scrollRef} className={classes.scroller} style={{ maxHeight }}>
      <Table
        className={classes.table}
        style={{ minWidth: props.minWidth }}
        aria-label={props.label}
        aria-rowcount={rows.length + 1}
        verticalSpacing={0}
        fz="sm"
      >
        <Table.Thead className={classes.thead}>
          <Table.Tr className={classes.row} style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}>
            <Table.Th>
              <input
                type="checkbox"
                className={classes.checkbox}
                aria-label="Select all"
                checked={allState === 'all'}
                ref={(el) => {
                  if (el) el.indeterminate = allState === 'some';
                }}
                disabled={rows.length === 0}
                onChange={() => selection.setMany(ids, allState !== 'all')}
              />
            </Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.key}>{c.header}</Table.Th>
            ))}
            {props.actions && (
              <Table.Th className={classes.actionsCell}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody
          className={classes.tbody}
          style={{ height: rows.length > 0 ? virtualizer.getTotalSize() : undefined }}
        >
          {rows.length === 0 ? (
            <Table.Tr className={classes.row} style={{ gridTemplateColumns: template }}>
              <Table.Td className={classes.emptyCell}>
                <Text c="dimmed" size="sm">
                  {props.empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              const id = props.selectId(row);
              const selected = selection.isSelected(id);
              return (
                <Table.Tr
                  key={props.rowKey(row)}
                  data-index={item.index}
                  aria-rowindex={item.index + 2}
                  data-selected={selected || undefined}
                  tabIndex={item.index === focus.activeIndex ? 0 : -1}
                  className={`${classes.row} ${classes.bodyRow}`}
                  style={{
                    gridTemplateColumns: template,
                    height: rowHeight,
                    transform: `translateY(${item.start}px)`,
                  }}
                  onClick={(e) => handleRowClick(e, row)}
                  onKeyDown={(e) => handleRowKey(e, item.index, row)}
                  onFocus={(e) => e.target === e.currentTarget && focus.setActive(item.index)}
                >
                  <Table.Td data-no-open>
                    <input
                      type="checkbox"
                      className={classes.checkbox}
                      tabIndex={-1}
                      aria-label={`Select ${props.rowName(row)}`}
                      checked={selected}
                      onChange={() => selection.toggle(id)}
                    />
                  </Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c.key}>{c.cell(row)}</Table.Td>
                  ))}
                  {props.actions && (
                    <Table.Td className={classes.actionsCell} data-no-open>
                      {props.actions(row, item.index === focus.activeIndex)}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
