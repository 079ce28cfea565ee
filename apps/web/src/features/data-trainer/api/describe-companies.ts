import { type TrainerDescribing, trainerDescribing } from '@rw/core';
import { trainerPath } from '#/features/data-trainer/api/keys';
import { apiRequest } from '#/lib/api-client';

/**
 * Describes the set's companies the company dataset lacks (`POST /api/data-trainer/companies/describe`, 202):
 * server work whose progress arrives as `data-trainer.progress` events with no run.
 * @throws ApiError ('OpenAI API key not configured for your organization. …', ...)
 */
export function describeCompanies(): Promise<TrainerDescribing> {
  return apiRequest(trainerPath('/companies/describe'), { method: 'POST', schema: trainerDescribing });
}
