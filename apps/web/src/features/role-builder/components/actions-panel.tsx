import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconUserPlus } from '@tabler/icons-react';

type ActionsPanelProps = {
  jobSelected: boolean;
  saving: boolean;
  onSave: () => void;
  onExport: () => void;
  onAddCandidate: () => void;
};

/** The Actions panel (docs/product/role-builder.md#page): Save Process, Export, Add Candidate. */
/** Labels wrap rather than being cut in the narrow column beside the canvas. */
const wrapping = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'left' },
  inner: { justifyContent: 'flex-start' },
} as const;

export function ActionsPanel({ jobSelected, saving, onSave, onExport, onAddCandidate }: ActionsPanelProps) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Actions">
      <Title order={2} size="h5" mb="xs">
        Actions
      </Title>
      <Stack gap={6}>
        <Button
          styles={wrapping}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          onClick={onSave}
          loading={saving}
          disabled={!jobSelected}
        >
          Save Process
        </Button>
        <Button
          styles={wrapping}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={onExport}
          disabled={!jobSelected}
        >
          Export
        </Button>
        <Button
          styles={wrapping}
          variant="default"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={onAddCandidate}
        >
          Add Candidate
        </Button>
      </Stack>
    </Paper>
  );
}
