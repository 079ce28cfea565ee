import { Button, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { jobAccessMessages } from '@rw/core';
import { IconAlertTriangle, IconBriefcase, IconLock, IconUsersGroup } from '@tabler/icons-react';
import { offersSignIn } from '#/features/jobs/utils/job-messages';

/** 'Loading jobs...' */
export function JobsLoading() {
  return (
    <Center py="xl">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">Loading jobs...</Text>
      </Group>
    </Center>
  );
}

/** The error with Retry, and 'Sign in again' when the message says the session expired. */
export function JobsError({
  message,
  onRetry,
  onSignIn,
}: {
  message: string;
  onRetry: () => void;
  onSignIn: () => void;
}) {
  return (
    <Stack align="center" py="xl" gap="sm" role="alert">
      <ThemeIcon color="red" variant="light" size={48} radius="xl">
        <IconAlertTriangle aria-hidden />
      </ThemeIcon>
      <Text>{message}</Text>
      <Group>
        <Button variant="default" onClick={onRetry}>
          Retry
        </Button>
        {offersSignIn(message) && <Button onClick={onSignIn}>Sign in again</Button>}
      </Group>
    </Stack>
  );
}

/** 'No jobs yet' with 'Create Your First Job'. */
export function JobsEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <Stack align="center" py={60} gap="sm">
      <ThemeIcon variant="light" size={56} radius="xl">
        <IconBriefcase aria-hidden />
      </ThemeIcon>
      <Text fw={600} size="lg">
        No jobs yet
      </Text>
      <Button onClick={onCreate}>Create Your First Job</Button>
    </Stack>
  );
}

/** The Team view's empty state: 'No team jobs yet', what shows there, and 'Create Your First Job'. */
export function TeamJobsEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <Stack align="center" py={60} gap="sm">
      <ThemeIcon variant="light" size={56} radius="xl">
        <IconUsersGroup aria-hidden />
      </ThemeIcon>
      <Text fw={600} size="lg">
        {jobAccessMessages.teamEmptyTitle}
      </Text>
      <Text c="dimmed">{jobAccessMessages.teamEmptyText}</Text>
      <Button onClick={onCreate}>Create Your First Job</Button>
    </Stack>
  );
}

/** 'Please sign in to view jobs' */
export function JobsSignedOut() {
  return (
    <Stack align="center" py={60} gap="sm">
      <ThemeIcon variant="light" size={56} radius="xl" color="gray">
        <IconLock aria-hidden />
      </ThemeIcon>
      <Text>Please sign in to view jobs</Text>
    </Stack>
  );
}
