import { Button, Collapse, List, Paper, Slider, Stack, Text } from '@mantine/core';
import {
  BATCH_SIZE_MAX,
  BATCH_SIZE_MIN,
  batchGuidance,
  batchGuidanceFor,
  cvSorterMessages,
  DELAY_MS_MAX,
  DELAY_MS_MIN,
  DELAY_MS_STEP,
} from '@rw/core';
import { IconAdjustments, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';

type BatchSettingsPanelProps = {
  batchSize: number;
  delayMs: number;
  /** The list's size: its guidance line is marked. */
  candidateCount: number;
  disabled: boolean;
  onChange: (patch: { batchSize?: number; delayMs?: number }) => void;
};

/**
 * 'Batch Settings' (docs/product/cv-sorter.md#processing): batch size 5-50 (how many candidates are scored at
 * the same time) and the delay 100-1000 ms in steps of 100 (the least time between two model calls' starts),
 * with the guidance for small, medium and large lists. Both pace the server's AI limiter; neither is a pause.
 */
export function BatchSettingsPanel(props: BatchSettingsPanelProps) {
  const [opened, setOpened] = useState(false);
  const regionId = useId();
  const fits = props.candidateCount > 0 ? batchGuidanceFor(props.candidateCount) : null;
  return (
    <Paper withBorder radius="md" p="md">
      <Button
        variant="subtle"
        color="gray"
        fullWidth
        justify="space-between"
        leftSection={<IconAdjustments size={16} aria-hidden />}
        rightSection={
          opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
        }
        aria-expanded={opened}
        aria-controls={regionId}
        onClick={() => setOpened((o) => !o)}
      >
        {cvSorterMessages.batchSettings}
      </Button>
      <Collapse expanded={opened} id={regionId}>
        <Stack gap="md" pt="sm">
          <div>
            <Text size="sm" fw={500}>
              Batch size: {props.batchSize}
            </Text>
            <Text size="xs" c="dimmed">
              Candidates scored at the same time.
            </Text>
            <Slider
              mt="xs"
              min={BATCH_SIZE_MIN}
              max={BATCH_SIZE_MAX}
              step={1}
              value={props.batchSize}
              disabled={props.disabled}
              thumbLabel="Batch size"
              marks={[
                { value: BATCH_SIZE_MIN, label: BATCH_SIZE_MIN },
                { value: BATCH_SIZE_MAX, label: BATCH_SIZE_MAX },
              ]}
              onChange={(batchSize) => props.onChange({ batchSize })}
            />
          </div>
          <div>
            <Text size="sm" fw={500} mt="xs">
              Delay between requests: {props.delayMs} ms
            </Text>
            <Text size="xs" c="dimmed">
              The least time between the starts of two model calls.
            </Text>
            <Slider
              mt="xs"
              min={DELAY_MS_MIN}
              max={DELAY_MS_MAX}
              step={DELAY_MS_STEP}
              value={props.delayMs}
              disabled={props.disabled}
              thumbLabel="Delay between requests (ms)"
              marks={[
                { value: DELAY_MS_MIN, label: DELAY_MS_MIN },
                { value: DELAY_MS_MAX, label: DELAY_MS_MAX },
              ]}
              onChange={(delayMs) => props.onChange({ delayMs })}
            />
          </div>
          <List size="xs" spacing={6} mt="xs">
            {batchGuidance.map((g) => (
              <List.Item
                key={g.size}
                fw={g.size === fits ? 600 : undefined}
                data-fits={g.size === fits || undefined}
              >
                <Text span size="xs" fw={600}>
                  {g.label}:
                </Text>{' '}
                <Text span size="xs" c={g.size === fits ? undefined : 'dimmed'}>
                  {g.text}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Collapse>
    </Paper>
  );
}
