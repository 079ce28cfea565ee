import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAuth } from '#/features/auth';
import { CandidateDetailPage, CandidatesListPage } from '#/features/candidates';

const candidateRoute = getRouteApi('/shell/candidates/$candidateId');

/**
 * `/candidates` (docs/product/candidates.md#candidates-list): the organisation's candidates; a row
 * opens its candidate page.
 */
export function CandidatesListRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <CandidatesListPage
      domain={user?.domain}
      onOpenCandidate={(candidateId) =>
        void navigate({ to: '/candidates/$candidateId', params: { candidateId } })
      }
    />
  );
}

/** `/candidates/{candidateId}` with the optional `?job=` it was opened from. */
export function CandidateDetailRoute() {
  const { candidateId } = candidateRoute.useParams();
  const { job } = candidateRoute.useSearch();
  return <CandidateDetailPage key={candidateId} candidateId={candidateId} jobId={job} />;
}
