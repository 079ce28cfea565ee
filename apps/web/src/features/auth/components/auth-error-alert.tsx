import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The error text of the auth state, in an alert (docs/product/shell.md#sign-in). */
export function AuthErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md">
      {message}
    </Alert>
  );
}
