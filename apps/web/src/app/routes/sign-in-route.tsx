import { createRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { rootRoute } from '#/app/routes/root-route';
import { SignInPage } from '#/features/auth';
import { useDocumentTitle } from '#/lib/document-title';
import { safeRedirect } from '#/lib/safe-redirect';

const signInSearch = z.object({
  /** Where to go after signing in: a same-origin path. */
  redirect: z.string().optional().catch(undefined),
  /** Error code of a failed Google sign-in. */
  error: z.string().optional().catch(undefined),
});

function SignInRoute() {
  useDocumentTitle('Sign in');
  const { error } = signInRoute.useSearch();
  const navigate = useNavigate({ from: '/sign-in' });
  const handleOauthErrorShown = useCallback(
    () => void navigate({ search: (prev) => ({ ...prev, error: undefined }), replace: true }),
    [navigate],
  );
  return <SignInPage oauthError={error} onOauthErrorShown={handleOauthErrorShown} />;
}

/** `/sign-in`: the only screen of a signed-out user; a signed-in user is sent on to `redirect` or home. */
export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: signInSearch,
  beforeLoad: ({ context, search }) => {
    if (context.auth.isAuthenticated) throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  component: SignInRoute,
});
