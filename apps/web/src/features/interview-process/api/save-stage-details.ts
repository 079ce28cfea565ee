import { type StageDetails, type StageDetailsResponse, stageDetailsResponse } from '@rw/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#/lib/api-client';

export type SaveStageDetailsVariables = {
  jobId: string;
  layerId: string;
  blockId: string;
  /** The step's title as the canvas shows it; the saved step is only changed when it has the same title. */
  title: string;
  details: StageDetails;
};

/**
 * Saves one stage's details (`PUT /api/jobs/:id/stages/:blockId/details`): kept for the block, and written
 * to its stage row when the block is in the saved workflow. @throws ApiError (400 with the limit's message).
 */
export function saveStageDetails(vars: SaveStageDetailsVariables): Promise<StageDetailsResponse> {
  const path = `/api/jobs/${encodeURIComponent(vars.jobId)}/stages/${encodeURIComponent(vars.blockId)}/details`;
  return apiRequest(path, {
    method: 'PUT',
    body: { layer_id: vars.layerId, title: vars.title, details: vars.details },
    schema: stageDetailsResponse,
  });
}

/** The stage details modal's Save. */
export function useSaveStageDetails() {
  return useMutation({ mutationFn: saveStageDetails });
}
