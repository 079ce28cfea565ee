import { Button, Group, Loader, Table, Text } from '@mantine/core';
import { type CandidateListItem, candidateMessages } from '@rw/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import {
  CANDIDATE_ROW_HEIGHT,
  CandidateListRow,
} from '#/features/candidates/pages/components/candidate-list-row';
import classes from '#/features/candidates/pages/components/candidates-table.module.css';

/** Height of the sticky header row in px (the virtualiser starts the first row below it). */
const HEADER_HEIGHT = 41;
/** Start loading the next page when this few loaded rows are left below the viewport. */
const PREFETCH_ROWS = 30;

const columns = [
  { label: 'Name', width: '26%' },
  { label: 'Current Position', width: '28%' },
  { label: 'Contact', width: 124 },
  { label: 'Location', width: '20%' },
  { label: 'Added', width: 124 },
] as const;

type CandidatesTableProps = {
  rows: readonly CandidateListItem[];
  /** All rows the search matches, for aria-rowcount; null when only a lower bound is known. */
  rowCount: number | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextPageFailed: boolean;
  onLoadMore: () => void;
  onOpen: (id: string) => void;
  /** Dims the rows while they are the previous search's (placeholder data). */
  stale?: boolean;
};

/**
 * The candidates table (docs/product/candidates.md#candidates-list), virtualised: only the rows in view (plus
 * an overscan) are in the DOM, spacer rows keep the scroll height, so a million-row list scrolls as fast as
 * ten rows. Scrolling near the end of what is loaded asks for the next page (infinite scroll).
 */
export function CandidatesTable(props: CandidatesTableProps) {
  const { rows, hasNextPage, isFetchingNextPage, nextPageFailed, onLoadMore } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CANDIDATE_ROW_HEIGHT,
    paddingStart: HEADER_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (!hasNextPage || isFetchingNextPage || nextPageFailed) return;
    if (lastIndex >= rows.length - 1 - PREFETCH_ROWS) onLoadMore();
  }, [lastIndex, rows.length, hasNextPage, isFetchingNextPage, nextPageFailed, onLoadMore]);

  const paddingTop = items.length > 0 ? items[0]!.start - HEADER_HEIGHT : 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items.at(-1)!.end : 0;

  return (
    <div className={classes.scroller} ref={scrollRef} style={{ opacity: props.stale ? 0.65 : 1 }}>
      <Table
        className={classes.table}
        verticalSpacing="xs"
        aria-label="Candidates"
        aria-rowcount={props.rowCount == null ? -1 : props.rowCount + 1}
      >
        <colgroup>
          {columns.map((c) => (
            <col key={c.label} style={{ width: c.width }} />
          ))}
        </colgroup>
        <Table.Thead className={classes.head} style={{ height: HEADER_HEIGHT }}>
          <Table.Tr aria-rowindex={1}>
            {columns.map((c) => (
              <Table.Th key={c.label} scope="col">
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {paddingTop > 0 && (
            <tr className={classes.spacer} aria-hidden>
              <td colSpan={columns.length} style={{ height: paddingTop }} />
            </tr>
          )}
          {items.map((item) => (
            <CandidateListRow
              key={rows[item.index]!.id}
              candidate={rows[item.index]!}
              index={item.index + 2}
              onOpen={props.onOpen}
            />
          ))}
          {paddingBottom > 0 && (
            <tr className={classes.spacer} aria-hidden>
              <td colSpan={columns.length} style={{ height: paddingBottom }} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
      {(isFetchingNextPage || nextPageFailed) && (
        <Group justify="center" gap="sm" py="sm" role="status">
          {nextPageFailed ? (
            <>
              <Text size="sm" c="red">
                {candidateMessages.failedToLoadCandidates}
              </Text>
              <Button size="xs" variant="default" onClick={onLoadMore}>
                Retry
              </Button>
            </>
          ) : (
            <>
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                Loading more candidates...
              </Text>
            </>
          )}
        </Group>
      )}
    </div>
  );
}
