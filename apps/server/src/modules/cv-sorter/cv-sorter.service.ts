import {
  type CvSorterCandidateDetail,
  type CvSorterSaveBody,
  type CvSorterSearch,
  type CvSorterSearchList,
  type CvSorterSearchResponse,
  cvSorterMessages,
  UNKNOWN_VALUE,
} from '@rw/core';
import { AppError, notFound } from '#src/lib/app-error.js';
import type { Caller } from '#src/plugins/auth.js';
import { companyNameKey, descriptionsFor } from './company-dataset.queries.js';
import type { CvSorterDeps } from './cv-sorter.plugin.js';
import {
  countsOf,
  deleteSearch,
  findCandidate,
  findSearch,
  listCandidates,
  listSearches,
  type SearchRow,
  toCandidate,
  toCandidateDetail,
  toSearch,
  toSummary,
  updateSearch,
} from './cv-sorter.queries.js';

type Deps = Pick<CvSorterDeps, 'db'>;

/** Search `id` of the caller. @throws AppError NOT_FOUND 'Search not found' (another user's or organisation's too). */
export async function requireSearch(deps: Deps, caller: Caller, id: string): Promise<SearchRow> {
  return (await findSearch(deps.db, caller, id)) ?? Promise.reject(notFound(cvSorterMessages.searchNotFound));
}

/** The search as the API answers it, counted now. */
export async function searchWithCounts(deps: Deps, row: SearchRow): Promise<CvSorterSearch> {
  return toSearch(row, (await countsOf(deps.db, [row.id])).get(row.id));
}

/**
 * GET /api/cv-sorter/searches (docs/product/cv-sorter.md#saved-searches): the caller's saved searches, newest
 * first, and their latest unsaved one.
 */
export async function listMySearches(deps: Deps, caller: Caller): Promise<CvSorterSearchList> {
  const { saved, current } = await listSearches(deps.db, caller);
  const counts = await countsOf(deps.db, [...saved.map((s) => s.id), ...(current ? [current.id] : [])]);
  return {
    searches: saved.map((s) => toSummary(s, counts.get(s.id))),
    current: current ? toSummary(current, counts.get(current.id)) : null,
  };
}

/** GET /api/cv-sorter/searches/{id}: the search and every candidate in file order. @throws NOT_FOUND. */
export async function openSearch(deps: Deps, caller: Caller, id: string): Promise<CvSorterSearchResponse> {
  const row = await requireSearch(deps, caller, id);
  const [search, candidates] = await Promise.all([
    searchWithCounts(deps, row),
    listCandidates(deps.db, row.id),
  ]);
  return { search, candidates: candidates.map(toCandidate), preview: row.preview ?? null };
}

/**
 * POST /api/cv-sorter/searches/{id}/save: names the search (it then lists among the saved ones) and keeps the
 * job as typed. @throws AppError NOT_FOUND 'Search not found'; VALIDATION 'Upload candidates before saving a
 * search.' for a search without candidates.
 */
export async function saveSearch(deps: Deps, caller: Caller, id: string, body: CvSorterSaveBody) {
  const row = await requireSearch(deps, caller, id);
  if (row.total === 0) throw new AppError('VALIDATION', cvSorterMessages.noCandidatesToSave);
  const saved = await updateSearch(deps.db, caller, row.id, {
    name: body.name.trim(),
    ...(body.jobTitle !== undefined ? { jobTitle: body.jobTitle } : {}),
    ...(body.jobDescription !== undefined ? { jobDescription: body.jobDescription } : {}),
  });
  if (!saved) throw notFound(cvSorterMessages.searchNotFound);
  return { search: await searchWithCounts(deps, saved) };
}

/** DELETE /api/cv-sorter/searches/{id}; a processing run stops at its next beat. @throws NOT_FOUND. */
export async function removeSearch(deps: Deps, caller: Caller, id: string): Promise<void> {
  if (!(await deleteSearch(deps.db, caller, id))) throw notFound(cvSorterMessages.searchNotFound);
}

/**
 * GET /api/cv-sorter/searches/{id}/candidates/{candidateId}: the candidate with the scoring breakdown and the
 * company's description from the organisation's dataset. @throws NOT_FOUND 'Search not found' or
 * 'Candidate not found'.
 */
export async function candidateDetail(
  deps: Deps,
  caller: Caller,
  id: string,
  candidateId: string,
): Promise<CvSorterCandidateDetail> {
  const row = await requireSearch(deps, caller, id);
  const candidate = await findCandidate(deps.db, row.id, candidateId);
  if (!candidate) throw notFound(cvSorterMessages.candidateNotFound);
  const company = candidate.currentCompany;
  const description =
    company === UNKNOWN_VALUE
      ? null
      : ((await descriptionsFor(deps.db, row.domain, [company])).get(companyNameKey(company)) ?? null);
  return toCandidateDetail(candidate, description);
}
