import {
  Alert,
  Badge,
  Box,
  Button,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { quotesVerifiedLabel } from '@rw/core';
import { IconAlertCircle, IconFileSearch, IconRefresh } from '@tabler/icons-react';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import { ReviewActions } from '#/features/reviewer/components/review-actions';
import { ReviewMarkdown } from '#/features/reviewer/components/review-markdown';
import { ReviewStatusBadge } from '#/features/reviewer/components/review-status-badge';
import type { ReviewPanelState } from '#/features/reviewer/hooks/use-review-generation';
import { reviewFailureAlert } from '#/features/reviewer/utils/review-failure';
import type { ActionFeedback } from '#/lib/action-feedback';

type ReviewPanelProps = {
  state: ReviewPanelState;
  feedback: ActionFeedback | null;
  onFeedback: (tone: 'success' | 'error', message: string) => void;
  onRetry: () => void;
};

function headingOf(state: ReviewPanelState): string | null {
  if (state.status === 'idle') return null;
  if (state.status === 'streaming') return `${state.heading.candidateName} · ${state.heading.jobTitle}`;
  return state.review ? `${state.review.candidate_name} · ${state.review.job_title}` : null;
}

function Verification({ verified, total }: { verified: number; total: number }) {
  return (
    <Badge variant="light" color={verified === total ? 'green' : 'orange'} size="sm">
      {quotesVerifiedLabel(verified, total)}
    </Badge>
  );
}

function Body({ state }: { state: ReviewPanelState }) {
  if (state.status === 'done') return <ReviewMarkdown>{state.review.content}</ReviewMarkdown>;
  if ((state.status === 'streaming' || state.status === 'failed') && state.text) {
    return <ReviewMarkdown>{state.text}</ReviewMarkdown>;
  }
  if (state.status === 'streaming') {
    return (
      <Stack gap="xs" aria-label="Reading the inputs">
        <Text size="sm" c="dimmed">
          Reading the job description, the CV and the interview…
        </Text>
        {[90, 75, 82, 60].map((width) => (
          <Skeleton key={width} height={12} width={`${width}%`} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (state.status === 'failed') return null;
  return (
    <EmptyState
      py="xl"
      withIndicatorBackground
      icon={<IconFileSearch size={28} aria-hidden />}
      title="No review open"
      description="Fill in the job description and the CV, then choose Generate AI Review. The review appears here as it is written."
    />
  );
}

/**
 * The open review (docs/product/reviewer.md#generating): its candidate and role, status, 'n of m quotes
 * verified' and model; the write-up as it is written; 'Copy to Clipboard' and Export; a failure with Retry.
 */
export function ReviewPanel({ state, feedback, onFeedback, onRetry }: ReviewPanelProps) {
  const heading = headingOf(state);
  const streaming = state.status === 'streaming';
  const failure = state.status === 'failed' ? reviewFailureAlert(state.error) : null;
  const done = state.status === 'done' ? state.review : null;
  const status = done?.status ?? (streaming ? 'processing' : state.status === 'failed' ? 'error' : null);
  const canRetry =
    (state.status === 'failed' && state.review !== null) ||
    (done !== null && done.status === 'error' && done.mine);
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2} size="h4">
                Review
              </Title>
              {status && <ReviewStatusBadge status={status} />}
              {done && done.status === 'completed' && (
                <Verification verified={done.quotes_verified} total={done.quotes_total} />
              )}
            </Group>
            {heading && (
              <Text size="sm" c="dimmed">
                {heading}
                {done?.model ? ` · ${done.model}` : ''}
              </Text>
            )}
          </Stack>
          <ReviewActions review={done} onFeedback={onFeedback} />
        </Group>
        <ActionFeedbackText feedback={feedback} />
        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title={failure.title}
            role="alert"
          >
            {failure.detail}
          </Alert>
        )}
        {done?.status === 'error' && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title="This review failed"
            role="alert"
          >
            {done.error}
          </Alert>
        )}
        {streaming && state.rewriting && (
          <Alert color="orange" variant="light" title="Checking the quotes">
            Some quotes were not found in their sources, so the review is being written again.
          </Alert>
        )}
        {canRetry && (
          <Group>
            <Button leftSection={<IconRefresh size={16} aria-hidden />} variant="light" onClick={onRetry}>
              Retry
            </Button>
          </Group>
        )}
        <Box aria-busy={streaming} aria-label="Review" role="region" data-testid="review-content">
          <Body state={state} />
        </Box>
      </Stack>
    </Paper>
  );
}
