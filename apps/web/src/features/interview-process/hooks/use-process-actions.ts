import {
  type JobWorkflowResponse,
  type StageDetails,
  updateDetails,
  type WorkflowBlock,
  type WorkflowSource,
} from '@rw/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGenerateJobWorkflow } from '#/features/interview-process/api/generate-job-workflow';
import { processKeys } from '#/features/interview-process/api/get-job-workflow';
import { useSaveStageDetails } from '#/features/interview-process/api/save-stage-details';
import type { ProcessDraft } from '#/features/interview-process/hooks/use-process-draft';
import type { WorkflowEditor } from '#/features/interview-process/hooks/use-workflow-editor';
import {
  generateErrorMessage,
  saveDetailsErrorMessage,
} from '#/features/interview-process/utils/process-messages';
import { aiFailureDetailOfError } from '#/lib/api-client';

/**
 * The tab's server actions: Save Changes ('Failed to save workflow: …'), Generate with AI (the imported
 * process becomes unsaved changes; asked first, 'Replace the current interview process?', when it would
 * replace a saved process or unsaved changes) and the stage details' Save ('Failed to save stage details:
 * …'). `source` is where the saved process came from (a 'default' one was never saved).
 */
export function useProcessActions(
  jobId: string,
  editor: WorkflowEditor,
  draft: ProcessDraft,
  source: WorkflowSource,
) {
  const queryClient = useQueryClient();
  const generate = useGenerateJobWorkflow();
  const saveDetails = useSaveStageDetails();
  const [askingReplace, setAskingReplace] = useState(false);
  const { setBanner } = draft;

  const handleGenerate = async () => {
    setAskingReplace(false);
    setBanner(null);
    try {
      const generated = await generate.mutateAsync(jobId);
      editor.replace(generated.workflow);
      setBanner({
        kind: 'info',
        text: 'A process was generated from the job description. Review it, then Save Changes or Discard.',
      });
    } catch (error) {
      setBanner({ kind: 'error', text: generateErrorMessage(error), detail: aiFailureDetailOfError(error) });
    }
  };

  /**
   * Saves a step's details. A step of the saved process is saved straight away; a step that exists only in
   * the unsaved changes keeps its details in the working copy until Save Changes.
   * @returns null when saved, else 'Failed to save stage details: …'.
   */
  const handleSaveDetails = async (
    target: { layerId: string; block: WorkflowBlock },
    details: StageDetails,
  ) => {
    const { layerId, block } = target;
    const blockId = block.id;
    const savedBlock = queryClient
      .getQueryData<JobWorkflowResponse>(processKeys.workflow(jobId))
      ?.workflow.layers.find((l) => l.id === layerId)
      ?.blocks.find((b) => b.id === blockId);
    if (!savedBlock || savedBlock.title !== block.title) {
      editor.setDetails(blockId, details);
      return null;
    }
    try {
      const saved = await saveDetails.mutateAsync({ jobId, layerId, blockId, title: block.title, details });
      editor.setDetails(blockId, saved.details);
      if (saved.in_saved_workflow) {
        queryClient.setQueryData<JobWorkflowResponse>(processKeys.workflow(jobId), (old) => {
          const edit = old && updateDetails(old.workflow, blockId, saved.details);
          return old && edit?.ok ? { ...old, workflow: edit.workflow, source: 'saved' } : old;
        });
      }
      return null;
    } catch (error) {
      return saveDetailsErrorMessage(error);
    }
  };

  return {
    banner: draft.banner,
    setBanner,
    save: () => void draft.save(),
    saving: draft.saving,
    /** Generate with AI: asks first when a saved process or unsaved changes would be replaced. */
    generate: () => (source !== 'default' || editor.dirty ? setAskingReplace(true) : void handleGenerate()),
    /** The replace question is open: 'Replace' generates, 'Cancel' keeps the process. */
    replaceQuestion: {
      open: askingReplace,
      onConfirm: () => void handleGenerate(),
      onCancel: () => setAskingReplace(false),
    },
    generating: generate.isPending,
    saveDetails: handleSaveDetails,
  };
}
