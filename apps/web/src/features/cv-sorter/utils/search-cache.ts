import type {
  CvSorterCandidate,
  CvSorterProgressEvent,
  CvSorterSearchResponse,
  CvSorterTriageResponse,
} from '@rw/core';

/*
 * How the open search's cached copy follows what the server says (docs/product/cv-sorter.md#processing,
 * #triage): a triage answer's changed categories, and a live progress event's counts and finished candidates.
 */

/** The search with the categories a triage (or an undo) changed, and its counts after it. */
export function applyTriage(
  data: CvSorterSearchResponse,
  answer: Pick<CvSorterTriageResponse, 'changed' | 'counts'>,
): CvSorterSearchResponse {
  if (answer.changed.length === 0) return { ...data, search: { ...data.search, counts: answer.counts } };
  const moved = new Map(answer.changed.map((c) => [c.id, c.category]));
  return {
    ...data,
    search: { ...data.search, counts: answer.counts },
    candidates: data.candidates.map((c) => {
      const category = moved.get(c.id);
      return category && category !== c.category ? { ...c, category } : c;
    }),
  };
}

/**
 * The search after a `cv-sorter.progress` event: the run's status, phase, counts, percentage, message and
 * cost, and the candidates it finished replacing theirs (a candidate keeps the category it has here, which
 * a triage may have changed since the event left). 'refetch' when the event carries no candidates but says
 * more finished than it could carry: the search is then read again.
 */
export function applyProgress(
  data: CvSorterSearchResponse,
  event: CvSorterProgressEvent,
): CvSorterSearchResponse | 'refetch' {
  if (event.refetch) return 'refetch';
  const search = {
    ...data.search,
    status: event.status,
    phase: event.phase,
    total: event.total,
    scored: event.scored,
    failed: event.failed,
    pending: Math.max(0, event.total - event.scored - event.failed),
    percent: event.percent,
    message: event.message,
    cost: event.cost,
  };
  if (event.candidates.length === 0) return { ...data, search };
  const finished = new Map<string, CvSorterCandidate>(event.candidates.map((c) => [c.id, c]));
  return {
    ...data,
    search,
    candidates: data.candidates.map((c) => {
      const next = finished.get(c.id);
      return next ? { ...next, category: c.category } : c;
    }),
  };
}
