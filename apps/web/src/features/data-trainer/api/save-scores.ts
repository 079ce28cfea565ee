import { type TrainerCandidate, type TrainerScores, trainerCandidate } from '@rw/core';
import { trainerPath } from '#/features/data-trainer/api/keys';
import { apiRequest } from '#/lib/api-client';

/**
 * 'Save Scores' (`PUT /api/data-trainer/candidates/{id}/scores`): a candidate's hand scores, 0-10 per
 * criterion; the server keeps who scored and when.
 * @returns the candidate as saved. @throws ApiError (404 'Candidate not found', 400 on a score out of range)
 */
export function saveScores(id: string, scores: TrainerScores): Promise<TrainerCandidate> {
  return apiRequest(trainerPath(`/candidates/${encodeURIComponent(id)}/scores`), {
    method: 'PUT',
    body: { scores },
    schema: trainerCandidate,
  });
}
