import { Button, Group, Paper, Text } from '@mantine/core';
import { candidateMessages, selectedCountMessage } from '@rw/core';

/**
 * 'N candidate(s) selected', 'Clear selection' and the disabled 'Bulk Actions (Coming Soon)'
 * (docs/product/candidates.md#selection).
 */
export function SelectionBar({ count, onClear }: { count: number; onClear: () => void }) {
  return (
    <Paper
      role="region"
      aria-label="Selection"
      withBorder
      radius="md"
      px="md"
      py={6}
      bg="var(--mantine-primary-color-light)"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {selectedCountMessage(count)}
        </Text>
        <Group gap="xs">
          <Button variant="subtle" size="xs" onClick={onClear}>
            {candidateMessages.clearSelection}
          </Button>
          <Button size="xs" variant="default" disabled>
            {candidateMessages.bulkActionsComingSoon}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
