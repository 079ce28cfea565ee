import { Alert, Button, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { trainerMessages } from '@rw/core';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import { UnsavedChangesGuard } from '#/components/ui/unsaved-changes-guard';
import { DataTrainerLeftPanel } from '#/features/data-trainer/components/left-panel';
import { DataTrainerRightArea } from '#/features/data-trainer/components/right-area';
import { useScoreDrafts } from '#/features/data-trainer/hooks/use-score-drafts';
import { useSettingsForm } from '#/features/data-trainer/hooks/use-settings-form';
import { useTrainerActions } from '#/features/data-trainer/hooks/use-trainer-actions';
import { useTrainerState } from '#/features/data-trainer/hooks/use-trainer-state';
import {
  csvFileError,
  isRunLive,
  scoresOfDraft,
  startTrainingError,
} from '#/features/data-trainer/utils/trainer-rules';

const questions = {
  clear: 'Clear the candidate set? Its hand scores are removed too; company descriptions stay.',
  replace: 'Replace the candidate set with this file? The hand scores of the current set are removed.',
};

/**
 * The Data Trainer at `/apps/data-trainer` (docs/product/data-trainer.md), for administrators: upload a
 * candidate set, score candidates by hand on the CV Sorter's criteria, train the scoring instructions on the
 * server against those scores (live over the event stream), adopt the best ones for the CV Sorter, or go back
 * to an earlier version or the built-in instructions. Unsaved hand scores and settings are asked about before
 * the page is left.
 */
export function DataTrainerPage() {
  const { state, progress } = useTrainerState();
  const data = state.data;
  const candidates = data?.candidates ?? [];
  const drafts = useScoreDrafts(candidates);
  const settings = useSettingsForm(data?.settings);
  const actions = useTrainerActions();
  const [apiKey, setApiKey] = useState('');
  const [asking, setAsking] = useState<{ kind: 'clear' } | { kind: 'replace'; file: File } | null>(null);
  const resetFile = useRef<() => void>(null);
  const resetWelcomeFile = useRef<() => void>(null);
  const live = isRunLive(data?.run);

  const upload = (file: File) => actions.upload.mutate(file, { onSuccess: drafts.discard });
  const handleFile = (file: File | null) => {
    resetFile.current?.();
    resetWelcomeFile.current?.();
    const error = csvFileError(file);
    actions.setUploadError(error);
    if (error || !file) return;
    const hasScores = candidates.some((c) => c.scores) || drafts.dirty.length > 0;
    if (hasScores) setAsking({ kind: 'replace', file });
    else upload(file);
  };
  const handleConfirm = () => {
    if (asking?.kind === 'replace') upload(asking.file);
    if (asking?.kind === 'clear') actions.clear.mutate(undefined, { onSuccess: drafts.discard });
    setAsking(null);
  };
  const handleStart = async () => {
    const pending = drafts.dirty.filter((id) => {
      const c = candidates.find((x) => x.id === id);
      return c && scoresOfDraft(drafts.draftOf(c)) !== null;
    });
    const error = startTrainingError({
      candidates: candidates.length,
      scored: candidates.filter((c) => c.scores).length + pending.length,
      organisationHasKey: data?.organisationHasKey ?? false,
      apiKey,
    });
    actions.setTrainingError(error);
    if (error || !settings.form) return;
    // Typed scores and settings count for this run: they are saved first.
    if (!(await drafts.saveAll()) || !(await settings.save())) {
      actions.setTrainingError('Some changes could not be saved: see the marked fields.');
      return;
    }
    actions.start.mutate({ ...settings.form, apiKey: apiKey.trim() || undefined });
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Data Trainer</Title>
          <Text c="dimmed">
            Score candidates by hand, then train the CV Sorter’s scoring instructions until the model agrees
            with you.
          </Text>
        </Stack>
        {state.isError && (
          <Alert color="red" variant="light" role="alert" title="The Data Trainer could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{state.error.message}</Text>
              <Button size="xs" variant="default" onClick={() => void state.refetch()}>
                Retry
              </Button>
            </Stack>
          </Alert>
        )}
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <DataTrainerLeftPanel
              data={data}
              live={live}
              actions={actions}
              settings={settings}
              apiKey={apiKey}
              onApiKey={setApiKey}
              onFile={handleFile}
              onClear={() => setAsking({ kind: 'clear' })}
              resetRef={resetFile}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <DataTrainerRightArea
              data={data}
              loading={state.isPending}
              live={live}
              progress={progress}
              drafts={drafts}
              actions={actions}
              onFile={handleFile}
              resetRef={resetWelcomeFile}
              onStart={() => void handleStart()}
            />
          </Grid.Col>
        </Grid>
      </Stack>
      <ConfirmDialog
        title={asking?.kind === 'clear' ? trainerMessages.clearData : 'Replace the candidate set'}
        message={asking ? questions[asking.kind] : null}
        confirmLabel={asking?.kind === 'clear' ? trainerMessages.clearData : 'Replace'}
        onConfirm={handleConfirm}
        onCancel={() => setAsking(null)}
      />
      <UnsavedChangesGuard
        editors={[
          { dirty: drafts.dirty.length > 0, save: drafts.saveAll, discard: drafts.discard },
          { dirty: settings.dirty, save: settings.save, discard: settings.discard },
        ]}
      />
    </Container>
  );
}
