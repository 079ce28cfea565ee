import { createRoute, lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { systemSettingsSearch } from '#/app/routes/settings-search';
import { shellRoute } from '#/app/routes/shell-route';
import { NotFoundPage } from '#/components/ui/not-found-page';
import { adminPanelSearch } from '#/features/admin';
import { candidateDetailSearch } from '#/features/candidates';
import { jobDetailSearch, myJobsSearch } from '#/features/jobs';
import { roleBuilderSearch } from '#/features/role-builder';
import { useDocumentTitle } from '#/lib/document-title';

/*
 * The route tree inside the shell: every screen of the sidebar (docs/product/shell.md#navigation), each
 * taking its page and search-param schema from its feature; admin-only screens wrapped in their role check
 * (the server enforces the same). Every screen names itself in the
 * document title (docs/product/shell.md#page-titles): the fixed ones here, a job's and a candidate's page
 * from what they load, the page messages from their heading.
 *
 * The screens' code loads when a screen is first opened (or its link hovered), not with the app: the first
 * page (sign-in, dashboard) loads only the shell (docs/product/shell.md#loading).
 */

const parent = () => shellRoute;

const CompanyConfigurationRoute = lazyRouteComponent(
  () => import('#/app/routes/companies-route'),
  'CompanyConfigurationRoute',
);
const MyJobsRoute = lazyRouteComponent(() => import('#/app/routes/job-routes'), 'MyJobsRoute');
const JobDetailRoute = lazyRouteComponent(() => import('#/app/routes/job-routes'), 'JobDetailRoute');
const JobPrintRoute = lazyRouteComponent(() => import('#/app/routes/job-routes'), 'JobPrintRoute');
const CandidatesListRoute = lazyRouteComponent(
  () => import('#/app/routes/candidate-routes'),
  'CandidatesListRoute',
);
const CandidateDetailRoute = lazyRouteComponent(
  () => import('#/app/routes/candidate-routes'),
  'CandidateDetailRoute',
);
const SystemSettingsRoute = lazyRouteComponent(
  () => import('#/app/routes/settings-route'),
  'SystemSettingsRoute',
);
const CvSorterRoute = lazyRouteComponent(() => import('#/app/routes/cv-sorter-route'), 'CvSorterRoute');
const UserActivityRoute = lazyRouteComponent(
  () => import('#/app/routes/analytics-routes'),
  'UserActivityRoute',
);
const AppUsageRoute = lazyRouteComponent(() => import('#/app/routes/analytics-routes'), 'AppUsageRoute');
const PerformanceRoute = lazyRouteComponent(
  () => import('#/app/routes/analytics-routes'),
  'PerformanceRoute',
);
const UserManagementRoute = lazyRouteComponent(
  () => import('#/app/routes/user-management-route'),
  'UserManagementRoute',
);
const AccessTokensPage = lazyRouteComponent(() => import('#/features/access-tokens'), 'AccessTokensPage');
const ReviewerPage = lazyRouteComponent(() => import('#/features/reviewer'), 'ReviewerPage');
const RoleBuilderRoute = lazyRouteComponent(
  () => import('#/app/routes/role-builder-route'),
  'RoleBuilderRoute',
);
const DataTrainerRoute = lazyRouteComponent(
  () => import('#/app/routes/data-trainer-route'),
  'DataTrainerRoute',
);
const LinkedinParserPage = lazyRouteComponent(
  () => import('#/features/linkedin-parser'),
  'LinkedinParserPage',
);
const ScreenEvaluationPage = lazyRouteComponent(
  () => import('#/features/screen-evaluation'),
  'ScreenEvaluationPage',
);

/** `Page` with the document title '{title} · Recruiting Workspace', preloaded (on a link's hover) as `Page` is. */
function titled(title: string, Page: RouteComponent): RouteComponent {
  function TitledPage() {
    useDocumentTitle(title);
    return <Page />;
  }
  return Object.assign(TitledPage, { preload: () => Page.preload?.() });
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
  createRoute({
    getParentRoute: parent,
    path: '/apps/reviewer',
    component: titled('Reviewer', ReviewerPage),
  }),
  createRoute({
    getParentRoute: parent,
    path: '/apps/csv-sorter',
    component: titled('CSV Sorter', CvSorterRoute),
  }),
  createRoute({
    getParentRoute: parent,
    path: '/apps/screen-evaluation',
    component: titled('Screen Evaluation', ScreenEvaluationPage),
  }),
  createRoute({
    getParentRoute: parent,
    path: '/apps/role-builder',
    validateSearch: roleBuilderSearch,
    component: titled('Role Builder', RoleBuilderRoute),
  }),
  createRoute({
    getParentRoute: parent,
    path: '/apps/data-trainer',
    component: titled('Data Trainer', DataTrainerRoute),
  }),
  createRoute({
    getParentRoute: parent,
    path: '/apps/linkedin-parser',
    component: titled('LinkedIn Parser', LinkedinParserPage),
  }),
] as const;

/** The Admin Panel, owner only (docs/product/admin.md#access), with its tab in `?tab=`. */
const adminPanelRoute = createRoute({
  getParentRoute: parent,
  path: '/admin/api-settings',
  validateSearch: adminPanelSearch,
  component: lazyRouteComponent(() => import('#/app/routes/admin-panel-route'), 'AdminPanelRoute'),
});

const adminRoutes = [
  adminPanelRoute,
  createRoute({
    getParentRoute: parent,
    path: '/admin/users',
    component: titled('User Management', UserManagementRoute),
  }),
  createRoute({
    getParentRoute: parent,
    path: '/admin/settings',
    validateSearch: systemSettingsSearch,
    component: titled('System Settings', SystemSettingsRoute),
  }),
] as const;

const analyticsRoutes = [
  createRoute({
    getParentRoute: parent,
    path: '/analytics/activity',
    component: titled('User Activity', UserActivityRoute),
  }),
  createRoute({
    getParentRoute: parent,
    path: '/analytics/usage',
    component: titled('App Usage', AppUsageRoute),
  }),
  createRoute({
    getParentRoute: parent,
    path: '/analytics/performance',
    component: titled('Performance Metrics', PerformanceRoute),
  }),
] as const;

/** The signed-in user's own settings (the user menu). */
const accountRoutes = [
  createRoute({
    getParentRoute: parent,
    path: '/access-tokens',
    component: titled('Access tokens', AccessTokensPage),
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
  ...accountRoutes,
  notFoundRoute,
] as const;
