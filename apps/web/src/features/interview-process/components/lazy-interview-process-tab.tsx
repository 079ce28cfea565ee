import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ProcessDraft } from '#/features/interview-process/hooks/use-process-draft';

const Content = lazy(() =>
  import('#/features/interview-process/components/interview-process-tab').then((m) => ({
    default: m.InterviewProcessTabContent,
  })),
);

/**
 * The 'Interview process' tab of job `jobId` (docs/product/interview-process.md#canvas), loaded on first use;
 * `draft` (`useProcessDraft`, held by the job page) keeps its unsaved changes while another tab is open.
 */
export function InterviewProcessTab({ jobId, draft }: { jobId: string; draft: ProcessDraft }) {
  return (
    <Suspense
      fallback={
        <Center py={40}>
          <Loader size="sm" aria-label="Loading interview process" />
        </Center>
      }
    >
      <Content jobId={jobId} draft={draft} />
    </Suspense>
  );
}
