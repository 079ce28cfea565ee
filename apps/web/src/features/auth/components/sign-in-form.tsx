import { Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { invitationMessages } from '@rw/core';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { AccessNotice } from '#/features/auth/components/access-notice';
import { AuthErrorAlert } from '#/features/auth/components/auth-error-alert';
import { useAuth } from '#/features/auth/hooks/use-auth';

type SignInFormProps = { googleEnabled: boolean };

/**
 * The sign-in form (docs/product/shell.md#sign-in). Browser validation is off (`noValidate`) so that missing
 * fields get the product's own message from the auth state instead of the browser's bubble. People without an
 * account are pointed to their invitation link: the page never asks the server whether an e-mail has one.
 */
export function SignInForm({ googleEnabled }: SignInFormProps) {
  const { signIn, signInWithGoogle, isLoading, error } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [googlePending, setGooglePending] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await signIn(email, password);
  };

  const handleGoogle = async () => {
    setGooglePending(true);
    await signInWithGoogle();
    setGooglePending(false);
  };

  return (
    <>
      <AuthErrorAlert message={error} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            required
            autoComplete="current-password"
            placeholder="Your password"
            visibilityToggleFocusable
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" fullWidth loading={isLoading && !googlePending} disabled={googlePending}>
            Sign In
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center" mt="md">
        {invitationMessages.signInHint}
      </Text>
      {googleEnabled && (
        <>
          <Divider label="or" labelPosition="center" my="lg" />
          <Button
            variant="default"
            fullWidth
            leftSection={<IconBrandGoogleFilled size={18} aria-hidden />}
            loading={googlePending}
            disabled={isLoading && !googlePending}
            onClick={handleGoogle}
          >
            Sign in with Google
          </Button>
        </>
      )}
      <AccessNotice />
    </>
  );
}
