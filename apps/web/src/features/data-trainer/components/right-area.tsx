import { Stack } from '@mantine/core';
import type { TrainerProgressEvent, TrainerState } from '@rw/core';
import type { RefObject } from 'react';
import { CompanyStatusPanel } from '#/features/data-trainer/components/company-status-panel';
import { ManualScoringPanel } from '#/features/data-trainer/components/manual-scoring-panel';
import { TrainingPanel } from '#/features/data-trainer/components/training-panel';
import { VersionsPanel } from '#/features/data-trainer/components/versions-panel';
import { WelcomeCard } from '#/features/data-trainer/components/welcome-card';
import type { useScoreDrafts } from '#/features/data-trainer/hooks/use-score-drafts';
import type { useTrainerActions } from '#/features/data-trainer/hooks/use-trainer-actions';

type RightAreaProps = {
  data: TrainerState | undefined;
  loading: boolean;
  live: boolean;
  progress: TrainerProgressEvent | null;
  drafts: ReturnType<typeof useScoreDrafts>;
  actions: ReturnType<typeof useTrainerActions>;
  onFile: (file: File | null) => void;
  /** Resets the welcome card's file input. */
  resetRef: RefObject<(() => void) | null>;
  onStart: () => void;
};

/**
 * The right-hand area (docs/product/data-trainer.md): the welcome card while loading or with no candidates;
 * else Company Description Status, Manual Candidate Scoring and Training and Evaluation. The scoring
 * instructions' versions show whenever there are any, also with no candidates.
 */
export function DataTrainerRightArea(props: RightAreaProps) {
  const { data, loading, live, progress, drafts, actions, onFile, onStart } = props;
  const hasCandidates = (data?.candidates.length ?? 0) > 0;
  const versions = data && (data.versions.length > 0 || data.run) && (
    <VersionsPanel
      versions={data.versions}
      restoring={actions.restore.isPending ? actions.restore.variables : undefined}
      onRestore={(v) => actions.restore.mutate(v)}
      feedback={actions.versionsFeedback}
    />
  );
  if (!data || !hasCandidates) {
    return (
      <Stack gap="lg">
        <WelcomeCard
          loading={loading}
          uploading={actions.upload.isPending}
          locked={live}
          onFile={onFile}
          resetRef={props.resetRef}
        />
        {versions}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <CompanyStatusPanel
        companies={data.companies}
        describing={data.describing}
        canDescribe={data.organisationHasKey && !live}
        starting={actions.describe.isPending}
        onDescribe={() => actions.describe.mutate()}
        feedback={actions.companiesFeedback}
      />
      <ManualScoringPanel candidates={data.candidates} drafts={drafts} />
      <TrainingPanel
        run={data.run}
        progress={progress}
        starting={actions.start.isPending}
        onStart={onStart}
        error={actions.trainingError}
        adopting={actions.adopt.isPending}
        onAdopt={() => data.run && actions.adopt.mutate(data.run.id)}
        feedback={actions.runFeedback}
      />
      {versions}
    </Stack>
  );
}
