// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRouter,
  Outlet,
  type RouterHistory,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardRoute } from '#/app/routes/dashboard-route';
import { inviteRoute } from '#/app/routes/invite-route';
import { rootRoute } from '#/app/routes/root-route';
import { shellChildRoutes } from '#/app/routes/route-tree';
import { shellRoute } from '#/app/routes/shell-route';
import { signInRoute } from '#/app/routes/sign-in-route';
import { type AuthContextValue, AuthProvider, useAuth } from '#/features/auth';
import { installPageShims, mockFetchByUrl } from '#/test/render-page';

/*
 * Every screen of the route tree names itself in the document title (docs/product/shell.md#page-titles). The
 * real routes, under a shell reduced to its outlet (the sidebar and the live stream are not what this is
 * about); every data call but the session check answers 404, which no fixed title depends on.
 */

vi.setConfig({ testTimeout: 60_000 });
beforeAll(installPageShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
shellRoute.update({ component: Outlet });

const owner = {
  id: 'u1',
  email: 'olivia@acme.test',
  name: 'Olivia Owner',
  picture: null,
  role: 'owner',
  domain: 'acme.test',
  createdAt: '2026-03-02T09:00:00.000Z',
  lastLogin: '2026-03-02T09:00:00.000Z',
};

/** The titles of the screens with a fixed name, by route path. */
const fixedTitles: Record<string, string> = {
  '/': 'Dashboard · Recruiting Workspace',
  '/companies/database': 'Companies · Recruiting Workspace',
  '/jobs/my-jobs': 'My Jobs · Recruiting Workspace',
  '/candidates': 'Candidates · Recruiting Workspace',
  '/companies/analysis': 'Companies · Recruiting Workspace',
  '/apps/reviewer': 'Reviewer · Recruiting Workspace',
  '/apps/csv-sorter': 'CSV Sorter · Recruiting Workspace',
  '/apps/screen-evaluation': 'Screen Evaluation · Recruiting Workspace',
  '/apps/role-builder': 'Role Builder · Recruiting Workspace',
  '/apps/data-trainer': 'Data Trainer · Recruiting Workspace',
  '/apps/linkedin-parser': 'LinkedIn Parser · Recruiting Workspace',
  '/admin/api-settings': 'Admin Panel · Recruiting Workspace',
  '/admin/users': 'User Management · Recruiting Workspace',
  '/admin/settings': 'System Settings · Recruiting Workspace',
  '/analytics/activity': 'User Activity · Recruiting Workspace',
  '/analytics/usage': 'App Usage · Recruiting Workspace',
  '/analytics/performance': 'Performance Metrics · Recruiting Workspace',
  '/access-tokens': 'Access tokens · Recruiting Workspace',
};

/** Screens titled by what they load, each proven by its feature's page test. */
const dataTitled: Record<string, string> = {
  '/jobs/$id': "the job's title (features/jobs/components/job-detail-page.test.tsx)",
  '/jobs/$id/print': "the job's title alone (features/jobs/components/job-print-page.test.tsx)",
  '/candidates/$candidateId':
    "the candidate's name (features/candidates/pages/candidate-detail-page.test.tsx)",
};

function createTestRouter(history: RouterHistory, auth: AuthContextValue) {
  return createRouter({
    routeTree: rootRoute.addChildren([
      signInRoute,
      inviteRoute,
      shellRoute.addChildren([dashboardRoute, ...shellChildRoutes]),
    ]),
    history,
    context: { auth },
  });
}

function Routes({ history }: { history: RouterHistory }) {
  const auth = useAuth();
  const [router] = useState(() => createTestRouter(history, auth));
  return <RouterProvider router={router} context={{ auth }} />;
}

/** The routes once the start-up session check is over, as `AppRouter` renders them. */
function App({ history }: { history: RouterHistory }) {
  return useAuth().ready ? <Routes history={history} /> : null;
}

function renderApp(url: string, user: typeof owner | null) {
  mockFetchByUrl((u) =>
    u.pathname === '/api/session'
      ? { body: { user, expired: false } }
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } },
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('scrollTo', () => {});
  const history = createMemoryHistory({ initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <App history={history} />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return history;
}

describe('Document titles', () => {
  it('lists every route of the tree with its title', () => {
    const paths = shellChildRoutes
      .map((route) => ('path' in route.options ? route.options.path : undefined))
      .filter((path) => path !== '$');
    expect([...paths].sort()).toEqual(
      [...Object.keys(fixedTitles).filter((p) => p !== '/'), ...Object.keys(dataTitled)].sort(),
    );
  });

  it("names each fixed screen '{page} · Recruiting Workspace', and an unknown path 'Page not found'", async () => {
    document.title = '';
    const history = renderApp('/', owner);
    for (const [path, title] of Object.entries(fixedTitles)) {
      history.push(path);
      await waitFor(() => expect(document.title, path).toBe(title));
    }
    history.push('/no/such/page');
    await waitFor(() => expect(document.title).toBe('Page not found · Recruiting Workspace'));
  });

  it('names the sign-in and invite pages', async () => {
    document.title = '';
    const history = renderApp('/sign-in', null);
    await waitFor(() => expect(document.title).toBe('Sign in · Recruiting Workspace'));
    history.push('/invite');
    await waitFor(() => expect(document.title).toBe('Accept your invitation · Recruiting Workspace'));
  });
});
