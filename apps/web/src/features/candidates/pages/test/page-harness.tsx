import { MantineProvider } from '@mantine/core';
import type {
  CandidateDetailResponse,
  CandidateListItem,
  CandidateListResponse,
  StageRecord,
} from '@rw/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { installJsdomShims } from '#/test/dom-shims';

/*
 * Test harness of the candidate pages: jsdom gaps Mantine and the virtualiser need, a mocked `fetch` that
 * answers by path, and a memory router so links and navigation behave as in the app.
 */

/**
 * Fills what jsdom lacks (matchMedia, ResizeObserver, scrolling; the list's scroller is 800 px high).
 * Async queries wait up to 5 s: the whole suite runs in parallel and a busy machine is slow to render.
 */
export function installDomShims(): void {
  configure({ asyncUtilTimeout: 5000 });
  installJsdomShims({ width: 1280, height: 800 });
}

type Reply = { status?: number; body: unknown };
type Handler = (url: URL) => Reply | Promise<Reply>;

/** Replaces `fetch`: each call is answered by `handler(url)`; returns the mock to inspect the calls. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = await handler(url);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The URLs fetched so far, parsed. */
export function fetchedUrls(fn: ReturnType<typeof mockFetch>): URL[] {
  return fn.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}

/**
 * Renders `page` at `path` (a route pattern such as '/candidates/$candidateId') opened at `url`, inside the
 * app's providers; '/jobs/my-jobs', '/jobs/$id' and '/candidates/$candidateId' exist as stubs to land on.
 */
export function renderPage(page: ReactNode, opts: { path: string; url: string }) {
  const rootRoute = createRootRoute({ component: Outlet });
  const stub = (path: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>Stub page {path}</p> });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: opts.path, component: () => page });
  const stubs = ['/jobs/my-jobs', '/jobs/$id', '/candidates/$candidateId']
    .filter((p) => p !== opts.path)
    .map(stub);
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, ...stubs]),
    history: createMemoryHistory({ initialEntries: [opts.url] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

// ---------------------------------------------------------------------------------------------------------
// Factories

let seq = 0;

export function listItem(over: Partial<CandidateListItem> = {}): CandidateListItem {
  seq += 1;
  return {
    id: `c${seq}`,
    first_name: 'Ada',
    last_name: `Lovelace ${seq}`,
    email: `ada${seq}@example.com`,
    phone: '+44 20 7946 0000',
    location: 'London, UK',
    current_title: 'Engineer',
    current_company: 'Analytical Engines',
    linkedin_url: 'https://www.linkedin.com/in/ada',
    created_at: '2026-03-04T10:15:00.000Z',
    ...over,
  };
}

export function listPage(
  candidates: CandidateListItem[],
  over: Partial<CandidateListResponse> = {},
): CandidateListResponse {
  return {
    candidates,
    matching: { value: candidates.length, capped: false },
    total: { value: candidates.length, capped: false },
    next_cursor: null,
    ...over,
  };
}

export function stageRecord(over: Partial<StageRecord> & Pick<StageRecord, 'job_id'>): StageRecord {
  seq += 1;
  return {
    id: `r${seq}`,
    candidate_id: 'cand-1',
    stage_id: 'glance',
    stage_category: 'research',
    stage_level: 1,
    stage_substep: null,
    stage_title: 'Glance',
    ac1_score: null,
    ac2_score: null,
    ac3_score: null,
    ac4_score: null,
    ac5_score: null,
    overall_match: null,
    score_rationales: null,
    scored_at: null,
    action_owner: 'recruiter',
    progressed_already: false,
    manager_feedback: null,
    entered_stage_at: '2026-03-01T09:00:00.000Z',
    last_updated_at: '2026-03-01T09:00:00.000Z',
    ...over,
  };
}

export function detail(over: Partial<CandidateDetailResponse> = {}): CandidateDetailResponse {
  return {
    candidate: {
      id: 'cand-1',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      location: 'Arlington, VA',
      current_title: 'Rear Admiral',
      current_company: 'US Navy',
      linkedin_url: 'linkedin.com/in/grace-hopper',
      linkedin_raw_text: null,
      cv_file_url: null,
      cv_text: null,
      cv_last_updated: null,
      job_history: null,
      current_primary_job_id: null,
      last_activity_at: null,
      created_at: '2026-02-01T08:00:00.000Z',
      updated_at: '2026-02-02T08:00:00.000Z',
      created_by_email: 'recruiter@example.com',
    },
    summary: { primaryJobId: null, totalJobs: 0 },
    stage_records: [],
    jobs: [],
    ...over,
  };
}
