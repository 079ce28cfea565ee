import {
  type ActionOwner,
  OTHER_REJECTION_REASON,
  type PipelineOperation,
  type PipelineOperationBody,
  type PipelineOperationKind,
  type PipelineSelectionFilter,
  pipelineMessages,
} from '@rw/core';

/*
 * Pure rules of the pipeline actions (docs/product/pipeline.md#operations): what a user asked for, the
 * confirmation's words, the request body, and how long Undo stays offered.
 */

/** Who an action applies to: candidate ids, or the list's filter resolved by the server ('Select all N matching'). */
export type PipelineSelection =
  | { kind: 'ids'; ids: readonly string[] }
  | { kind: 'all_matching'; filter: PipelineSelectionFilter; count: number };

/** What the user picked from a row menu, the selection bar or the candidate page. */
export type PipelineAction =
  | { kind: 'move'; stageId: string; stageTitle: string }
  | { kind: 'reject' }
  | { kind: 'unreject' }
  | { kind: 'hire' }
  | { kind: 'set_owner'; owner: ActionOwner }
  | { kind: 'add_to_job' }
  | { kind: 'remove_from_job' };

/** What the dialog adds: the reason and note of a rejection, the job to add to. */
export type PipelineActionInput = {
  reason?: string | null;
  note?: string;
  targetJob?: { id: string; title: string } | null;
};

/** How many candidates a selection names. */
export function selectionCount(selection: PipelineSelection): number {
  return selection.kind === 'ids' ? selection.ids.length : selection.count;
}

/** The dialog's button, and the menu item's words (docs/product/pipeline.md#list-actions). */
export const pipelineActionLabels: Record<PipelineOperationKind, string> = {
  move: 'Move to stage',
  reject: 'Reject',
  unreject: 'Restore',
  hire: 'Mark as hired',
  set_owner: 'Set action owner',
  add_to_job: 'Add to another job',
  remove_from_job: 'Remove from this job',
};

/** The confirming button of the dialog. */
export const confirmButtonLabels: Record<PipelineOperationKind, string> = {
  move: 'Move',
  reject: 'Reject',
  unreject: 'Restore',
  hire: 'Mark as hired',
  set_owner: 'Set owner',
  add_to_job: 'Add',
  remove_from_job: 'Remove',
};

/**
 * The confirmation's question with the count, in pipelineMessages.confirm's words: 'Move 3 candidates to
 * Talent Screen?'. Adding to a job names the job once one is chosen ('…' before).
 */
export function confirmText(action: PipelineAction, count: number, input: PipelineActionInput = {}): string {
  const target =
    action.kind === 'move'
      ? action.stageTitle
      : action.kind === 'set_owner'
        ? action.owner
        : action.kind === 'add_to_job'
          ? (input.targetJob?.title ?? '…')
          : '';
  return pipelineMessages.confirm(action.kind, count, target);
}

/**
 * What the dialog must have before it can send: a reason for a rejection ('Choose a reason from the list.'),
 * a note for 'Other' ('Please add a note for the reason "Other".'), a job to add to ('Choose another job.').
 * @returns the message to show under the field, keyed by field, or null when the input is complete.
 */
export function inputProblem(
  action: PipelineAction,
  input: PipelineActionInput,
): { field: 'reason' | 'note' | 'job'; message: string } | null {
  if (action.kind === 'reject') {
    if (!input.reason) return { field: 'reason', message: pipelineMessages.unknownReason };
    if (input.reason === OTHER_REJECTION_REASON && !input.note?.trim()) {
      return { field: 'note', message: pipelineMessages.noteRequired };
    }
  }
  if (action.kind === 'add_to_job' && !input.targetJob) {
    return { field: 'job', message: pipelineMessages.sameJob };
  }
  return null;
}

/** The request of `POST /api/jobs/{id}/pipeline/operations` for one user action, under its one id. */
export function operationBody(
  operationId: string,
  action: PipelineAction,
  selection: PipelineSelection,
  input: PipelineActionInput = {},
): PipelineOperationBody {
  const who =
    selection.kind === 'ids' ? { candidate_ids: [...selection.ids] } : { all_matching: selection.filter };
  const base = { operation_id: operationId, ...who };
  switch (action.kind) {
    case 'move':
      return { ...base, kind: 'move', to_stage_id: action.stageId };
    case 'reject':
      return { ...base, kind: 'reject', reason: input.reason ?? '', note: input.note?.trim() || null };
    case 'set_owner':
      return { ...base, kind: 'set_owner', action_owner: action.owner };
    case 'add_to_job':
      return { ...base, kind: 'add_to_job', target_job_id: input.targetJob?.id ?? '' };
    default:
      return { ...base, kind: action.kind };
  }
}

/**
 * How long Undo stays offered, in ms from when the request was sent: the server's own window (`undo_until` -
 * `created_at`, both on the server's clock, docs/product/pipeline.md#undo), so a client clock that is off
 * neither shortens nor stretches it; counted from the sending, which is before the server's `created_at`, it
 * never outlasts the server's. 0 when the operation cannot be undone (nothing changed, or already undone).
 */
export function undoWindowMs(operation: Pick<PipelineOperation, 'created_at' | 'undo_until' | 'undone_at'>) {
  if (!operation.undo_until || operation.undone_at) return 0;
  const ms = Date.parse(operation.undo_until) - Date.parse(operation.created_at);
  return Number.isFinite(ms) ? Math.max(0, ms) : 0;
}
