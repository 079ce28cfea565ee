import {
  type GenerateRoleCriteriaBody,
  type GenerateRoleDescriptionBody,
  type RoleCriterion,
  type RoleDescriptionResult,
  roleCriteriaResponse,
  roleDescriptionDelta,
  roleDescriptionResult,
} from '@rw/core';
import { ApiError, apiRequest, apiStream, toApiError } from '#/lib/api-client';

/** A generation waits up to 2 minutes for the model (docs/product/role-builder.md#limits). */
export const ROLE_GENERATION_TIMEOUT_MS = 120_000;

/**
 * Writes the job description, streamed (`POST /api/role-builder/description`, `Accept: text/event-stream`;
 * docs/product/role-builder.md#generated-job-description): `onDelta` gets each piece of text.
 * @returns the description and its text (the `done` event).
 * @throws ApiError for an error answer, an `error` event or a stream cut short (with what happened in
 *   `details` when the server said); the caller's AbortError when `signal` aborts.
 */
export async function streamRoleDescription(
  body: GenerateRoleDescriptionBody,
  opts: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<RoleDescriptionResult> {
  const events = await apiStream('/api/role-builder/description', {
    method: 'POST',
    body,
    signal: opts.signal,
  });
  let failure: ApiError | null = null;
  try {
    for await (const message of events) {
      const data: unknown = JSON.parse(message.data);
      if (message.event === 'delta') opts.onDelta(roleDescriptionDelta.parse(data).text);
      else if (message.event === 'done') return roleDescriptionResult.parse(data);
      else if (message.event === 'error') {
        failure = toApiError(200, data);
        break;
      }
    }
  } catch (error) {
    if (opts.signal.aborted) throw error;
    throw new ApiError(200, 'INVALID_RESPONSE', 'The description stream could not be read.');
  }
  if (failure) throw failure;
  throw new ApiError(200, 'NETWORK', 'The description stream ended before the description was finished.');
}

/** 3-5 criteria for a role (`POST /api/role-builder/criteria`; not saved). @throws ApiError */
export async function generateRoleCriteria(
  body: GenerateRoleCriteriaBody,
  signal?: AbortSignal,
): Promise<RoleCriterion[]> {
  const res = await apiRequest('/api/role-builder/criteria', {
    method: 'POST',
    body,
    schema: roleCriteriaResponse,
    signal,
    timeoutMs: ROLE_GENERATION_TIMEOUT_MS,
  });
  return res.criteria;
}
