import {
  type ScoringPromptVersion,
  scoringPromptVersion,
  type TrainerRun,
  type TrainerRunBody,
  trainerRun,
} from '@rw/core';
import { trainerPath } from '#/features/data-trainer/api/keys';
import { apiRequest } from '#/lib/api-client';

/**
 * 'Start Training' (`POST /api/data-trainer/runs`, 202): a queue task on the server with the settings, and
 * `apiKey` for this run only (never stored).
 * @returns the run as queued.
 * @throws ApiError ('Please upload candidate data first', 'Please score at least one candidate before
 *   training', 'Please enter your OpenAI API key', 'A training run is already going on.')
 */
export function startRun(body: TrainerRunBody): Promise<TrainerRun> {
  return apiRequest(trainerPath('/runs'), { method: 'POST', body, schema: trainerRun });
}

/**
 * 'Adopt' (`POST /api/data-trainer/runs/{id}/adopt`, 201): the run's best instructions become the
 * organisation's CV Sorter scoring version. @throws ApiError ('This run has no instructions to adopt.')
 */
export function adoptRun(id: string): Promise<ScoringPromptVersion> {
  return apiRequest(trainerPath(`/runs/${encodeURIComponent(id)}/adopt`), {
    method: 'POST',
    schema: scoringPromptVersion,
  });
}

/**
 * 'Restore' (`POST /api/data-trainer/versions/{version}/restore`): that version scores CV Sorter runs from
 * now on. @throws ApiError (404 'Prompt version not found')
 */
export function restoreVersion(version: number): Promise<ScoringPromptVersion> {
  return apiRequest(trainerPath(`/versions/${version}/restore`), {
    method: 'POST',
    schema: scoringPromptVersion,
  });
}

/**
 * 'Use built-in' (`POST /api/data-trainer/versions/built-in/restore`, 204): no version stays active, so CV
 * Sorter runs score with the built-in instructions again. @throws ApiError
 */
export function restoreBuiltIn(): Promise<void> {
  return apiRequest(trainerPath('/versions/built-in/restore'), { method: 'POST' });
}
