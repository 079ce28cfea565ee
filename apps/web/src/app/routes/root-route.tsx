import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '#/components/ui/not-found-page';
import type { AuthContextValue } from '#/features/auth';

/** What every route can read in `beforeLoad`: the current auth state. */
export type RouterContext = { auth: AuthContextValue };

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
