import { type TrainerRun, trainerRun, trainerState } from '@rw/core';
import { queryOptions } from '@tanstack/react-query';
import { trainerKeys, trainerPath } from '#/features/data-trainer/api/keys';
import { apiRequest } from '#/lib/api-client';

/** A set of 1,000 candidates with their company descriptions is a large answer: more than the 15 s default. */
const STATE_TIMEOUT_MS = 30_000;

/**
 * Everything the screen shows (`GET /api/data-trainer`, docs/product/data-trainer.md#api): the organisation's
 * set with hand scores and company info, the companies, the settings, the latest run, the versions, whether the
 * organisation has a key and the description work. Administrators only (403 'Only administrators can use the
 * Data Trainer.'). @throws ApiError
 */
export const trainerStateQueryOptions = () =>
  queryOptions({
    queryKey: trainerKeys.state(),
    queryFn: ({ signal }) =>
      apiRequest(trainerPath(), { schema: trainerState, signal, timeoutMs: STATE_TIMEOUT_MS }),
  });

/**
 * A run with its iterations so far (`GET /api/data-trainer/runs/{id}`).
 * @throws ApiError (404 'Training run not found')
 */
export function getRun(id: string, signal?: AbortSignal): Promise<TrainerRun> {
  return apiRequest(trainerPath(`/runs/${encodeURIComponent(id)}`), { schema: trainerRun, signal });
}
