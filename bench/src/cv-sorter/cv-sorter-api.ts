import type { ApiClient } from '../lib/api.js';
import type {
  CvSorterRunBody,
  CvSorterSearch,
  CvSorterSearchList,
  CvSorterSearchResponse,
  CvSorterUploadResponse,
} from '../lib/server-modules.js';

/*
 * The CV Sorter's API as the bench drives it (docs/product/cv-sorter.md#api): upload a list, start a run,
 * follow it to its end.
 */

/** The job every bench run scores for. */
export const BENCH_JOB = {
  jobTitle: 'Senior Backend Engineer',
  jobDescription:
    'We are a London fintech building payment infrastructure for marketplaces. The Senior Backend Engineer ' +
    'designs and runs the services that move money: Node.js and TypeScript on PostgreSQL, event-driven ' +
    'integrations with banks and card networks, and the reliability work that keeps them up. Five or more ' +
    'years building production systems, ideally at a product company with demanding customers; experience ' +
    'leading a small team or a large technical project is a plus.',
};

/** 'Batch Settings': candidates scored at once, and the window (ms) in which at most that many calls start. */
export type BatchSettings = { batchSize: number; delayMs: number };

/**
 * Uploads `csv` as a new unsaved search (POST /api/cv-sorter/searches, multipart `file`, text/csv).
 * @returns the search, its candidates and the preview. @throws unless the server answers 201.
 */
export async function uploadList(api: ApiClient, csv: Buffer, fileName = 'candidates.csv') {
  const res = await api.upload<CvSorterUploadResponse>('/api/cv-sorter/searches', csv, fileName, 'text/csv');
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

/**
 * 'Process & Score' (POST /api/cv-sorter/searches/{id}/run) for BENCH_JOB with the default weights and
 * `batch`. @returns the search as queued.
 */
export async function startRun(api: ApiClient, searchId: string, batch: BatchSettings) {
  const body: CvSorterRunBody = { ...BENCH_JOB, ...batch };
  const res = await api.expect<{ search: CvSorterSearch }>(
    'POST',
    `/api/cv-sorter/searches/${searchId}/run`,
    202,
    body,
  );
  return res.search;
}

const processing = (s: { status: string }) => s.status === 'queued' || s.status === 'running';

/**
 * Waits for the run of search `searchId` to end, asking every `intervalMs`: GET /api/cv-sorter/searches/{id}
 * (the search and all its candidates, as the page reads it), or with `light` the saved-searches list, whose
 * `current` is the unsaved search (for long lists, where reading every candidate each time would load the
 * server being measured). @returns the search as it ended. @throws after `timeoutMs`.
 */
export async function waitForEnd(
  api: ApiClient,
  searchId: string,
  opts: { intervalMs: number; timeoutMs: number; light?: boolean },
): Promise<CvSorterSearch> {
  const started = performance.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, opts.intervalMs));
    if (opts.light) {
      const list = await api.expect<CvSorterSearchList>('GET', '/api/cv-sorter/searches', 200);
      const current = list.current?.id === searchId ? list.current : null;
      if (current && !processing(current)) return readSearch(api, searchId).then((r) => r.search);
    } else {
      const { search } = await readSearch(api, searchId);
      if (!processing(search)) return search;
    }
    if (performance.now() - started > opts.timeoutMs)
      throw new Error(`run of ${searchId} still going after ${Math.round(opts.timeoutMs / 1000)} s`);
  }
}

/** GET /api/cv-sorter/searches/{id}: the search and its candidates. */
export function readSearch(api: ApiClient, searchId: string) {
  return api.expect<CvSorterSearchResponse>('GET', `/api/cv-sorter/searches/${searchId}`, 200);
}

/** Deletes the caller's latest unsaved search, if any, so the page opens on its welcome panel. */
export async function deleteCurrentSearch(api: ApiClient): Promise<void> {
  const list = await api.expect<CvSorterSearchList>('GET', '/api/cv-sorter/searches', 200);
  if (list.current) await api.expect('DELETE', `/api/cv-sorter/searches/${list.current.id}`, 204);
}
