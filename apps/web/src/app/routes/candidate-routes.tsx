import { notifications } from '@mantine/notifications';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAuth } from '#/features/auth';
import { CandidateDetailPage, CandidatesListPage } from '#/features/candidates';
import { CandidateReviews } from '#/features/reviewer';
import { CandidateScreenEvaluations } from '#/features/screen-evaluation';

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

/**
 * `/candidates/{candidateId}` with the optional `?job=` it was opened from: merge for everyone, erase for
 * admins; after an erasure the candidates list, with the message as a notification
 * (docs/product/candidates.md#erase). The page is composed here: the Reviewer hands in
 * the candidate's reviews, Screen Evaluation their evaluations.
 */
export function CandidateDetailRoute() {
  const { candidateId } = candidateRoute.useParams();
  const { job } = candidateRoute.useSearch();
  const { isAdmin } = useAuth();
  const navigate = useNavigate();
  return (
    <CandidateDetailPage
      key={candidateId}
      candidateId={candidateId}
      jobId={job}
      actions={{
        canErase: isAdmin,
        onErased: (message) => {
          notifications.show({ color: 'green', message });
          void navigate({ to: '/candidates' });
        },
        onMerged: (message) => notifications.show({ color: 'green', message }),
      }}
      sections={
        <>
          <CandidateReviews candidateId={candidateId} />
          <CandidateScreenEvaluations candidateId={candidateId} />
        </>
      }
    />
  );
}
