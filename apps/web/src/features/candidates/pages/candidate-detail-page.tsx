import { Center, Container, Group, Loader, Paper, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { type CandidateTab, candidateMessages, candidateTabLabels, candidateTabs } from '@rw/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useCandidate } from '#/features/candidates/api/candidates';
import {
  CandidateActions,
  type CandidateActionsProps,
} from '#/features/candidates/pages/components/candidate-actions';
import { CandidateBackButton } from '#/features/candidates/pages/components/candidate-back-button';
import { CandidateCvTab } from '#/features/candidates/pages/components/candidate-cv-tab';
import { CandidateDetailsTab } from '#/features/candidates/pages/components/candidate-details-tab';
import { CandidateHeader } from '#/features/candidates/pages/components/candidate-header';
import { CandidateJobsTab } from '#/features/candidates/pages/components/candidate-jobs-tab';
import {
  candidateLoadErrorMessage,
  primaryJobNote,
  totalApplications,
} from '#/features/candidates/pages/utils/candidate-detail';
import { candidateFullName } from '#/features/candidates/pages/utils/candidate-format';
import { useDocumentTitle } from '#/lib/document-title';

type CandidateDetailPageProps = {
  candidateId: string;
  /** `?job=`: the job the page was opened from (Back target, 'Current' badge, primary note). */
  jobId: string | undefined;
  /** Merge and erase (docs/product/candidates.md#merge, #erase); without them the page shows neither. */
  actions?: Omit<CandidateActionsProps, 'detail'>;
  /** Sections other features hand in below the tabs (the candidate's reviews), composed in app/routes. */
  sections?: ReactNode;
};

/**
 * The candidate page (docs/product/candidates.md#candidate-page): loading and error states with Back, the
 * header, and the tabs 'CV & Profile', 'Job Applications' and 'Details'. The candidate's name (or e-mail) is
 * the document title (docs/product/shell.md#page-titles).
 */
export function CandidateDetailPage({ candidateId, jobId, actions, sections }: CandidateDetailPageProps) {
  const query = useCandidate(candidateId);
  const [tab, setTab] = useState<CandidateTab>('cv');
  const loaded = query.data?.candidate;
  useDocumentTitle(loaded ? candidateFullName(loaded) || loaded.email : null);

  if (query.isPending) {
    return (
      <Center py={80}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{candidateMessages.loadingCandidate}</Text>
        </Group>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Container size="lg" py="md">
        <CandidateBackButton jobId={jobId} />
        <Paper withBorder p="xl" radius="md" mt="md" role="alert">
          <Stack align="center" gap="sm">
            <ThemeIcon color="red" variant="light" size={48} radius="xl">
              <IconAlertTriangle aria-hidden />
            </ThemeIcon>
            <Text size="lg" fw={500}>
              {candidateLoadErrorMessage(query.error)}
            </Text>
          </Stack>
        </Paper>
      </Container>
    );
  }

  const { candidate, summary, stage_records: records, jobs } = query.data;
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <CandidateBackButton jobId={jobId} />
          {actions && <CandidateActions detail={query.data} {...actions} />}
        </Group>
        <CandidateHeader
          candidate={candidate}
          applications={totalApplications(records, summary)}
          primaryNote={primaryJobNote(summary, jobId)}
        />
        <Tabs value={tab} onChange={(v) => setTab((v as CandidateTab | null) ?? 'cv')} keepMounted={false}>
          <Tabs.List mb="md">
            {candidateTabs.map((t) => (
              <Tabs.Tab key={t} value={t}>
                {candidateTabLabels[t]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="cv">
            <CandidateCvTab candidate={candidate} />
          </Tabs.Panel>
          <Tabs.Panel value="jobs">
            <CandidateJobsTab
              candidateId={candidate.id}
              jobs={jobs}
              records={records}
              queryJobId={jobId}
              primaryJobId={summary.primaryJobId}
              candidateName={candidateFullName(candidate) || candidate.email || 'Unnamed candidate'}
            />
          </Tabs.Panel>
          <Tabs.Panel value="details">
            <CandidateDetailsTab candidate={candidate} />
          </Tabs.Panel>
        </Tabs>
        {sections}
      </Stack>
    </Container>
  );
}
