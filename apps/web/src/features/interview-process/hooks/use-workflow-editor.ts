import { type StageDetails, updateDetails, type Workflow, type WorkflowEdit } from '@rw/core';
import { useState } from 'react';
import type { ProcessDraft } from '#/features/interview-process/hooks/use-process-draft';

/** The canvas's editing state over the saved workflow (docs/product/interview-process.md#canvas). */
export type WorkflowEditor = {
  /** What the canvas shows: the working copy, else the saved workflow. */
  workflow: Workflow;
  /** Edit mode: the canvas is locked until 'Edit Process'. */
  editing: boolean;
  /** The workflow differs from the saved one ('Unsaved changes'). */
  dirty: boolean;
  selectedId: string | null;
  /** The last refused edit's message (e.g. the custom layer cap), until the next edit. */
  editError: string | null;
  startEditing: () => void;
  select: (blockId: string | null) => void;
  /** Applies a core edit operation; a refused one leaves the workflow as it was and shows its message. */
  apply: (edit: (w: Workflow) => WorkflowEdit) => boolean;
  /** Replaces the whole working copy (an AI-generated process) and enters edit mode. */
  replace: (workflow: Workflow) => void;
  /** Discard: back to the saved workflow, locked. */
  discard: () => void;
  /** Puts saved stage details into the working copy. */
  setDetails: (blockId: string, details: StageDetails) => void;
  clearEditError: () => void;
};

/**
 * The canvas's editing over the saved workflow (the query's data): the working copy and edit mode live in
 * the job page's `draft` (kept while another tab is open), the selection and the last refused edit here.
 */
export function useWorkflowEditor(saved: Workflow, draft: ProcessDraft): WorkflowEditor {
  const { working, editing, setWorking, setEditing } = draft;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const workflow = working ?? saved;

  const apply: WorkflowEditor['apply'] = (edit) => {
    const result = edit(workflow);
    if (!result.ok) {
      setEditError(result.error.message);
      return false;
    }
    setEditError(null);
    setWorking(result.workflow);
    setSelectedId(result.blockId);
    return true;
  };
  return {
    workflow,
    editing,
    dirty: draft.dirty,
    selectedId,
    editError,
    startEditing: () => setEditing(true),
    select: setSelectedId,
    apply,
    replace: (next) => {
      setWorking(next);
      setEditing(true);
      setSelectedId(null);
      setEditError(null);
    },
    discard: () => {
      draft.discard();
      setEditError(null);
      setSelectedId(null);
    },
    setDetails: (blockId, details) => {
      const result = updateDetails(workflow, blockId, details);
      if (result.ok && working !== null) setWorking(result.workflow);
    },
    clearEditError: () => setEditError(null),
  };
}
