import { createRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { AdminOnly } from '#/app/routes/admin-only';
import { CandidateDetailRoute, CandidatesListRoute } from '#/app/routes/candidate-routes';
import { CompanyConfigurationRoute } from '#/app/routes/companies-route';
import { JobDetailRoute, JobPrintRoute, MyJobsRoute } from '#/app/routes/job-routes';
import { shellRoute } from '#/app/routes/shell-route';
import { NotAvailablePage } from '#/components/ui/not-available-page';
import { NotFoundPage } from '#/components/ui/not-found-page';
import { AdminPanelPage, adminPanelSearch } from '#/features/admin';
import { useAuth } from '#/features/auth';
import { candidateDetailSearch } from '#/features/candidates';
import { jobDetailSearch, myJobsSearch } from '#/features/jobs';
import { ScreenEvaluationPage } from '#/features/screen-evaluation';
import { useDocumentTitle } from '#/lib/document-title';

/*
 * The route tree inside the shell: every screen of the sidebar (docs/product/shell.md#navigation), each
 * taking its page and search-param schema from its feature. Screens not built yet show the not-available
 * page; admin-only screens keep their role check when they are replaced. Every screen names itself in the
 * document title (docs/product/shell.md#page-titles): the fixed ones here, a job's and a candidate's page
 * from what they load, the page messages from their heading.
 */

const parent = () => shellRoute;

/** `Page` with the document title '{title} · Recruiting Workspace'. */
function titled(title: string, Page: ComponentType) {
  return function TitledPage() {
    useDocumentTitle(title);
    return <Page />;
  };
}

function placeholder(title: string) {
  return () => <NotAvailablePage title={title} />;
}

function adminPlaceholder(title: string) {
  return () => (
    <AdminOnly title={title}>
      <NotAvailablePage title={title} />
    </AdminOnly>
  );
}

const companyRoutes = [
  createRoute({
    getParentRoute: parent,
    path: '/companies/database',
    component: titled('Companies', CompanyConfigurationRoute),
  }),
  createRoute({
    getParentRoute: parent,
    path: '/companies/analysis',
    component: titled('Companies', CompanyConfigurationRoute),
  }),
] as const;

const jobRoutes = [
  createRoute({
    getParentRoute: parent,
    path: '/jobs/my-jobs',
    validateSearch: myJobsSearch,
    component: titled('My Jobs', MyJobsRoute),
  }),
  createRoute({
    getParentRoute: parent,
    path: '/jobs/$id',
    validateSearch: jobDetailSearch,
    component: JobDetailRoute,
  }),
  createRoute({
    getParentRoute: parent,
    path: '/jobs/$id/print',
    component: JobPrintRoute,
  }),
] as const;

const candidateRoutes = [
  createRoute({
    getParentRoute: parent,
    path: '/candidates',
    component: titled('Candidates', CandidatesListRoute),
  }),
  createRoute({
    getParentRoute: parent,
    path: '/candidates/$candidateId',
    validateSearch: candidateDetailSearch,
    component: CandidateDetailRoute,
  }),
] as const;

const toolRoutes = [
  createRoute({ getParentRoute: parent, path: '/apps/reviewer', component: placeholder('Reviewer') }),
  createRoute({ getParentRoute: parent, path: '/apps/csv-sorter', component: placeholder('CSV Sorter') }),
  createRoute({
    getParentRoute: parent,
    path: '/apps/screen-evaluation',
    component: titled('Screen Evaluation', ScreenEvaluationPage),
  }),
  createRoute({ getParentRoute: parent, path: '/apps/role-builder', component: placeholder('Role Builder') }),
  createRoute({
    getParentRoute: parent,
    path: '/apps/data-trainer',
    component: adminPlaceholder('Data Trainer'),
  }),
  createRoute({
    getParentRoute: parent,
    path: '/apps/linkedin-parser',
    component: placeholder('LinkedIn Parser'),
  }),
] as const;

/** The Admin Panel, owner only (docs/product/admin.md#access), with its tab in `?tab=`. */
const adminPanelRoute = createRoute({
  getParentRoute: parent,
  path: '/admin/api-settings',
  validateSearch: adminPanelSearch,
  component: function AdminPanelRoute() {
    useDocumentTitle('Admin Panel');
    const { tab } = adminPanelRoute.useSearch();
    const navigate = adminPanelRoute.useNavigate();
    const { user } = useAuth();
    return (
      <AdminPanelPage
        viewer={user}
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next } })}
      />
    );
  },
});

const adminRoutes = [
  adminPanelRoute,
  createRoute({
    getParentRoute: parent,
    path: '/admin/users',
    component: adminPlaceholder('User Management'),
  }),
  createRoute({
    getParentRoute: parent,
    path: '/admin/settings',
    component: adminPlaceholder('System Settings'),
  }),
] as const;

const analyticsRoutes = [
  createRoute({
    getParentRoute: parent,
    path: '/analytics/activity',
    component: adminPlaceholder('User Activity'),
  }),
  createRoute({ getParentRoute: parent, path: '/analytics/usage', component: adminPlaceholder('App Usage') }),
  createRoute({
    getParentRoute: parent,
    path: '/analytics/performance',
    component: adminPlaceholder('Performance Metrics'),
  }),
] as const;

/** Unknown paths of a signed-in user: the 404 page inside the shell. */
const notFoundRoute = createRoute({ getParentRoute: parent, path: '$', component: NotFoundPage });

/** Every route under the shell but the dashboard, in the order the router matches them. */
export const shellChildRoutes = [
  ...companyRoutes,
  ...jobRoutes,
  ...candidateRoutes,
  ...toolRoutes,
  ...adminRoutes,
  ...analyticsRoutes,
  notFoundRoute,
] as const;
