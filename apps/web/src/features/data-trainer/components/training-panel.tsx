import {
  Alert,
  Button,
  Code,
  Group,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type TrainerProgressEvent, type TrainerRun, trainerMessages } from '@rw/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import { IterationsTable } from '#/features/data-trainer/components/iterations-table';
import { RunResult } from '#/features/data-trainer/components/run-result';
import { isRunLive, runProgressText } from '#/features/data-trainer/utils/trainer-rules';
import type { ActionFeedback } from '#/lib/action-feedback';
import { formatAbsoluteTime } from '#/lib/relative-time';

type TrainingPanelProps = {
  run: TrainerRun | null;
  progress: TrainerProgressEvent | null;
  starting: boolean;
  onStart: () => void;
  /** Why training could not start ('Please score at least one candidate before training', …). */
  error: string | null;
  adopting: boolean;
  onAdopt: () => void;
  feedback: ActionFeedback | null;
};

/**
 * Training and Evaluation (docs/product/data-trainer.md#training): 'Start Training' (disabled and
 * 'Training...' while a run goes on), the run's progress, the iterations as they finish, and the result with
 * 'Adopt'. The run goes on on the server if the page is closed.
 */
export function TrainingPanel(props: TrainingPanelProps) {
  const { run } = props;
  const live = isRunLive(run);
  const [shown, setShown] = useState<number | null>(null);
  const shownPrompt = run?.iterations.find((it) => it.iteration === shown)?.prompt ?? null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {trainerMessages.trainingTitle}
        </Title>
        <Text size="sm" c="dimmed">
          Each iteration scores your hand-scored candidates with a version of the CV Sorter’s instructions and
          measures how far the model agrees with you; the next asks the model for better instructions. About
          30% of your scored candidates are held out to check the best instructions on people they were not
          tuned on.
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            leftSection={
              live ? <Loader size={14} color="white" aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />
            }
            disabled={live || props.starting}
            onClick={props.onStart}
          >
            {live || props.starting ? trainerMessages.training : trainerMessages.startTraining}
          </Button>
          {live && run && (
            <Text size="sm" aria-live="polite" data-testid="run-progress">
              {runProgressText(run, props.progress)}
            </Text>
          )}
        </Group>
        {props.error && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {props.error}
          </Alert>
        )}
        <ActionFeedbackText feedback={props.feedback} />
        {run && (
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {live ? 'Running' : 'Latest run'} · started {formatAbsoluteTime(run.createdAt)}
              {run.startedBy ? ` by ${run.startedBy}` : ''} · metric {run.metric} · threshold{' '}
              {run.improvementThreshold.toFixed(2)} · {run.trainingCount} training, {run.heldOutCount} held
              out · from {run.baseVersion ? `org v${run.baseVersion}` : 'the built-in instructions'}
            </Text>
            {run.iterations.length > 0 ? (
              <IterationsTable run={run} onShowPrompt={setShown} />
            ) : (
              live && (
                <Text size="sm" c="dimmed">
                  The first row appears when iteration 1 is measured.
                </Text>
              )
            )}
            <RunResult run={run} adopting={props.adopting} onAdopt={props.onAdopt} />
          </Stack>
        )}
      </Stack>
      <Modal
        opened={shownPrompt !== null}
        onClose={() => setShown(null)}
        title={`Instructions of iteration ${shown ?? ''}`}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <ScrollArea.Autosize mah="70vh">
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            {shownPrompt}
          </Code>
        </ScrollArea.Autosize>
      </Modal>
    </Paper>
  );
}
