import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useSetupStatus } from '#/features/auth/api/get-setup-status';
import { AuthCard } from '#/features/auth/components/auth-card';
import { SetupForm } from '#/features/auth/components/setup-form';
import { SignInForm } from '#/features/auth/components/sign-in-form';
import { googleErrorMessage } from '#/features/auth/hooks/auth-messages';
import { useAuth } from '#/features/auth/hooks/use-auth';

type SignInPageProps = {
  /** `error` code of a failed Google redirect (`/sign-in?error=CODE`). */
  oauthError?: string;
  /** Called once the OAuth error has moved into the auth state, so the URL can drop it. */
  onOauthErrorShown: () => void;
};

/**
 * The signed-out screen: first-run setup on an empty database, otherwise the sign-in form. Invited people
 * set their password on the invite page of their link (docs/product/shell.md#invitation).
 */
export function SignInPage({ oauthError, onOauthErrorShown }: SignInPageProps) {
  const setup = useSetupStatus();
  const { reportError } = useAuth();

  useEffect(() => {
    if (!oauthError) return;
    reportError(googleErrorMessage(oauthError));
    onOauthErrorShown();
  }, [oauthError, reportError, onOauthErrorShown]);

  if (setup.isPending) {
    return (
      <Center mih="100dvh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (setup.data?.needsSetup) return <SetupForm />;

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to your recruiting workspace.">
      <SignInForm googleEnabled={setup.data?.googleEnabled ?? false} />
    </AuthCard>
  );
}
