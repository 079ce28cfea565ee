import { Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { createRouter, type ErrorComponentProps, RouterProvider, useRouter } from '@tanstack/react-router';
import { startTransition, useEffect, useRef, useState } from 'react';
import { dashboardRoute } from '#/app/routes/dashboard-route';
import { inviteRoute } from '#/app/routes/invite-route';
import { rootRoute } from '#/app/routes/root-route';
import { shellChildRoutes } from '#/app/routes/route-tree';
import { shellRoute } from '#/app/routes/shell-route';
import { signInRoute } from '#/app/routes/sign-in-route';
import { LoadingScreen } from '#/components/ui/loading-screen';
import { NotFoundPage } from '#/components/ui/not-found-page';
import { PageMessage } from '#/components/ui/page-message';
import { type AuthContextValue, useAuth } from '#/features/auth';
import { useEmojiFontPreload } from '#/lib/emoji-font';

const routeTree = rootRoute.addChildren([
  signInRoute,
  inviteRoute,
  shellRoute.addChildren([dashboardRoute, ...shellChildRoutes]),
]);

function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  console.error(error);
  const handleRetry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <PageMessage icon={<IconAlertTriangle size={36} aria-hidden />} title="Something went wrong" color="red">
      <Text c="dimmed">This screen hit an unexpected error.</Text>
      <Button variant="default" onClick={handleRetry}>
        Try again
      </Button>
    </PageMessage>
  );
}

export const router = createRouter({
  routeTree,
  // Filled in by <AppRouter> on every render.
  context: { auth: undefined! },
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: RouteError,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * Whether the first route has been resolved (guards run, its code loaded), which starts once the session
 * check has ended. The router is shown in a transition afterwards, so React renders the first screen in
 * short slices instead of one long task that would hold the page (docs/product/shell.md#loading).
 */
function useFirstRouteLoaded(auth: AuthContextValue): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!auth.ready || loaded) return;
    let active = true;
    router.update({ ...router.options, context: { ...router.options.context, auth } });
    void router.load().finally(() => {
      if (active) startTransition(() => setLoaded(true));
    });
    return () => {
      active = false;
    };
  }, [auth, loaded]);
  return loaded;
}

/**
 * The router with the live auth state as context. Shows the loading screen until the start-up session
 * check ends and the first route is resolved, and re-runs the route guards whenever the user signs in or out
 * (or the session is lost).
 */
export function AppRouter() {
  const auth = useAuth();
  const authenticated = useRef(auth.isAuthenticated);
  const firstRouteLoaded = useFirstRouteLoaded(auth);
  useEmojiFontPreload(firstRouteLoaded);

  useEffect(() => {
    if (authenticated.current === auth.isAuthenticated) return;
    authenticated.current = auth.isAuthenticated;
    void router.invalidate();
  }, [auth.isAuthenticated]);

  if (!auth.ready || !firstRouteLoaded) return <LoadingScreen label="Checking your session..." />;
  return <RouterProvider router={router} context={{ auth }} />;
}
