import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { listStatus, roleBuilderMessages, statusColors } from '@rw/core';
import { useRoleJobs } from '#/features/role-builder/api/get-role-jobs';

type SelectJobModalProps = {
  opened: boolean;
  selectedId: string | null;
  onClose: () => void;
  onSelect: (jobId: string) => void;
};

/**
 * 'Select Job' (docs/product/role-builder.md#select-job): the user's jobs (My Jobs: made here or in Jobs),
 * newest first, with status and company.
 */
export function SelectJobModal({ opened, selectedId, onClose, onSelect }: SelectJobModalProps) {
  const jobs = useRoleJobs(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Select Job"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="xs">
        {jobs.isLoading && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Loading jobs...</Text>
          </Group>
        )}
        {jobs.isError && (
          <Alert color="red" variant="light" role="alert">
            {jobs.error.message}{' '}
            <Button size="compact-xs" variant="subtle" onClick={() => void jobs.refetch()}>
              Retry
            </Button>
          </Alert>
        )}
        {jobs.isSuccess && jobs.data.length === 0 && <Text size="sm">{roleBuilderMessages.noJobs}</Text>}
        {jobs.data?.map((job) => {
          const status = listStatus(job.status);
          return (
            <UnstyledButton
              key={job.id}
              onClick={() => onSelect(job.id)}
              aria-label={`Select ${job.title}`}
              aria-current={job.id === selectedId ? 'true' : undefined}
              p="xs"
              style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text fw={600}>{job.title}</Text>
                  <Text size="xs" c="dimmed">
                    {job.company_name ?? 'No company'}
                  </Text>
                </Stack>
                <Badge color={statusColors[status]} variant="light">
                  {status}
                </Badge>
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Modal>
  );
}
