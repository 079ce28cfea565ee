import { dashboardSection } from '@rw/core';
import { createRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { shellRoute } from '#/app/routes/shell-route';
import { useAuth } from '#/features/auth';
import { DashboardPage } from '#/features/launcher';
import { useDocumentTitle } from '#/lib/document-title';

function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const { section } = dashboardRoute.useSearch();
  const { isAdmin } = useAuth();
  const navigate = useNavigate({ from: '/' });
  const router = useRouter();
  return (
    <DashboardPage
      isAdmin={isAdmin}
      section={section}
      onSectionChange={(next) => void navigate({ search: { section: next } })}
      onNavigate={(path) => router.history.push(path)}
    />
  );
}

/** `/` with `?section=frontend|backend` (docs/product/launcher.md#tiles); other values mean all apps. */
export const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  validateSearch: z.object({ section: dashboardSection }),
  component: DashboardRoute,
});
