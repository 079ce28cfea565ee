import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useAuth } from '#/features/auth';
import { CompanyConfigurationPage } from '#/features/companies';

/**
 * `/companies/database` and `/companies/analysis` (both show the company screen,
 * docs/product/companies.md#company-page). 'Sign in again' ends the lost session and opens the sign-in page,
 * which brings the user back here.
 */
export function CompanyConfigurationRoute() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const handleSignInAgain = useCallback(async () => {
    const back = `${window.location.pathname}${window.location.search}`;
    await signOut();
    await navigate({ to: '/sign-in', search: { redirect: back }, replace: true });
  }, [signOut, navigate]);

  return <CompanyConfigurationPage user={user} onSignInAgain={() => void handleSignInAgain()} />;
}
