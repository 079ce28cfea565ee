import { Anchor, Button, Center, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  type AcceptInvitationBody,
  acceptInvitationBody,
  type InvitationLookup,
  invitationMessages,
  messages,
} from '@rw/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { acceptInvitation } from '#/features/auth/api/accept-invitation';
import { useInvitation } from '#/features/auth/api/get-invitation';
import { AuthCard } from '#/features/auth/components/auth-card';
import { AuthErrorAlert } from '#/features/auth/components/auth-error-alert';
import { useAuth } from '#/features/auth/hooks/use-auth';
import { ApiError } from '#/lib/api-client';

type InvitePageProps = {
  /** The token of the link (`/invite#<token>`); '' when the link has none. */
  token: string;
  /** Called once the account exists and its session is accepted. */
  onAccepted: () => void;
};

type FieldErrors = Partial<Record<keyof AcceptInvitationBody, string>>;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The text of a failed lookup or sign-up: the server's reason when it gave one. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'NOT_FOUND') return invitationMessages.invalid;
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

function SignInLink() {
  return (
    <Text size="sm" ta="center" mt="lg">
      Already have an account? <Anchor href="/sign-in">Sign in</Anchor>
    </Text>
  );
}

/**
 * The invite page (docs/product/shell.md#invitation): the link's e-mail, and the name and password the
 * invitee chooses; the account is made from the link (once) and signed in. A link that cannot be used says
 * so without saying why.
 */
export function InvitePage({ token, onAccepted }: InvitePageProps) {
  const invitation = useInvitation(token);

  if (token && invitation.isPending) {
    return (
      <Center mih="100dvh">
        <Loader aria-label="Checking the invitation link" />
      </Center>
    );
  }
  return (
    <AuthCard title={invitationMessages.pageTitle} subtitle={invitationMessages.pageSubtitle}>
      {invitation.data ? (
        <InviteForm token={token} invitation={invitation.data} onAccepted={onAccepted} />
      ) : (
        <>
          <AuthErrorAlert
            message={
              token
                ? failureText(invitation.error, invitationMessages.lookupFailed)
                : invitationMessages.invalid
            }
          />
          <SignInLink />
        </>
      )}
    </AuthCard>
  );
}

function InviteForm({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: InvitationLookup;
  onAccepted: () => void;
}) {
  const { acceptSession } = useAuth();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: (values: AcceptInvitationBody) => acceptInvitation(token, invitation.email, values),
    onSuccess: (user) => {
      acceptSession(user);
      onAccepted();
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = acceptInvitationBody.safeParse({ name, password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'password') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <>
      <AuthErrorAlert message={mutation.error ? failureText(mutation.error, messages.loginFailed) : null} />
      <form onSubmit={handleSubmit} noValidate aria-label="Accept your invitation">
        <Stack gap="md">
          <TextInput
            label="Email"
            value={invitation.email}
            readOnly
            autoComplete="username"
            variant="filled"
          />
          <TextInput
            label="Name"
            required
            autoComplete="name"
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            required
            autoComplete="new-password"
            description="At least 8 characters"
            visibilityToggleFocusable
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" fullWidth loading={mutation.isPending} mt="xs">
            {invitationMessages.submit}
          </Button>
        </Stack>
      </form>
      <Text size="xs" c="dimmed" mt="md" ta="center">
        {invitationMessages.expiresOn(dateFormat.format(new Date(invitation.expires_at)))}
      </Text>
      <SignInLink />
    </>
  );
}
