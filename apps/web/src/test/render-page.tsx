import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
  RouterProvider,
} from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { installJsdomShims } from '#/test/dom-shims';

/*
 * Whole pages in component tests: jsdom gaps filled at a 1280 x 800 viewport, a mocked `fetch` that answers
 * by URL, and a memory router so links and navigation behave as in the app.
 */

/**
 * Fills what jsdom lacks (matchMedia, ResizeObserver, scrolling; the list's scroller is 800 px high).
 * Async queries wait up to 5 s: the whole suite runs in parallel and a busy machine is slow to render.
 */
export function installPageShims(): void {
  configure({ asyncUtilTimeout: 5000 });
  installJsdomShims({ width: 1280, height: 800 });
}

type Reply = { status?: number; body: unknown };
type Handler = (url: URL) => Reply | Promise<Reply>;

/** Replaces `fetch`: each call is answered by `handler(url)`; returns the mock to inspect the calls. */
export function mockFetchByUrl(handler: Handler) {
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
export function fetchedUrls(fn: ReturnType<typeof mockFetchByUrl>): URL[] {
  return fn.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}

type RenderPageOptions = {
  /** The page's route pattern, such as '/candidates/$candidateId'. */
  path: string;
  /** Where the page is opened. */
  url: string;
  /** More paths to land on (as stubs), beside the usual ones. */
  stubs?: readonly string[];
  /**
   * The router's history; a memory history opened at `url` by default. A test of the browser's back button
   * passes `createBrowserHistory()` (after `window.history.replaceState(null, '', url)`) and destroys it.
   */
  history?: RouterHistory;
  /**
   * Mantine's environment: 'test' turns transitions and portals off, for pages whose menus must open at once
   * (a menu's fade-in does not finish in jsdom).
   */
  mantineEnv?: 'default' | 'test';
};

/**
 * Renders `page` at `path` opened at `url`, inside the app's providers; '/jobs/my-jobs', '/jobs/$id',
 * '/candidates/$candidateId' and the `stubs` exist as stub pages ('Stub page {path}') to land on.
 */
export function renderPage(page: ReactNode, opts: RenderPageOptions) {
  const rootRoute = createRootRoute({ component: Outlet });
  const stub = (path: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>Stub page {path}</p> });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: opts.path, component: () => page });
  const stubs = ['/jobs/my-jobs', '/jobs/$id', '/candidates/$candidateId', ...(opts.stubs ?? [])]
    .filter((p) => p !== opts.path)
    .map(stub);
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, ...stubs]),
    history: opts.history ?? createMemoryHistory({ initialEntries: [opts.url] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const view = render(
    <MantineProvider env={opts.mantineEnv ?? 'default'}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
