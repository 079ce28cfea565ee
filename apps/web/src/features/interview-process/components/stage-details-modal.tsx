import { Alert, Button, Divider, Fieldset, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  discardStageDetailsMessages as discard,
  MAX_DURATION_MINUTES,
  MIN_DURATION_MINUTES,
  type StageDetails,
  saveStageDetailsFailed,
  type WorkflowBlock,
} from '@rw/core';
import { useEffect, useState } from 'react';
import { useDiscardGuard } from '#/components/ui/discard-guard';
import { CriteriaFields } from '#/features/interview-process/components/criteria-fields';
import { InterviewersFields } from '#/features/interview-process/components/interviewers-fields';
import { PlanFields } from '#/features/interview-process/components/plan-fields';
import {
  type DetailsForm,
  durationOnBlur,
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

type DetailsEditorProps = StageDetailsModalProps & {
  block: WorkflowBlock;
  /** Told whether the form differs from the step's saved details. */
  onDirtyChange: (dirty: boolean) => void;
};

function DetailsEditor({ onDirtyChange, ...props }: DetailsEditorProps) {
  const [initial] = useState(() => toDetailsForm(props.block.details));
  const [form, setForm] = useState<DetailsForm>(initial);
  const dirty = !props.readOnly && JSON.stringify(form) !== JSON.stringify(initial);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
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
          <TextInput
            label="Duration (minutes)"
            description={`${MIN_DURATION_MINUTES}-${MAX_DURATION_MINUTES}; 45 when not a number; blank for none`}
            inputMode="numeric"
            w={280}
            value={form.duration}
            onChange={(e) => set({ duration: e.currentTarget.value })}
            onBlur={(e) => set({ duration: durationOnBlur(e.currentTarget.value) })}
          />
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
 * 'Stage details — {title}' (docs/product/interview-process.md#stage-details): duration, interviewers,
 * assessment criteria, plan, killer questions, Save. Escape and the close button close it at once while nothing was
 * changed; after a change they ask 'Discard changes?' first. Cancel closes it without asking.
 */
export function StageDetailsModal(props: StageDetailsModalProps) {
  const guard = useDiscardGuard({ stackId: 'stage-details', question: discard, onClose: props.onClose });
  // A stack: the question shows above the details, and the Escape that asks it does not also answer it.
  return (
    <Modal.Stack>
      <Modal
        stackId="stage-details"
        opened={props.block !== null}
        onClose={guard.requestClose}
        title={props.block ? `Stage details — ${props.block.title}` : ''}
        size="xl"
        closeOnClickOutside={false}
        styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {props.block && (
          <DetailsEditor
            key={props.block.id}
            {...props}
            onClose={guard.close}
            block={props.block}
            onDirtyChange={guard.setDirty}
          />
        )}
      </Modal>
      {guard.dialog}
    </Modal.Stack>
  );
}
