import { Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { type CandidateJob, candidateMessages, type StageRecord } from '@rw/core';
import { IconArrowRight, IconBriefcase, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ScoreBadge } from '#/features/candidates/components/score-badge';
import { ApplicationActions } from '#/features/candidates/pages/components/application-actions';
import { LinkButton } from '#/features/candidates/pages/components/link-button';
import { StageRecordCard } from '#/features/candidates/pages/components/stage-record-card';
import {
  currentRecordOf,
  defaultSelectedJobId,
  recordsForJob,
} from '#/features/candidates/pages/utils/candidate-detail';
import {
  ScorecardModal,
  type ScorecardTarget,
} from '#/features/candidates/scorecards/components/scorecard-modal';
import { scorecardTargetOf } from '#/features/candidates/scorecards/utils/scorecard-target';

type CandidateJobsTabProps = {
  candidateId: string;
  jobs: readonly CandidateJob[];
  records: readonly StageRecord[];
  /** The job the page was opened from (`?job=`): its sub-tab carries 'Current'. */
  queryJobId: string | undefined;
  primaryJobId: string | null;
  /** The candidate's name, for the scorecard modal's title. */
  candidateName: string;
};

function JobCard({ job }: { job: CandidateJob }) {
  const meta = [job.company_name, job.location].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconBriefcase size={22} aria-hidden color="var(--mantine-primary-color-filled)" />
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4">
              {job.title}
            </Title>
            {meta && (
              <Text size="sm" c="dimmed">
                {meta}
              </Text>
            )}
          </div>
        </Group>
        <Group gap="lg" wrap="nowrap">
          <Group gap={6} wrap="nowrap" data-testid="job-score">
            <Text
              size="xs"
              c="dimmed"
              tt="uppercase"
              fw={600}
              title="Mean Overall of the stages this candidate has completed"
            >
              Job Score
            </Text>
            <ScoreBadge score={job.job_score} size="md" />
          </Group>
          <LinkButton
            to="/jobs/$id"
            params={{ id: job.id }}
            search={{ tab: 'candidates' }}
            variant="light"
            size="xs"
            rightSection={<IconArrowRight size={14} aria-hidden />}
          >
            View Job Details
          </LinkButton>
        </Group>
      </Group>
    </Paper>
  );
}

function StageHistory({
  records,
  actions,
  onOpenScorecard,
}: {
  records: readonly StageRecord[];
  actions: ReactNode;
  onOpenScorecard: (record: StageRecord) => void;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h5">
          Stage History
        </Title>
        {actions}
      </Group>
      {records.length === 0 ? (
        <Text c="dimmed" size="sm">
          {candidateMessages.noStageRecords}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {records.map((r) => (
            <StageRecordCard key={r.id} record={r} onOpenScorecard={onOpenScorecard} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * 'Job Applications' (docs/product/candidates.md#candidate-page): a count and one sub-tab per job ('Current'
 * for the query's job, a star for the primary job), the job card with the candidate's Job Score there and
 * 'View Job Details', and the job's stage history, newest first, with the actions on the candidate's current
 * stage there (move, reject, restore, hire) and each record's 'Scorecard' (docs/product/pipeline.md#scorecards).
 */
export function CandidateJobsTab({
  candidateId,
  jobs,
  records,
  queryJobId,
  primaryJobId,
  candidateName,
}: CandidateJobsTabProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const [scorecard, setScorecard] = useState<ScorecardTarget | null>(null);
  const openScorecard = (r: StageRecord) => setScorecard(scorecardTargetOf(r, candidateName));
  if (jobs.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center">
          {candidateMessages.noApplications}
        </Text>
      </Paper>
    );
  }
  const selected =
    picked && jobs.some((j) => j.id === picked)
      ? picked
      : defaultSelectedJobId({ jobs, records, queryJobId, primaryJobId });

  return (
    <Stack gap="md">
      <Text fw={500} data-testid="job-applications-count">
        {jobs.length === 1 ? '1 job application' : `${jobs.length} job applications`}
      </Text>
      <Tabs value={selected} onChange={setPicked} variant="pills" keepMounted={false}>
        <Tabs.List mb="md" aria-label="Jobs">
          {jobs.map((job) => (
            <Tabs.Tab
              key={job.id}
              value={job.id}
              leftSection={
                job.id === primaryJobId ? (
                  <IconStarFilled size={14} color="var(--mantine-color-yellow-5)" aria-label="Primary job" />
                ) : undefined
              }
              rightSection={
                job.id === queryJobId ? (
                  <Badge size="xs" variant="filled" color="teal.9">
                    Current
                  </Badge>
                ) : undefined
              }
            >
              {job.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {jobs.map((job) => {
          const history = recordsForJob(records, job.id);
          const current = currentRecordOf(history);
          return (
            <Tabs.Panel key={job.id} value={job.id}>
              <Stack gap="md">
                <JobCard job={job} />
                <StageHistory
                  records={history}
                  onOpenScorecard={openScorecard}
                  actions={
                    current && (
                      <ApplicationActions candidateId={candidateId} jobId={job.id} current={current} />
                    )
                  }
                />
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
      <ScorecardModal target={scorecard} onClose={() => setScorecard(null)} />
    </Stack>
  );
}
