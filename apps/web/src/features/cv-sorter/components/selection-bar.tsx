import { Button, Group, Paper, Text } from '@mantine/core';
import { type CvSorterCategory, cvSorterCategoryLabels } from '@rw/core';
import { IconArrowBackUp, IconBriefcase, IconCheck, IconX } from '@tabler/icons-react';
import { triageActions } from '#/features/cv-sorter/utils/page-rules';

type SelectionBarProps = {
  category: CvSorterCategory;
  count: number;
  busy: boolean;
  onMove: (category: CvSorterCategory) => void;
  onAddToJob: () => void;
  onClear: () => void;
};

/**
 * The selected rows of a tab moved at once (docs/product/cv-sorter.md#triage): kept or eliminated from Not
 * Sorted, moved back from Possible and Eliminated, or added to a job.
 */
export function SelectionBar({ category, count, busy, onMove, onAddToJob, onClear }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <Paper withBorder radius="sm" px="sm" py={6} bg="var(--mantine-primary-color-light)">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {count} selected
        </Text>
        <Group gap="xs">
          {triageActions(category).map((a) =>
            a === 'keep' ? (
              <Button
                key={a}
                size="xs"
                color="green"
                variant="light"
                leftSection={<IconCheck size={14} aria-hidden />}
                disabled={busy}
                onClick={() => onMove('possible')}
              >
                Keep selected
              </Button>
            ) : a === 'eliminate' ? (
              <Button
                key={a}
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconX size={14} aria-hidden />}
                disabled={busy}
                onClick={() => onMove('eliminated')}
              >
                Eliminate selected
              </Button>
            ) : (
              <Button
                key={a}
                size="xs"
                variant="default"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                disabled={busy}
                onClick={() => onMove('notSorted')}
              >
                Move selected back to {cvSorterCategoryLabels.notSorted}
              </Button>
            ),
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBriefcase size={14} aria-hidden />}
            onClick={onAddToJob}
          >
            Add selected to job
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
            Clear
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
