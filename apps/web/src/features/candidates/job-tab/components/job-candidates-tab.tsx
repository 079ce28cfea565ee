import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback } from 'react';
import { CandidatesTableSkeleton } from '#/features/candidates/job-tab/components/table-states';

const Panel = lazy(() =>
  import('#/features/candidates/job-tab/components/job-candidates-panel').then((m) => ({
    default: m.JobCandidatesPanel,
  })),
);

/**
 * The Candidates tab of job `jobId` (docs/product/candidates.md#candidates-tab), loaded on first use. A
 * candidate row opens /candidates/{candidateId}?job={jobId}.
 */
export function JobCandidatesTab({ jobId, jobLoaded = true }: { jobId: string; jobLoaded?: boolean }) {
  const navigate = useNavigate();
  const handleOpenCandidate = useCallback(
    (candidateId: string) =>
      void navigate({ to: '/candidates/$candidateId', params: { candidateId }, search: { job: jobId } }),
    [navigate, jobId],
  );
  return (
    <Suspense fallback={<CandidatesTableSkeleton />}>
      <Panel jobId={jobId} jobLoaded={jobLoaded} onOpenCandidate={handleOpenCandidate} />
    </Suspense>
  );
}
