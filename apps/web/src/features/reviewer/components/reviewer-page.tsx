import { Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { ReviewerDraft } from '@rw/core';
import { IconBook, IconListDetails } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type CandidateInfo, CandidateInfoModal } from '#/features/reviewer/components/candidate-info-modal';
import { MyReviewsModal } from '#/features/reviewer/components/my-reviews-modal';
import {
  type PickedCandidate,
  type PickedJob,
  PickSourcesPanel,
} from '#/features/reviewer/components/pick-sources-panel';
import { ReviewInputsPanel } from '#/features/reviewer/components/review-inputs-panel';
import { ReviewPanel } from '#/features/reviewer/components/review-panel';
import { SetupInstructionsModal } from '#/features/reviewer/components/setup-instructions-modal';
import { openReviewId, useReviewGeneration } from '#/features/reviewer/hooks/use-review-generation';
import { useReviewerDraft } from '#/features/reviewer/hooks/use-reviewer-draft';
import { type InputErrors, validateInputs } from '#/features/reviewer/utils/validate-inputs';
import { useActionFeedback } from '#/lib/action-feedback';

type Dialog = 'info' | 'reviews' | 'setup' | null;

/**
 * The Reviewer at `/apps/reviewer` (docs/product/reviewer.md): the four inputs (drafts kept in the browser),
 * picked from the workspace or pasted; 'Generate AI Review' asks for the candidate's information, then a real
 * model call writes the review into the page; My Reviews, Copy to Clipboard, Export and Setup Instructions.
 */
export function ReviewerPage() {
  const { draft, change } = useReviewerDraft();
  const [errors, setErrors] = useState<InputErrors>({});
  const [dialog, setDialog] = useState<Dialog>(null);
  const [job, setJob] = useState<PickedJob | null>(null);
  const [candidate, setCandidate] = useState<PickedCandidate | null>(null);
  const generation = useReviewGeneration();
  const { feedback, show } = useActionFeedback();
  const { state } = generation;
  const generating = state.status === 'streaming';
  const initialInfo = useMemo<CandidateInfo>(
    () => ({ candidateName: candidate?.name ?? '', jobTitle: job?.title ?? '', pronouns: null }),
    [candidate, job],
  );

  const handleChange = (field: keyof ReviewerDraft, value: string) => {
    change(field, value);
    if (field === 'jobDescription' || field === 'candidateCV')
      setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const handleGenerate = () => {
    const found = validateInputs(draft);
    setErrors(found);
    if (!found.jobDescription && !found.candidateCV) setDialog('info');
  };
  const handleInfo = (info: CandidateInfo & { pronouns: NonNullable<CandidateInfo['pronouns']> }) => {
    setDialog(null);
    void generation.generate({
      job_description: draft.jobDescription,
      recruiter_commentary: draft.recruiterCommentary,
      candidate_cv: draft.candidateCV,
      call_transcript: draft.callTranscript,
      candidate_name: info.candidateName,
      job_title: info.jobTitle,
      pronouns: info.pronouns,
      candidate_id: candidate?.id ?? null,
      job_id: job?.id ?? null,
    });
  };
  const handleRetry = () => {
    const review = state.status === 'failed' || state.status === 'done' ? state.review : null;
    if (review) void generation.retry(review);
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>Reviewer</Title>
            <Text c="dimmed">
              An evidence-backed review of a candidate from the job description, your commentary, their CV and
              the interview: every claim quoted from its source.
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconListDetails size={16} aria-hidden />}
              onClick={() => setDialog('reviews')}
            >
              My Reviews
            </Button>
            <Button
              variant="subtle"
              leftSection={<IconBook size={16} aria-hidden />}
              onClick={() => setDialog('setup')}
            >
              Setup Instructions
            </Button>
          </Group>
        </Group>
        <Grid gap="lg" align="stretch">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <PickSourcesPanel
                job={job}
                candidate={candidate}
                disabled={generating}
                onJob={(picked) => {
                  setJob(picked?.job ?? null);
                  if (picked) handleChange('jobDescription', picked.description);
                }}
                onCandidate={(picked) => {
                  setCandidate(picked?.candidate ?? null);
                  if (picked?.cv) handleChange('candidateCV', picked.cv);
                }}
              />
              <ReviewInputsPanel
                draft={draft}
                errors={errors}
                onChange={handleChange}
                onGenerate={handleGenerate}
                generating={generating}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ReviewPanel state={state} feedback={feedback} onFeedback={show} onRetry={handleRetry} />
          </Grid.Col>
        </Grid>
      </Stack>
      <CandidateInfoModal
        opened={dialog === 'info'}
        initial={initialInfo}
        onClose={() => setDialog(null)}
        onSubmit={handleInfo}
      />
      <MyReviewsModal
        opened={dialog === 'reviews'}
        onClose={() => setDialog(null)}
        busy={generating}
        onView={generation.open}
        onDeleted={(id) => {
          if (openReviewId(state) === id) generation.close();
        }}
      />
      <SetupInstructionsModal opened={dialog === 'setup'} onClose={() => setDialog(null)} />
    </Container>
  );
}
