import type { CvSorterCandidate, CvSorterCategory, CvSorterSearch, CvSorterSearchSummary } from '@rw/core';
import { cvSorterCategoryCounts } from '@rw/core';
import { vi } from 'vitest';

export type Call = { method: string; path: string; body: unknown };

type State = {
  search: CvSorterSearch | null;
  candidates: CvSorterCandidate[];
  saved: CvSorterSearchSummary[];
  current: CvSorterSearchSummary | null;
};

const summary = (s: CvSorterSearch): CvSorterSearchSummary => ({
  id: s.id,
  name: s.name,
  saved: s.saved,
  fileName: s.fileName,
  jobTitle: s.jobTitle,
  status: s.status,
  total: s.total,
  scored: s.scored,
  failed: s.failed,
  counts: s.counts,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const notFound = (message = 'Not found') => json({ error: { code: 'NOT_FOUND', message } }, 404);

/**
 * `fetch` answering the CV Sorter's JSON routes from one search held in memory, as the server would
 * (docs/product/cv-sorter.md#api): list, open, run, save, triage, eliminate-by-score, undo, candidate
 * detail. Every call is recorded. `overrides` answer a 'METHOD /path' first.
 */
export function fakeCvSorterApi(
  initial: Partial<State> = {},
  overrides: Record<string, (call: Call) => Response> = {},
) {
  const state: State = { search: null, candidates: [], saved: [], current: null, ...initial };
  if (state.search && !initial.current && !state.search.saved) state.current = summary(state.search);
  const calls: Call[] = [];
  let lastMove: { id: string; category: CvSorterCategory }[] = [];

  const triageAnswer = (changed: { id: string; category: CvSorterCategory }[], message: string) => {
    const counts = cvSorterCategoryCounts(state.candidates);
    return json({
      action: changed.length
        ? {
            id: '00000000-0000-4000-8000-00000000a001',
            kind: 'move',
            count: changed.length,
            createdAt: '2026-05-01T10:00:00.000Z',
          }
        : null,
      changed,
      counts,
      message,
    });
  };
  const move = (ids: readonly string[], category: CvSorterCategory) => {
    lastMove = [];
    const changed: { id: string; category: CvSorterCategory }[] = [];
    for (const c of state.candidates) {
      if (ids.includes(c.id) && c.category !== category) {
        lastMove.push({ id: c.id, category: c.category });
        c.category = category;
        changed.push({ id: c.id, category });
      }
    }
    return changed;
  };

  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const override = overrides[`${method} ${url.pathname}`];
    if (override) return override(call);
    const s = state.search;
    const base = s ? `/api/cv-sorter/searches/${s.id}` : '\0';
    if (method === 'GET' && url.pathname === '/api/cv-sorter/searches') {
      return json({ searches: state.saved, current: state.current });
    }
    if (!s || !url.pathname.startsWith(base)) return notFound('Search not found');
    const rest = url.pathname.slice(base.length);
    if (method === 'GET' && rest === '')
      return json({ search: s, candidates: state.candidates, preview: null });
    if (method === 'POST' && rest === '/estimate') {
      return json({
        candidates: s.pending,
        companiesToDescribe: 2,
        model: 'gpt-4o-mini',
        estimatedTokens: 4200,
        estimatedCost: 0.0021,
      });
    }
    if (method === 'POST' && rest === '/run') {
      state.search = { ...s, ...body, status: 'queued', message: 'Queued' };
      return json({ search: state.search }, 202);
    }
    if (method === 'POST' && rest === '/save') {
      state.search = { ...s, name: body.name, saved: true };
      state.saved = [summary(state.search), ...state.saved];
      return json({ search: state.search });
    }
    if (method === 'POST' && rest === '/triage') {
      const changed = move(body.candidateIds, body.category);
      return triageAnswer(changed, `Moved ${changed.length}`);
    }
    if (method === 'POST' && rest === '/eliminate-by-score') {
      const ids = state.candidates
        .filter((c) => c.score !== null && c.score < body.threshold && c.category !== 'eliminated')
        .map((c) => c.id);
      const changed = move(ids, 'eliminated');
      return triageAnswer(changed, `Eliminated ${changed.length} candidates scoring below ${body.threshold}`);
    }
    if (method === 'POST' && rest === '/undo') {
      const back = lastMove;
      lastMove = [];
      for (const b of back) {
        const c = state.candidates.find((x) => x.id === b.id);
        if (c) c.category = b.category;
      }
      return triageAnswer(back, back.length ? `Undid ${back.length}` : 'Nothing to undo.');
    }
    if (method === 'POST' && rest === '/add-to-job') {
      const ids: string[] =
        body.candidateIds ?? state.candidates.filter((c) => c.category === 'possible').map((c) => c.id);
      const message = `Added ${ids.length} candidate${ids.length === 1 ? '' : 's'} to Backend Engineer`;
      return json({ added: ids.length, created: ids.length, updated: 0, alreadyInStage: 0, message });
    }
    const detail = /^\/candidates\/([^/]+)$/.exec(rest)?.[1];
    if (method === 'GET' && detail) {
      const c = state.candidates.find((x) => x.id === detail);
      if (!c) return notFound('Candidate not found');
      return json({
        ...c,
        companyDescription: `${c.currentCompany} builds payment software.`,
        rationales: c.scores
          ? {
              companyRelevancy: 'Same market.',
              companyPrestige: 'Well known.',
              roleRelevancy: 'Same role.',
              seniorityMatch: 'Senior.',
            }
          : null,
        attempts: 1,
        promptVersion: c.scores ? 'cv-sorter-score@1' : null,
        model: c.scores ? 'gpt-4o-mini' : null,
      });
    }
    return notFound();
  });
  vi.stubGlobal('fetch', fn);
  return {
    calls,
    state,
    count: (prefix: string) => calls.filter((c) => `${c.method} ${c.path}`.startsWith(prefix)).length,
  };
}
