import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Content = lazy(() =>
  import('#/features/interview-process/components/interview-process-tab').then((m) => ({
    default: m.InterviewProcessTabContent,
  })),
);

/**
 * The 'Interview process' tab of job `jobId` (docs/product/interview-process.md#canvas), loaded on first use.
 */
export function InterviewProcessTab({ jobId }: { jobId: string }) {
  return (
    <Suspense
      fallback={
        <Center py={40}>
          <Loader size="sm" aria-label="Loading interview process" />
        </Center>
      }
    >
      <Content jobId={jobId} />
    </Suspense>
  );
}
