import { Text } from '@mantine/core';
import type { SetupBody } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOwner } from '#/features/auth/api/create-owner';
import { setupStatusQueryOptions } from '#/features/auth/api/get-setup-status';
import { AccountForm } from '#/features/auth/components/account-form';
import { AuthCard } from '#/features/auth/components/auth-card';
import { AuthErrorAlert } from '#/features/auth/components/auth-error-alert';
import { useAuth } from '#/features/auth/hooks/use-auth';
import { ApiError } from '#/lib/api-client';

const SETUP_FAILED = 'Could not create the owner account. Please try again.';

/**
 * First-run screen (DESIGN.md, Identity and access): creates the owner account on an empty database and
 * lands signed in. A 409 means someone finished setup meanwhile, so the sign-in form takes over.
 */
export function SetupForm() {
  const { acceptSession } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (values: SetupBody) => createOwner(values),
    onSuccess: (user) => acceptSession(user),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries(setupStatusQueryOptions());
      }
    },
  });

  const error = mutation.error;
  const message = error instanceof ApiError && error.fromServer ? error.message : error ? SETUP_FAILED : null;

  return (
    <AuthCard title="Set up your workspace" subtitle="This one-time step creates the owner account.">
      <AuthErrorAlert message={message} />
      <AccountForm
        submitLabel="Create the owner account"
        loading={mutation.isPending}
        onSubmit={(values) => mutation.mutate(values)}
      />
      <Text size="xs" c="dimmed" mt="lg">
        The owner can sign in, manage users and configure the workspace. You can invite more people later.
      </Text>
    </AuthCard>
  );
}
