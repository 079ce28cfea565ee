import { Group, Loader, Text } from '@mantine/core';
import { trainerStatusTone } from '@rw/core';
import type { StatusLine as Line } from '#/features/data-trainer/utils/trainer-rules';

/**
 * The status line of Data Upload (docs/product/data-trainer.md#upload): green when it holds a tick, red with a
 * cross, blue otherwise, with a spinner while work goes on. A polite live region, so each new line is read out.
 */
export function StatusLine({ line }: { line: Line | null }) {
  const tone = line ? trainerStatusTone(line.text) : 'blue';
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" role="status" aria-live="polite" mih={20}>
      {line?.busy && <Loader size={14} color={tone} mt={3} aria-hidden />}
      {line && (
        <Text size="sm" fw={500} c={`${tone}.${tone === 'blue' ? 7 : 8}`} data-testid="trainer-status">
          {line.text}
        </Text>
      )}
    </Group>
  );
}
