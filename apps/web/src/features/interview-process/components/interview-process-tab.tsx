import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { jobMessages } from '@rw/core';
import { useJobWorkflow } from '#/features/interview-process/api/get-job-workflow';
import { ProcessEditor } from '#/features/interview-process/components/process-editor';
import type { ProcessDraft } from '#/features/interview-process/hooks/use-process-draft';
import { ApiError } from '#/lib/api-client';

function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return jobMessages.notFound;
  return error instanceof Error && error.message ? error.message : 'Failed to load the interview process';
}

/**
 * The job detail's 'Interview process' tab (docs/product/interview-process.md#canvas): the workflow canvas
 * with edit mode, the stage picker, stage details, AI generation and requirement coverage; its unsaved
 * changes are the job page's `draft`.
 */
export function InterviewProcessTabContent({ jobId, draft }: { jobId: string; draft: ProcessDraft }) {
  const query = useJobWorkflow(jobId);
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="Interview process">
        <Group justify="space-between">
          <Text size="sm">{loadErrorMessage(query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Center py={40}>
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Loading interview process...</Text>
        </Group>
      </Center>
    );
  }
  // Keyed by job: another job's tab starts from its own saved workflow.
  return <ProcessEditor key={jobId} jobId={jobId} saved={query.data} draft={draft} />;
}
