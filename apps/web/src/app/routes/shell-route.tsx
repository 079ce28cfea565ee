import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from '#/app/routes/root-route';
import { ShellLayout } from '#/app/shell/shell-layout';

/**
 * Layout of every signed-in screen (docs/product/shell.md#routes). A signed-out visitor is sent to
 * `/sign-in`, which brings them back here afterwards.
 */
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated) {
      const back = location.href === '/' ? undefined : location.href;
      throw redirect({ to: '/sign-in', search: { redirect: back }, replace: true });
    }
  },
  component: ShellLayout,
});
