import { Alert, Stack, Text } from '@mantine/core';
import {
  addBlockRight,
  addLayer,
  deleteBlock,
  findBlock,
  type JobWorkflowResponse,
  moveBlockLeft,
  moveBlockRight,
  renameBlock,
  replaceProcessMessages,
  type StagePreset,
} from '@rw/core';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import {
  type CanvasActions,
  CanvasActionsContext,
} from '#/features/interview-process/components/canvas-context';
import { CoverageView } from '#/features/interview-process/components/coverage-view';
import { ProcessToolbar } from '#/features/interview-process/components/process-toolbar';
import { StageDetailsModal } from '#/features/interview-process/components/stage-details-modal';
import { type PickMode, StagePicker } from '#/features/interview-process/components/stage-picker';
import { WorkflowCanvas } from '#/features/interview-process/components/workflow-canvas';
import { useProcessActions } from '#/features/interview-process/hooks/use-process-actions';
import type { ProcessDraft } from '#/features/interview-process/hooks/use-process-draft';
import { useWorkflowEditor } from '#/features/interview-process/hooks/use-workflow-editor';

type ProcessEditorProps = { jobId: string; saved: JobWorkflowResponse; draft: ProcessDraft };

/**
 * The Interview process tab once the saved workflow is loaded: toolbar, canvas, stage picker, modal, coverage.
 * The working copy lives in `draft` (the job page's), so it outlives the tab.
 */
export function ProcessEditor({ jobId, saved, draft }: ProcessEditorProps) {
  const editor = useWorkflowEditor(saved.workflow, draft);
  const process = useProcessActions(jobId, editor, draft, saved.source);
  const [pickMode, setPickMode] = useState<PickMode>('stage');
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const { workflow, selectedId, apply } = editor;
  const selected = selectedId ? findBlock(workflow, selectedId) : null;
  const detailsTarget = detailsId ? findBlock(workflow, detailsId) : null;

  const actions = useMemo<CanvasActions>(
    () => ({
      editing: editor.editing,
      selectedId,
      onSelect: editor.select,
      onOpenDetails: setDetailsId,
      onRename: (id, title) => apply((w) => renameBlock(w, id, title)),
      onAddRight: (id) => apply((w) => addBlockRight(w, id)),
      onMove: (id, direction) =>
        apply((w) => (direction === 'left' ? moveBlockLeft(w, id) : moveBlockRight(w, id))),
      onDelete: (id) => apply((w) => deleteBlock(w, id)),
    }),
    [editor.editing, editor.select, selectedId, apply],
  );

  const handlePick = (preset: StagePreset) => {
    const step = { title: preset.title, emoji: preset.emoji };
    if (pickMode === 'concurrent' && selected && !selected.layer.fixed) {
      apply((w) => addBlockRight(w, selected.block.id, step));
      return;
    }
    const after =
      selected && (!selected.layer.fixed || selected.layer.id === 'talent') ? selected.layer.id : undefined;
    apply((w) => addLayer(w, { ...step, afterLayerId: after }));
  };

  const banner = process.banner;
  return (
    <Stack gap="md" component="section" aria-label="Interview process">
      <ProcessToolbar
        editing={editor.editing}
        dirty={editor.dirty}
        saving={process.saving}
        generating={process.generating}
        onGenerate={process.generate}
        onEdit={editor.startEditing}
        onDiscard={() => {
          editor.discard();
          process.setBanner(null);
        }}
        onSave={process.save}
      />
      {banner && (
        <Alert
          color={banner.kind === 'error' ? 'red' : banner.kind === 'success' ? 'green' : 'blue'}
          variant="light"
          role={banner.kind === 'error' ? 'alert' : 'status'}
          withCloseButton
          onClose={() => process.setBanner(null)}
        >
          {banner.text}
          {banner.detail && (
            <Text size="sm" mt={4} data-testid="ai-failure-detail">
              {banner.detail}
            </Text>
          )}
        </Alert>
      )}
      {editor.editError && (
        <Alert color="yellow" variant="light" role="alert" withCloseButton onClose={editor.clearEditError}>
          {editor.editError}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {editor.editing
          ? 'Pick a stage to add it; select a step for its buttons (rename, add a concurrent step, move, delete, details).'
          : 'The process is locked. Press Edit Process to change it; select a step to read its details.'}
      </Text>
      {editor.editing && (
        <StagePicker
          mode={pickMode}
          onModeChange={setPickMode}
          canAddConcurrent={Boolean(selected && !selected.layer.fixed)}
          onPick={handlePick}
        />
      )}
      <CanvasActionsContext.Provider value={actions}>
        <WorkflowCanvas workflow={workflow} label="Interview process canvas" />
      </CanvasActionsContext.Provider>
      <CoverageView workflow={workflow} requirements={saved.requirements} />
      <StageDetailsModal
        block={detailsTarget?.block ?? null}
        readOnly={!editor.editing}
        requirements={saved.requirements}
        onSave={(details) =>
          detailsTarget
            ? process.saveDetails({ layerId: detailsTarget.layer.id, block: detailsTarget.block }, details)
            : Promise.resolve(null)
        }
        onClose={() => setDetailsId(null)}
      />
      <ConfirmDialog
        title={replaceProcessMessages.title}
        message={process.replaceQuestion.open ? replaceProcessMessages.message : null}
        confirmLabel={replaceProcessMessages.confirm}
        onConfirm={process.replaceQuestion.onConfirm}
        onCancel={process.replaceQuestion.onCancel}
      />
    </Stack>
  );
}
