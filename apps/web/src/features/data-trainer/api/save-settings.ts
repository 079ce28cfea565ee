import { type TrainerSettings, trainerSettings } from '@rw/core';
import { trainerPath } from '#/features/data-trainer/api/keys';
import { apiRequest } from '#/lib/api-client';

/** 'Job Information' and 'Training Settings' (`PUT /api/data-trainer/settings`). @throws ApiError */
export function saveSettings(settings: TrainerSettings): Promise<TrainerSettings> {
  return apiRequest(trainerPath('/settings'), { method: 'PUT', body: settings, schema: trainerSettings });
}
