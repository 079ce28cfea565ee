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

/** The actions for records of `status` in the stage `stageId`. */
export function availableActions(
  status: RecordStatus | RecordStatusFilter,
  stageId: string,
): AvailableActions {
  const active = status === 'active';
  const all = status === 'all';
  return {
    move: active
      ? { currentStageId: stageId }
      : all || status === 'moved_on'
        ? { currentStageId: null }
        : null,
    reject: active || all,
    unreject: status === 'rejected' || all,
    hire: (active || all) && stageId === OFFER_STAGE_ID,
    setOwner: active || all,
    addOrRemove: true,
  };
}
