import { Button, Group, Kbd, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { MAX_TRANSCRIPT_LENGTH } from '@rw/core';
import { IconEraser } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { formatCharacterCount } from '#/features/screen-evaluation/utils/analysis-messages';

type TranscriptPanelProps = {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  /** Ctrl/Cmd+Enter in the text area: analyse. */
  onSubmit: () => void;
  /** While analysing the text is read-only (it keeps the focus, unlike a disabled field). */
  readOnly: boolean;
};

/**
 * The transcript text area with its character counter and Clear button
 * (docs/product/screen-evaluation.md#analysis).
 */
export function TranscriptPanel({ value, onChange, onClear, onSubmit, readOnly }: TranscriptPanelProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            Transcript
          </Title>
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconEraser size={16} aria-hidden />}
            onClick={onClear}
            disabled={readOnly || value.length === 0}
          >
            Clear
          </Button>
        </Group>
        <Textarea
          label="Call transcript"
          description="Paste the transcript of a recruiter screen call: who said what, as exported by your call tool."
          placeholder={'Recruiter: Thanks for making the time today…\nCandidate: …'}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          maxLength={MAX_TRANSCRIPT_LENGTH}
          autosize
          minRows={12}
          maxRows={22}
          readOnly={readOnly}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">Enter</Kbd> analyzes
          </Text>
          <Text size="xs" c="dimmed" data-testid="transcript-counter">
            {formatCharacterCount(value.length, MAX_TRANSCRIPT_LENGTH)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
