import { Button, Paper, Stack } from '@mantine/core';
import { type ReviewerDraft, reviewLimits } from '@rw/core';
import { IconSparkles } from '@tabler/icons-react';
import { ReviewInputField } from '#/features/reviewer/components/review-input-field';
import type { InputErrors } from '#/features/reviewer/utils/validate-inputs';

type ReviewInputsPanelProps = {
  draft: ReviewerDraft;
  errors: InputErrors;
  onChange: (field: keyof ReviewerDraft, value: string) => void;
  onGenerate: () => void;
  generating: boolean;
};

/**
 * The four inputs of a review (docs/product/reviewer.md#inputs): job description and candidate CV
 * (required; also uploaded as .txt, .pdf, .docx or .doc), recruiter commentary and interview transcript,
 * then 'Generate AI Review'.
 */
export function ReviewInputsPanel({
  draft,
  errors,
  onChange,
  onGenerate,
  generating,
}: ReviewInputsPanelProps) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <ReviewInputField
          label="Job Description"
          placeholder="Paste the job description, or upload it."
          value={draft.jobDescription}
          onChange={(v) => onChange('jobDescription', v)}
          maxLength={reviewLimits.jobDescription}
          error={errors.jobDescription}
          upload
          disabled={generating}
        />
        <ReviewInputField
          label="Recruiter Commentary"
          placeholder="Your own observations: how the candidate came across, notice, salary, location."
          value={draft.recruiterCommentary}
          onChange={(v) => onChange('recruiterCommentary', v)}
          maxLength={reviewLimits.recruiterCommentary}
          disabled={generating}
          minRows={3}
        />
        <ReviewInputField
          label="Candidate CV"
          placeholder="Paste the candidate's CV, or upload it."
          value={draft.candidateCV}
          onChange={(v) => onChange('candidateCV', v)}
          maxLength={reviewLimits.candidateCv}
          error={errors.candidateCV}
          upload
          disabled={generating}
        />
        <ReviewInputField
          label="Interview Transcript"
          placeholder="Paste the interview transcript: who said what."
          value={draft.callTranscript}
          onChange={(v) => onChange('callTranscript', v)}
          maxLength={reviewLimits.callTranscript}
          disabled={generating}
        />
        <Button
          size="md"
          leftSection={<IconSparkles size={18} aria-hidden />}
          onClick={onGenerate}
          loading={generating}
        >
          Generate AI Review
        </Button>
      </Stack>
    </Paper>
  );
}
