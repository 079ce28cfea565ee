import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { CvSorterSearch } from '@rw/core';

/**
 * The progress panel while a run is queued or going on (docs/product/cv-sorter.md#processing): the
 * percentage and the server's message ('Describing companies: 3 of 12', 'Scoring candidates: 40 of 200'),
 * live over the event stream. The run goes on if the page is closed.
 */
export function ProgressPanel({
  search,
}: {
  search: Pick<CvSorterSearch, 'percent' | 'message' | 'scored' | 'failed' | 'total'>;
}) {
  const percent = Math.max(0, Math.min(100, search.percent));
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>Processing…</Text>
          <Text fw={600} data-testid="progress-percent">
            {percent}%
          </Text>
        </Group>
        <Progress value={percent} animated size="lg" aria-label="Scoring progress" />
        <Text size="sm" data-testid="progress-message">
          {search.message}
        </Text>
        <Text size="xs" c="dimmed">
          {search.scored} scored · {search.failed} failed · {search.total} candidates. The run continues on
          the server if you close this page.
        </Text>
      </Stack>
    </Paper>
  );
}
