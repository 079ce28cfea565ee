import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSetupStatus } from '#/features/auth/api/get-setup-status';
import { AuthCard } from '#/features/auth/components/auth-card';
import { FirstTimeForm } from '#/features/auth/components/first-time-form';
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
 * The signed-out screen: first-run setup on an empty database, otherwise the sign-in form, or the
 * "First time here?" password form for an invited e-mail.
 */
export function SignInPage({ oauthError, onOauthErrorShown }: SignInPageProps) {
  const setup = useSetupStatus();
  const { reportError, clearError } = useAuth();
  const [firstTimeEmail, setFirstTimeEmail] = useState<string | null>(null);

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

  if (firstTimeEmail !== null) {
    const handleBack = () => {
      clearError();
      setFirstTimeEmail(null);
    };
    return <FirstTimeForm email={firstTimeEmail} onBack={handleBack} />;
  }

  const handleFirstTime = (email: string) => {
    clearError();
    setFirstTimeEmail(email);
  };

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to your recruiting workspace.">
      <SignInForm googleEnabled={setup.data?.googleEnabled ?? false} onFirstTime={handleFirstTime} />
    </AuthCard>
  );
}
