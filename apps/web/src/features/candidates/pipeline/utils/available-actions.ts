import { OFFER_STAGE_ID, type RecordStatus, type RecordStatusFilter } from '@rw/core';

/**
 * Which pipeline actions make sense (docs/product/pipeline.md#list-actions) for a row of a given status, or
 * for a selection under a Status filter ('all' offers every action; the server leaves alone whoever an action
 * does not apply to). `move` holds the stage to disable (the one the candidates are in), null for none.
 */
export type AvailableActions = {
  move: { currentStageId: string | null } | null;
  reject: boolean;
  unreject: boolean;
  hire: boolean;
  setOwner: boolean;
  /** Add to another job and remove from this job: always. */
  addOrRemove: true;
};

/** The stage to disable under Move to stage: the row's own when they are in it; none when they moved on. */
function moveOf(status: RecordStatus | RecordStatusFilter, stageId: string): AvailableActions['move'] {
  if (status === 'active') return { currentStageId: stageId };
  if (status === 'moved_on' || status === 'all') return { currentStageId: null };
  // Rejected and hired candidates are not moved (restore them first).
  return null;
}

/** The actions for records of `status` in the stage `stageId`. */
export function availableActions(
  status: RecordStatus | RecordStatusFilter,
  stageId: string,
): AvailableActions {
  const open = status === 'active' || status === 'all';
  return {
    move: moveOf(status, stageId),
    reject: open,
    unreject: status === 'rejected' || status === 'all',
    hire: open && stageId === OFFER_STAGE_ID,
    setOwner: open,
    addOrRemove: true,
  };
}
