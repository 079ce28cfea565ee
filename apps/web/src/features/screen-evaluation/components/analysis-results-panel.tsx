import { Alert, Box, Button, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCopy, IconDeviceFloppy, IconFileAnalytics } from '@tabler/icons-react';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import { AnalysisMarkdown } from '#/features/screen-evaluation/components/analysis-markdown';
import { AnalysisStatusBadge } from '#/features/screen-evaluation/components/analysis-status-badge';
import type { AnalysisState } from '#/features/screen-evaluation/hooks/use-transcript-analysis';
import { analysisFailureAlert } from '#/features/screen-evaluation/utils/analysis-messages';
import type { ActionFeedback } from '#/lib/action-feedback';

type AnalysisResultsPanelProps = {
  state: AnalysisState;
  feedback: ActionFeedback | null;
  saving: boolean;
  onCopy: () => void;
  onSave: () => void;
};

function ResultBody({ state }: { state: AnalysisState }) {
  if (state.analysis) return <AnalysisMarkdown>{state.analysis}</AnalysisMarkdown>;
  if (state.status === 'streaming') {
    return (
      <Stack gap="xs" aria-label="Reading the transcript">
        <Text size="sm" c="dimmed">
          Reading the transcript…
        </Text>
        {[90, 75, 82, 60].map((width) => (
          <Skeleton key={width} height={12} width={`${width}%`} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (state.status === 'failed') return null;
  return (
    <EmptyState
      py="xl"
      withIndicatorBackground
      icon={<IconFileAnalytics size={28} aria-hidden />}
      title="No analysis yet"
      description="Paste a transcript and choose Analyze Transcript. The evaluation appears here as it is written."
    />
  );
}

/**
 * 'Analysis Results' (docs/product/screen-evaluation.md#analysis): the evaluation filling in as the model
 * writes it, with 'Copy Analysis' and 'Save Evaluation' and their result messages
 * (docs/product/screen-evaluation.md#messages).
 */
export function AnalysisResultsPanel({ state, feedback, saving, onCopy, onSave }: AnalysisResultsPanelProps) {
  const streaming = state.status === 'streaming';
  const failure = state.status === 'failed' ? analysisFailureAlert(state.error) : null;
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Title order={2} size="h4">
              Analysis Results
            </Title>
            <AnalysisStatusBadge status={state.status} />
          </Group>
          <Group gap="xs">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={onCopy}
              disabled={streaming || !state.analysis.trim()}
            >
              Copy Analysis
            </Button>
            <Button
              size="sm"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={onSave}
              loading={saving}
              disabled={streaming}
            >
              Save Evaluation
            </Button>
          </Group>
        </Group>
        <ActionFeedbackText feedback={feedback} />
        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title={failure.title}
            role="alert"
          >
            {failure.detail}
          </Alert>
        )}
        {state.status === 'stopped' && (
          <Alert color="gray" variant="light" title="Analysis stopped">
            The text written so far is kept. Analyze again for a complete evaluation.
          </Alert>
        )}
        <Box aria-busy={streaming} aria-label="Analysis" role="region" data-testid="analysis-results">
          <ResultBody state={state} />
        </Box>
        {state.status === 'done' && state.usage && (
          <Text size="xs" c="dimmed">
            {state.usage.tokensUsed.toLocaleString('en')} tokens used
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
