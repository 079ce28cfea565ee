/** Query keys of the CV Sorter (docs/product/cv-sorter.md): searches, a search, a candidate, estimates, the dataset. */
export const cvSorterKeys = {
  all: ['cv-sorter'] as const,
  list: () => [...cvSorterKeys.all, 'searches'] as const,
  search: (id: string) => [...cvSorterKeys.all, 'search', id] as const,
  candidate: (searchId: string, candidateId: string) =>
    [...cvSorterKeys.all, 'search', searchId, 'candidate', candidateId] as const,
  estimate: (searchId: string, body: unknown) => [...cvSorterKeys.all, 'estimate', searchId, body] as const,
  dataset: (q: string) => [...cvSorterKeys.all, 'company-dataset', q] as const,
};

/** `/api/cv-sorter/searches/{id}` with `rest` appended ('/run', '/triage', ...). */
export function searchPath(id: string, rest = ''): string {
  return `/api/cv-sorter/searches/${encodeURIComponent(id)}${rest}`;
}
