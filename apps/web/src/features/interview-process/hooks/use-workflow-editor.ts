import { type StageDetails, updateDetails, type Workflow, type WorkflowEdit, workflowsEqual } from '@rw/core';
import { useState } from 'react';

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
  /** After a save: the saved workflow is now the server's answer; locked. */
  saved: () => void;
  /** Puts saved stage details into the working copy. */
  setDetails: (blockId: string, details: StageDetails) => void;
  clearEditError: () => void;
};

/** Keeps the working copy of the canvas beside the saved workflow (the query's data). */
export function useWorkflowEditor(saved: Workflow): WorkflowEditor {
  const [working, setWorking] = useState<Workflow | null>(null);
  const [editing, setEditing] = useState(false);
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
  const reset = () => {
    setWorking(null);
    setEditing(false);
    setEditError(null);
  };

  return {
    workflow,
    editing,
    dirty: working !== null && !workflowsEqual(working, saved),
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
      reset();
      setSelectedId(null);
    },
    saved: reset,
    setDetails: (blockId, details) => {
      const result = updateDetails(workflow, blockId, details);
      if (result.ok && working !== null) setWorking(result.workflow);
    },
    clearEditError: () => setEditError(null),
  };
}
