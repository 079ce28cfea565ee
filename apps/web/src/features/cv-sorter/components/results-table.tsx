import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { CvSorterCandidate, CvSorterCategory } from '@rw/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type MouseEvent, memo, useMemo, useRef } from 'react';
import { CandidateScore } from '#/features/cv-sorter/components/score-badge';
import { TriageButtons } from '#/features/cv-sorter/components/triage-buttons';
import { useRowFocus } from '#/features/cv-sorter/hooks/use-row-focus';
import classes from './results-table.module.css';

type ResultsTableProps = {
  /** The tab's category: its rows' triage buttons. */
  category: CvSorterCategory;
  rows: readonly CvSorterCandidate[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: readonly string[], on: boolean) => void;
  onOpen: (candidate: CvSorterCandidate) => void;
  onMove: (candidate: CvSorterCandidate, category: CvSorterCategory) => void;
  busy: boolean;
  empty: string;
};

const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 40;
const MAX_HEIGHT = 620;
const TEMPLATE = '44px minmax(160px, 1.3fr) minmax(140px, 1fr) minmax(120px, 1fr) 96px 112px';

/**
 * The results of a tab (docs/product/cv-sorter.md#triage), smooth at 10,000 rows: only the rows in view
 * are in the DOM (@tanstack/react-virtual, as the candidates' tables). A row click or Enter opens the
 * candidate's detail, Space ticks its checkbox, the arrow, Page and Home/End keys move between rows (one tab
 * stop), and Tab from the focused row reaches its triage buttons. Rows are best score first.
 */
export function ResultsTable(props: ResultsTableProps) {
  const { rows, selected } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const pageSize = Math.max(1, Math.floor((MAX_HEIGHT - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
  const focus = useRowFocus({ count: rows.length, pageSize, scrollRef, virtualizer });
  const selectedHere = rows.reduce((n, r) => n + (selected.has(r.id) ? 1 : 0), 0);
  const all = rows.length > 0 && selectedHere === rows.length;

  // The rows' handlers read the latest props through a ref, so they stay the same between renders and a row
  // that scrolled into view earlier is not rendered again on every scroll frame (see ResultRow).
  const latest = useRef({ props, focus });
  latest.current = { props, focus };
  const handlers = useMemo<RowHandlers>(
    () => ({
      key: (event, index, row) => {
        if (event.target !== event.currentTarget) return;
        const { props, focus } = latest.current;
        if (event.key === 'Enter') {
          event.preventDefault();
          props.onOpen(row);
        } else if (event.key === ' ') {
          event.preventDefault();
          props.onToggle(row.id);
        } else if (focus.move(event.key, index)) {
          event.preventDefault();
        }
      },
      click: (event, row) => {
        const target = event.target as HTMLElement;
        if (target.closest('[data-no-open]')) return;
        latest.current.props.onOpen(row);
      },
      focus: (index) => latest.current.focus.setActive(index),
      toggle: (id) => latest.current.props.onToggle(id),
      move: (row, category) => latest.current.props.onMove(row, category),
    }),
    [],
  );

  return (
    <div ref={scrollRef} className={classes.scroller} style={{ maxHeight: MAX_HEIGHT }}>
      <Table
        className={classes.table}
        aria-label="Candidates"
        aria-rowcount={rows.length + 1}
        verticalSpacing={0}
        fz="sm"
      >
        <Table.Thead className={classes.thead}>
          <Table.Tr className={classes.row} style={{ gridTemplateColumns: TEMPLATE, height: HEADER_HEIGHT }}>
            <Table.Th>
              <input
                type="checkbox"
                className={classes.checkbox}
                aria-label="Select all"
                checked={all}
                ref={(el) => {
                  if (el) el.indeterminate = selectedHere > 0 && !all;
                }}
                disabled={rows.length === 0}
                onChange={() =>
                  props.onToggleAll(
                    rows.map((r) => r.id),
                    !all,
                  )
                }
              />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Current title</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>
              <VisuallyHidden>Triage</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody
          className={classes.tbody}
          style={{ height: rows.length > 0 ? virtualizer.getTotalSize() : undefined }}
        >
          {rows.length === 0 ? (
            <Table.Tr className={classes.row} style={{ gridTemplateColumns: TEMPLATE }}>
              <Table.Td className={classes.emptyCell}>
                <Text c="dimmed" size="sm">
                  {props.empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            virtualizer
              .getVirtualItems()
              .map((item) => (
                <ResultRow
                  key={rows[item.index]!.id}
                  row={rows[item.index]!}
                  index={item.index}
                  start={item.start}
                  active={item.index === focus.activeIndex}
                  selected={selected.has(rows[item.index]!.id)}
                  category={props.category}
                  busy={props.busy}
                  handlers={handlers}
                />
              ))
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}

type RowHandlers = {
  key: (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: CvSorterCandidate) => void;
  click: (event: MouseEvent<HTMLTableRowElement>, row: CvSorterCandidate) => void;
  focus: (index: number) => void;
  toggle: (id: string) => void;
  move: (row: CvSorterCandidate, category: CvSorterCategory) => void;
};

type ResultRowProps = {
  row: CvSorterCandidate;
  index: number;
  /** The row's offset from the top of the body, px. */
  start: number;
  active: boolean;
  selected: boolean;
  category: CvSorterCategory;
  busy: boolean;
  handlers: RowHandlers;
};

/**
 * One row of the results. Memoised: while the table scrolls only the rows coming into view render (each
 * has two tooltips), not every row in the DOM on every frame.
 */
const ResultRow = memo(function ResultRow(p: ResultRowProps) {
  const { row, index, handlers } = p;
  return (
    <Table.Tr
      data-index={index}
      aria-rowindex={index + 2}
      data-selected={p.selected || undefined}
      tabIndex={p.active ? 0 : -1}
      className={`${classes.row} ${classes.bodyRow}`}
      style={{ gridTemplateColumns: TEMPLATE, height: ROW_HEIGHT, transform: `translateY(${p.start}px)` }}
      onClick={(e) => handlers.click(e, row)}
      onKeyDown={(e) => handlers.key(e, index, row)}
      onFocus={(e) => e.target === e.currentTarget && handlers.focus(index)}
    >
      <Table.Td data-no-open>
        <input
          type="checkbox"
          className={classes.checkbox}
          tabIndex={-1}
          aria-label={`Select ${row.name}`}
          checked={p.selected}
          onChange={() => handlers.toggle(row.id)}
        />
      </Table.Td>
      <Table.Td>
        <div className={classes.stack}>
          <span className={classes.strong}>{row.name}</span>
          {row.status === 'failed' && row.assessment && (
            <span className={classes.failed} title={row.assessment}>
              {row.assessment}
            </span>
          )}
        </div>
      </Table.Td>
      <Table.Td>
        <span className={classes.text} title={row.currentTitle}>
          {row.currentTitle}
        </span>
      </Table.Td>
      <Table.Td>
        <span className={classes.text} title={row.currentCompany}>
          {row.currentCompany}
        </span>
      </Table.Td>
      <Table.Td>
        <CandidateScore candidate={row} />
      </Table.Td>
      <Table.Td data-no-open>
        <TriageButtons
          category={p.category}
          name={row.name}
          tabbable={p.active}
          disabled={p.busy}
          onMove={(category) => handlers.move(row, category)}
        />
      </Table.Td>
    </Table.Tr>
  );
});
