import { Badge, Group, Loader, Text } from '@mantine/core';
import { type RecordStatusFilter, recordStatusFilterLabels } from '@rw/core';
import { truncationNote } from '#/features/candidates/job-tab/utils/candidate-rows';

type ListSummaryProps = {
  total: number;
  shown: number;
  stageTitle: string;
  status: RecordStatusFilter;
  /** The list is reloading (after an import, a scoring run or a pipeline action). */
  updating: boolean;
};

/**
 * The line over the table (docs/product/candidates.md#candidates-tab): '{n} candidate(s) in {stage}' (with the
 * Status filter's label in brackets unless it is 'In stage'), 'Updating…' while the list reloads, and
 * 'Showing the newest N of M' when the list was cut.
 */
export function ListSummary({ total, shown, stageTitle, status, updating }: ListSummaryProps) {
  const note = truncationNote(shown, total);
  const which = status === 'active' ? '' : ` (${recordStatusFilterLabels[status]})`;
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {`${total.toLocaleString('en-US')} candidate(s) in ${stageTitle}${which}`}
        </Text>
        {updating && (
          // Rather than show stale counts while the list reloads, say so.
          <Group gap={6} role="status">
            <Loader size={12} />
            <Text size="xs" c="dimmed">
              Updating…
            </Text>
          </Group>
        )}
      </Group>
      {note && (
        <Badge variant="light" color="gray" tt="none">
          {note}
        </Badge>
      )}
    </Group>
  );
}
