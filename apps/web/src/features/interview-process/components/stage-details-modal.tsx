import { Alert, Button, Divider, Fieldset, Group, Modal, Stack, Text } from '@mantine/core';
import { type StageDetails, saveStageDetailsFailed, type WorkflowBlock } from '@rw/core';
import { useState } from 'react';
import { CriteriaFields } from '#/features/interview-process/components/criteria-fields';
import { InterviewersFields } from '#/features/interview-process/components/interviewers-fields';
import { PlanFields } from '#/features/interview-process/components/plan-fields';
import {
  type DetailsForm,
  fromDetailsForm,
  toDetailsForm,
} from '#/features/interview-process/utils/details-form';

type StageDetailsModalProps = {
  block: WorkflowBlock | null;
  /** Locked canvas: the details can be read but not changed. */
  readOnly: boolean;
  requirements: readonly string[];
  /** Saves the details. @returns null when saved, else the message to show. */
  onSave: (details: StageDetails) => Promise<string | null>;
  onClose: () => void;
};

function DetailsEditor(props: StageDetailsModalProps & { block: WorkflowBlock }) {
  const [form, setForm] = useState<DetailsForm>(() => toDetailsForm(props.block.details));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<DetailsForm>) => setForm((f) => ({ ...f, ...patch }));

  const handleSave = async () => {
    const parsed = fromDetailsForm(form);
    if (!parsed.ok) return setError(saveStageDetailsFailed(parsed.message));
    setSaving(true);
    setError(null);
    const failure = await props.onSave(parsed.details);
    setSaving(false);
    if (failure) setError(failure);
    else props.onClose();
  };

  return (
    <Stack gap="md">
      <Fieldset variant="unstyled" disabled={props.readOnly || saving}>
        <Stack gap="lg">
          <InterviewersFields
            interviewers={form.interviewers}
            onChange={(interviewers) => set({ interviewers })}
          />
          <Divider />
          <CriteriaFields
            criteria={form.criteria}
            requirements={props.requirements}
            onChange={(criteria) => set({ criteria })}
          />
          <Divider />
          <PlanFields
            interviewPlan={form.interviewPlan}
            killerQuestions={form.killerQuestions}
            onPlanChange={(interviewPlan) => set({ interviewPlan })}
            onQuestionsChange={(killerQuestions) => set({ killerQuestions })}
          />
        </Stack>
      </Fieldset>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {props.readOnly
            ? 'Press Edit Process to change the details.'
            : 'Saved straight away for this step.'}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={saving}>
            {props.readOnly ? 'Close' : 'Cancel'}
          </Button>
          {!props.readOnly && (
            <Button onClick={() => void handleSave()} loading={saving}>
              Save
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}

/**
 * 'Stage details — {title}' (docs/product/interview-process.md#stage-details): interviewers, assessment
 * criteria, plan, killer questions, Save.
 */
export function StageDetailsModal(props: StageDetailsModalProps) {
  return (
    <Modal
      opened={props.block !== null}
      onClose={props.onClose}
      title={props.block ? `Stage details — ${props.block.title}` : ''}
      size="xl"
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {props.block && <DetailsEditor key={props.block.id} {...props} block={props.block} />}
    </Modal>
  );
}
