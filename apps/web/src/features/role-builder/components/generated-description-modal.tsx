import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { descriptionPlainText, type RoleDescription } from '@rw/core';
import { useState } from 'react';
import { AiFailureAlert } from '#/components/ui/ai-failure-alert';
import { InclusiveLanguageSummary } from '#/components/ui/inclusive-language-summary';
import { DescriptionText } from '#/features/role-builder/components/description-text';
import { DescriptionView } from '#/features/role-builder/components/description-view';
import type { DescriptionWizard } from '#/features/role-builder/hooks/use-description-wizard';

type GeneratedDescriptionModalProps = {
  wizard: DescriptionWizard;
  saving: boolean;
  onSaveAndStart: (description: RoleDescription) => void;
};

/**
 * 'Generated Job Description' (docs/product/role-builder.md#generated-job-description): the text as it
 * streams in, then the formatted description with the inclusive-language check; Edit text turns it into
 * editable text. Buttons: Edit, Generate Assessment Criteria, Save & Start Process — or, for a job opened from
 * its node, Generate Assessment Criteria and its saved criteria.
 */
export function GeneratedDescriptionModal({
  wizard,
  saving,
  onSaveAndStart,
}: GeneratedDescriptionModalProps) {
  const { state } = wizard;
  const [editing, setEditing] = useState(false);
  const opened = state.step === 'generating' || state.step === 'generated';
  const { description } = state;
  const existing = state.jobId !== null;

  return (
    <Modal
      opened={opened}
      onClose={wizard.close}
      title="Generated Job Description"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {state.step === 'generating' && !state.failure && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Writing the job description…</Text>
          </Group>
        )}
        {state.failure && <AiFailureAlert message={state.failure.message} detail={state.failure.detail} />}
        {state.step === 'generating' && state.text && (
          <ScrollArea.Autosize mah={420}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="streamed-description">
              {state.text}
            </Text>
          </ScrollArea.Autosize>
        )}
        {state.step === 'generated' && description && (
          <>
            <Switch
              label="Edit text"
              checked={editing}
              onChange={(e) => setEditing(e.currentTarget.checked)}
            />
            {editing ? (
              <DescriptionText description={description} onChange={wizard.setDescription} />
            ) : (
              <ScrollArea.Autosize mah={420}>
                <DescriptionView description={description} />
              </ScrollArea.Autosize>
            )}
            <InclusiveLanguageSummary text={descriptionPlainText(description)} listWords={editing} />
          </>
        )}
        {state.criteriaFailure && (
          <AiFailureAlert message={state.criteriaFailure.message} detail={state.criteriaFailure.detail} />
        )}
        {existing && state.step === 'generated' && !description?.role_mission && (
          <Alert variant="light">
            This job has no description yet: write it on its Job Description tab in Jobs.
          </Alert>
        )}
        <Group justify="flex-end">
          {!existing && (
            <Button variant="default" onClick={wizard.edit}>
              Edit
            </Button>
          )}
          {state.step === 'generating' && state.failure && (
            <Button onClick={() => void wizard.generate(state.form)}>Try again</Button>
          )}
          {existing && state.criteria && (
            <Button variant="default" onClick={wizard.showCriteria}>
              View Assessment Criteria
            </Button>
          )}
          <Button
            variant={existing ? 'filled' : 'light'}
            disabled={state.step !== 'generated' || !description}
            loading={state.criteriaPending}
            onClick={() => void wizard.generateCriteria()}
          >
            Generate Assessment Criteria
          </Button>
          {!existing && (
            <Button
              disabled={state.step !== 'generated' || !description}
              loading={saving}
              onClick={() => description && onSaveAndStart(description)}
            >
              Save &amp; Start Process
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
