import { Stack } from '@mantine/core';
import { type TrainerState, trainerMessages } from '@rw/core';
import type { RefObject } from 'react';
import { DataUploadPanel } from '#/features/data-trainer/components/data-upload-panel';
import {
  ApiConfigPanel,
  JobInfoPanel,
  TrainingSettingsPanel,
} from '#/features/data-trainer/components/settings-panels';
import type { useSettingsForm } from '#/features/data-trainer/hooks/use-settings-form';
import type { useTrainerActions } from '#/features/data-trainer/hooks/use-trainer-actions';
import { statusLine } from '#/features/data-trainer/utils/trainer-rules';

type LeftPanelProps = {
  data: TrainerState | undefined;
  live: boolean;
  actions: ReturnType<typeof useTrainerActions>;
  settings: ReturnType<typeof useSettingsForm>;
  apiKey: string;
  onApiKey: (key: string) => void;
  onFile: (file: File | null) => void;
  onClear: () => void;
  resetRef: RefObject<(() => void) | null>;
};

/**
 * The left panel (docs/product/data-trainer.md): Data Upload, Job Information, API Configuration and Training
 * Settings.
 */
export function DataTrainerLeftPanel(props: LeftPanelProps) {
  const { data, actions, settings, live } = props;
  const status = data
    ? statusLine({
        uploading: actions.upload.isPending || actions.clear.isPending,
        uploadError: actions.uploadError,
        lastUpload: actions.lastUpload,
        candidates: data.candidates.length,
        describing: data.describing,
      })
    : null;
  return (
    <Stack gap="md">
      <DataUploadPanel
        hasCandidates={(data?.candidates.length ?? 0) > 0}
        uploading={actions.upload.isPending}
        locked={live}
        status={status}
        onFile={props.onFile}
        onClear={props.onClear}
        resetRef={props.resetRef}
      />
      {settings.form && (
        <>
          <JobInfoPanel
            form={settings.form}
            onChange={settings.change}
            onBlur={() => void settings.save()}
            disabled={live}
            error={settings.error}
          />
          <ApiConfigPanel
            apiKey={props.apiKey}
            onChange={props.onApiKey}
            organisationHasKey={data?.organisationHasKey ?? true}
            error={actions.trainingError === trainerMessages.enterApiKey ? actions.trainingError : null}
          />
          <TrainingSettingsPanel
            form={settings.form}
            onChange={settings.change}
            onBlur={() => void settings.save()}
            disabled={live}
            error={null}
          />
        </>
      )}
    </Stack>
  );
}
