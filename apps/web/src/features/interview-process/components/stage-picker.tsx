import {
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type StagePreset, stagePresets } from '@rw/core';
import classes from '#/features/interview-process/components/stage-picker.module.css';

export type PickMode = 'stage' | 'concurrent';

type StagePickerProps = {
  mode: PickMode;
  onModeChange: (mode: PickMode) => void;
  /** A custom step is selected, so a concurrent step can be added beside it. */
  canAddConcurrent: boolean;
  onPick: (preset: StagePreset) => void;
};

/**
 * 'Choose a stage' (docs/product/interview-process.md#stage-picker): the 12 presets with their emoji and
 * subtitle. A preset becomes a new stage after the selected one (or the last custom stage), or a concurrent
 * step beside the selected step.
 */
export function StagePicker({ mode, onModeChange, canAddConcurrent, onPick }: StagePickerProps) {
  return (
    <Paper component="section" aria-label="Choose a stage" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Choose a stage
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Add as"
            value={canAddConcurrent ? mode : 'stage'}
            onChange={(v) => onModeChange(v === 'concurrent' ? 'concurrent' : 'stage')}
            data={[
              { label: 'New stage', value: 'stage' },
              { label: 'Concurrent step', value: 'concurrent', disabled: !canAddConcurrent },
            ]}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing={4} verticalSpacing={4}>
          {stagePresets.map((preset) => (
            <UnstyledButton key={preset.title} onClick={() => onPick(preset)} className={classes.preset}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text fz={20} lh={1.2} aria-hidden>
                  {preset.emoji}
                </Text>
                <div>
                  <Text size="sm" fw={600} lh={1.3}>
                    {preset.title}
                  </Text>
                  <Text size="xs" c="dimmed" lh={1.3}>
                    {preset.subtitle}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
