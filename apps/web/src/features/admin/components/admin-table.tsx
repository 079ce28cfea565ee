import { EmptyState, Skeleton, Table } from '@mantine/core';
import { adminMessages } from '@rw/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type AdminTableProps = {
  /** Accessible name of the table. */
  label: string;
  columns: string[];
  loading: boolean;
  /** The list could not be loaded (and nothing older is shown): an error state instead of the empty one. */
  failed?: boolean;
  /** Whether there are rows to show (false shows the empty state). */
  hasRows: boolean;
  empty: { title: string; description: string; icon: ReactNode };
  minWidth?: number;
  children: ReactNode;
};

const SKELETON_ROWS = 4;

/** The tables of the Admin Panel: striped rows, skeleton rows while loading, an empty state when empty. */
export function AdminTable({
  label,
  columns,
  loading,
  failed = false,
  hasRows,
  empty,
  minWidth = 640,
  children,
}: AdminTableProps) {
  let body: ReactNode = children;
  if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, row) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
      <Table.Tr key={row} aria-hidden>
        {columns.map((c) => (
          <Table.Td key={c}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (!hasRows) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          {failed ? (
            <EmptyState
              py="lg"
              color="red"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title={adminMessages.loadError}
              description="Reload the page or try again in a moment."
            />
          ) : (
            <EmptyState py="lg" withIndicatorBackground {...empty} />
          )}
        </Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="sm"
        aria-label={label}
        aria-busy={loading}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
