import { Anchor, Text } from '@mantine/core';
import { AccountForm } from '#/features/auth/components/account-form';
import { AuthCard } from '#/features/auth/components/auth-card';
import { AuthErrorAlert } from '#/features/auth/components/auth-error-alert';
import { useAuth } from '#/features/auth/hooks/use-auth';

type FirstTimeFormProps = {
  email: string;
  onBack: () => void;
};

/** "First time here?": an access-listed e-mail without an account sets its password and signs in. */
export function FirstTimeForm({ email, onBack }: FirstTimeFormProps) {
  const { createPassword, isLoading, error } = useAuth();

  return (
    <AuthCard title="First time here?" subtitle="Your e-mail has been invited. Set a password to continue.">
      <AuthErrorAlert message={error} />
      <AccountForm
        submitLabel="Set password and sign in"
        initialEmail={email}
        loading={isLoading}
        onSubmit={(values) => void createPassword(values.name, values.email, values.password)}
      />
      <Text size="sm" ta="center" mt="lg">
        <Anchor component="button" type="button" onClick={onBack}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
