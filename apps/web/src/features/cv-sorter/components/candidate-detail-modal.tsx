import { Alert, Anchor, Button, Divider, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import {
  type CvSorterCandidate,
  type CvSorterCandidateDetail,
  type CvSorterCategory,
  type CvSorterWeights,
  cvSorterCategoryLabels,
  cvSorterCriteria,
  cvSorterCriterionDescriptions,
  cvSorterCriterionLabels,
  cvSorterMessages,
  scoredWithPromptMessage,
} from '@rw/core';
import { IconBrandLinkedin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { candidateDetailQueryOptions } from '#/features/cv-sorter/api/get-candidate-detail';
import { ScoreBadge } from '#/features/cv-sorter/components/score-badge';
import { triageActions } from '#/features/cv-sorter/utils/page-rules';

type CandidateDetailModalProps = {
  searchId: string;
  /** The row opened (its category is the list's, kept current by triage); null: closed. */
  candidate: CvSorterCandidate | null;
  weights: CvSorterWeights;
  busy: boolean;
  onClose: () => void;
  onMove: (candidate: CvSorterCandidate, category: CvSorterCategory) => void;
};

/**
 * The candidate detail (docs/product/cv-sorter.md#triage): the final score, the four criterion scores with
 * their weights and rationales, the assessment, the company description and which prompt scored them; a
 * candidate without a score says 'No AI scoring data available for this candidate.'. Keep, Eliminate or move
 * back from here as from the row.
 */
export function CandidateDetailModal({
  searchId,
  candidate,
  weights,
  busy,
  onClose,
  onMove,
}: CandidateDetailModalProps) {
  const detail = useQuery({
    ...candidateDetailQueryOptions(searchId, candidate?.id ?? ''),
    enabled: candidate !== null,
  });
  return (
    <Modal
      opened={candidate !== null}
      onClose={onClose}
      title={candidate?.name ?? ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {candidate && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text size="sm">
                {candidate.currentTitle} · {candidate.currentCompany}
              </Text>
              <Text size="xs" c="dimmed">
                {cvSorterCategoryLabels[candidate.category]}
              </Text>
              {candidate.linkedinUrl && (
                <Anchor href={candidate.linkedinUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  <Group gap={4} component="span">
                    <IconBrandLinkedin size={16} aria-hidden />
                    LinkedIn profile
                  </Group>
                </Anchor>
              )}
            </div>
            {candidate.score !== null && (
              <Stack gap={2} align="flex-end">
                <Text size="xs" c="dimmed">
                  Final score
                </Text>
                <ScoreBadge score={candidate.score} size="xl" />
              </Stack>
            )}
          </Group>
          {detail.isPending && <Loader size="sm" aria-label="Loading the scoring breakdown" />}
          {detail.error && (
            <Alert color="red" variant="light">
              {detail.error.message}
            </Alert>
          )}
          {detail.data && <Breakdown detail={detail.data} weights={weights} />}
          <Group justify="flex-end" gap="xs">
            {triageActions(candidate.category).map((action) => (
              <Button
                key={action}
                variant={action === 'back' ? 'default' : 'light'}
                color={action === 'keep' ? 'green' : action === 'eliminate' ? 'red' : undefined}
                disabled={busy}
                onClick={() =>
                  onMove(
                    candidate,
                    action === 'keep' ? 'possible' : action === 'eliminate' ? 'eliminated' : 'notSorted',
                  )
                }
              >
                {action === 'keep'
                  ? cvSorterMessages.keepCandidate
                  : action === 'eliminate'
                    ? cvSorterMessages.eliminateCandidate
                    : `Move back to ${cvSorterCategoryLabels.notSorted}`}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Breakdown({ detail, weights }: { detail: CvSorterCandidateDetail; weights: CvSorterWeights }) {
  const scores = detail.scores;
  return (
    <Stack gap="sm">
      {detail.status === 'failed' && detail.assessment && (
        <Alert color="red" variant="light">
          {detail.assessment}
        </Alert>
      )}
      {!scores ? (
        <Text size="sm" c="dimmed">
          {cvSorterMessages.noScoringData}
        </Text>
      ) : (
        <>
          <Title order={3} size="h5">
            Scoring breakdown
          </Title>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {cvSorterCriteria.map((k) => (
              <li key={k}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600}>
                    {cvSorterCriterionLabels[k]}
                    <Text span size="xs" c="dimmed" fw={400}>
                      {' '}
                      · weight {weights[k]}
                    </Text>
                  </Text>
                  <ScoreBadge score={scores[k]} size="sm" />
                </Group>
                <Text size="xs" c="dimmed">
                  {cvSorterCriterionDescriptions[k]}
                </Text>
                <Text size="sm">{detail.rationales?.[k] || 'No rationale given.'}</Text>
              </li>
            ))}
          </Stack>
          <Text size="xs" c="dimmed">
            {cvSorterMessages.pedigreeNote}
          </Text>
          {detail.assessment && (
            <>
              <Divider />
              <Title order={3} size="h5">
                Assessment
              </Title>
              <Text size="sm">{detail.assessment}</Text>
            </>
          )}
        </>
      )}
      {detail.companyDescription && (
        <>
          <Divider />
          <Title order={3} size="h5">
            About {detail.currentCompany}
          </Title>
          <Text size="sm">{detail.companyDescription}</Text>
        </>
      )}
      {detail.promptVersion && (
        <Text size="xs" c="dimmed">
          {scoredWithPromptMessage(detail.promptVersion)}
          {detail.model ? ` · ${detail.model}` : ''}
        </Text>
      )}
    </Stack>
  );
}
