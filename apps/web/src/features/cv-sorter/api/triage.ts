import { type CvSorterCategory, type CvSorterTriageResponse, cvSorterTriageResponse } from '@rw/core';
import { searchPath } from '#/features/cv-sorter/api/keys';
import { apiRequest } from '#/lib/api-client';

/*
 * Triage (docs/product/cv-sorter.md#triage): each answer says which candidates changed category, the counts
 * after it, the latest undoable action and the outcome line.
 */

/** Moves candidates to a category (`POST …/searches/{id}/triage`). @throws ApiError */
export function moveCandidates(
  id: string,
  candidateIds: readonly string[],
  category: CvSorterCategory,
): Promise<CvSorterTriageResponse> {
  return apiRequest(searchPath(id, '/triage'), {
    method: 'POST',
    body: { candidateIds, category },
    schema: cvSorterTriageResponse,
  });
}

/** 'Eliminate by Score' below `threshold` (0-10) (`POST …/eliminate-by-score`). @throws ApiError */
export function eliminateByScore(id: string, threshold: number): Promise<CvSorterTriageResponse> {
  return apiRequest(searchPath(id, '/eliminate-by-score'), {
    method: 'POST',
    body: { threshold },
    schema: cvSorterTriageResponse,
  });
}

/** 'Undo': reverses the latest triage action (`POST …/undo`). @throws ApiError ('Nothing to undo.') */
export function undoTriage(id: string): Promise<CvSorterTriageResponse> {
  return apiRequest(searchPath(id, '/undo'), { method: 'POST', schema: cvSorterTriageResponse });
}
