import { Text } from '@mantine/core';
import { type JobScope, performanceMessages } from '@rw/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { JobAnalyticsTab } from '#/features/analytics';
import { useAuth } from '#/features/auth';
import { JobCandidatesTab } from '#/features/candidates';
import { InterviewProcessTab, useProcessDraft } from '#/features/interview-process';
import { JobDetailPage, JobPrintPage, type JobTab, MyJobsPage } from '#/features/jobs';

const jobRoute = getRouteApi('/shell/jobs/$id');
const printRoute = getRouteApi('/shell/jobs/$id/print');
const myJobsRoute = getRouteApi('/shell/jobs/my-jobs');

/** The jobs list view last shown in this tab, so 'Back to Jobs' returns to it (My Jobs or Team). */
let lastListScope: JobScope = 'mine';

/**
 * `/jobs/my-jobs` with `?scope=team` for the Team view (docs/product/jobs.md#my-jobs); My Jobs leaves the
 * param out. 'Sign in again' ends the lost session and opens the sign-in page, which brings the user back
 * to the same view.
 */
export function MyJobsRoute() {
  const { user, signOut } = useAuth();
  const { scope } = myJobsRoute.useSearch();
  lastListScope = scope ?? 'mine';
  const navigate = useNavigate();
  const handleSignInAgain = useCallback(async () => {
    await signOut();
    const back = scope === 'team' ? '/jobs/my-jobs?scope=team' : '/jobs/my-jobs';
    await navigate({ to: '/sign-in', search: { redirect: back }, replace: true });
  }, [signOut, navigate, scope]);
  const handleOpenJob = (id: string, tab?: JobTab) =>
    void navigate({ to: '/jobs/$id', params: { id }, search: { tab } });
  const handleScopeChange = (next: JobScope) =>
    void navigate({ to: '/jobs/my-jobs', search: { scope: next === 'team' ? 'team' : undefined } });
  return (
    <MyJobsPage
      user={user}
      scope={scope ?? 'mine'}
      onScopeChange={handleScopeChange}
      onOpenJob={handleOpenJob}
      onSignIn={() => void handleSignInAgain()}
    />
  );
}

/**
 * `/jobs/{id}` with `?tab=` overview, job-description, interview-process, candidates or analytics. The job
 * page is composed here: its Interview process and Candidates tabs belong to those features. 'Back to Jobs'
 * returns to the list view last shown in this tab (My Jobs or Team).
 */
export function JobDetailRoute() {
  const { id } = jobRoute.useParams();
  const { tab } = jobRoute.useSearch();
  const navigate = useNavigate();
  return (
    <JobDetailScreen
      key={id}
      jobId={id}
      tab={tab ?? 'overview'}
      onTabChange={(next) =>
        void navigate({ to: '/jobs/$id', params: { id }, search: { tab: next }, replace: true })
      }
      onLeave={() =>
        void navigate({
          to: '/jobs/my-jobs',
          search: { scope: lastListScope === 'team' ? 'team' : undefined },
        })
      }
    />
  );
}

type JobDetailScreenProps = {
  jobId: string;
  tab: JobTab;
  onTabChange: (tab: JobTab) => void;
  onLeave: () => void;
};

/**
 * The job page of one job (mounted per job): the interview-process draft is held here, above the tabs, so
 * switching tabs keeps it, and the page's unsaved-changes guard covers it with the job's own edits
 * (docs/product/jobs.md#unsaved-changes).
 */
export function JobDetailScreen({ jobId, tab, onTabChange, onLeave }: JobDetailScreenProps) {
  const process = useProcessDraft(jobId);
  const { isAdmin } = useAuth();
  return (
    <JobDetailPage
      jobId={jobId}
      tab={tab}
      onTabChange={onTabChange}
      onLeave={onLeave}
      editors={[process]}
      panels={{
        interviewProcess: <InterviewProcessTab jobId={jobId} draft={process} />,
        candidates: <JobCandidatesTab jobId={jobId} />,
        analytics: isAdmin ? <JobAnalyticsTab jobId={jobId} /> : <JobAnalyticsForAdmins />,
      }}
    />
  );
}

/** A recruiter's Analytics tab: the job's funnel is for admins, as the server says (403). */
function JobAnalyticsForAdmins() {
  return (
    <Text c="dimmed" py="xl" ta="center">
      {performanceMessages.adminsOnly}
    </Text>
  );
}

/** `/jobs/{id}/print`: the printable job specification. */
export function JobPrintRoute() {
  const { id } = printRoute.useParams();
  return <JobPrintPage jobId={id} />;
}
