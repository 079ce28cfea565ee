import type { CvSorterCandidate, CvSorterSearch } from '@rw/core';

/* Searches and candidates as the CV Sorter API answers them, for the page's tests. */

let n = 0;
/** A UUID-shaped id, unique per call. */
export const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function search(over: Partial<CvSorterSearch> = {}): CvSorterSearch {
  return {
    id: uuid(),
    name: null,
    saved: false,
    fileName: 'candidates.csv',
    jobTitle: '',
    jobDescription: '',
    weights: { companyRelevancy: 1, companyPrestige: 1, roleRelevancy: 1, seniorityMatch: 1 },
    batchSize: 20,
    delayMs: 300,
    status: 'draft',
    phase: null,
    total: 0,
    scored: 0,
    failed: 0,
    pending: 0,
    counts: { notSorted: 0, possible: 0, eliminated: 0 },
    percent: 0,
    message: '',
    error: null,
    promptVersion: null,
    promptAdopted: false,
    model: null,
    estimatedCost: null,
    cost: 0,
    tokensUsed: 0,
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T09:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...over,
  };
}

export function candidate(over: Partial<CvSorterCandidate> = {}): CvSorterCandidate {
  const rowIndex = over.rowIndex ?? n;
  return {
    id: uuid(),
    rowIndex,
    name: `Candidate ${rowIndex}`,
    currentTitle: 'Engineer',
    currentCompany: 'Acme',
    linkedinUrl: null,
    category: 'notSorted',
    status: 'pending',
    score: null,
    scores: null,
    assessment: null,
    scoredAt: null,
    ...over,
  };
}

/** A scored candidate with the four criterion scores all `score`. */
export function scored(score: number, over: Partial<CvSorterCandidate> = {}): CvSorterCandidate {
  return candidate({
    status: 'scored',
    score,
    scores: { companyRelevancy: score, companyPrestige: score, roleRelevancy: score, seniorityMatch: score },
    assessment: 'Solid match.',
    scoredAt: '2026-05-01T09:05:00.000Z',
    ...over,
  });
}
