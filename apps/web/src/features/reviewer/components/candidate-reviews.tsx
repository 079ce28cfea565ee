import { Accordion, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { quotesVerifiedLabel } from '@rw/core';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import { useCandidateReviews } from '#/features/reviewer/api/get-reviews';
import { ReviewActions } from '#/features/reviewer/components/review-actions';
import { ReviewMarkdown } from '#/features/reviewer/components/review-markdown';
import { useActionFeedback } from '#/lib/action-feedback';
import { formatAbsoluteTime } from '#/lib/relative-time';

/**
 * 'Reviews' on a candidate's page (docs/product/reviewer.md#on-the-candidate-page): the completed Reviewer
 * reviews made for this candidate by anyone in the organisation, newest first, each opening to its write-up
 * with Copy and Export. Shows nothing when there are none.
 */
export function CandidateReviews({ candidateId }: { candidateId: string }) {
  const reviews = useCandidateReviews(candidateId);
  const { feedback, show } = useActionFeedback();
  if (!reviews.data?.length) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="candidate-reviews-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="candidate-reviews-title">
          Reviews
        </Title>
        <ActionFeedbackText feedback={feedback} />
        <Accordion variant="separated" radius="sm">
          {reviews.data.map((review) => (
            <Accordion.Item key={review.id} value={review.id}>
              <Accordion.Control>
                <Group gap="sm" wrap="wrap">
                  <Text fw={600}>{review.job_title}</Text>
                  <Text size="sm" c="dimmed">
                    {formatAbsoluteTime(review.created_at)}
                    {review.author_name ? ` · by ${review.author_name}` : ''}
                  </Text>
                  <Badge
                    variant="light"
                    size="sm"
                    color={review.quotes_verified === review.quotes_total ? 'green' : 'orange'}
                  >
                    {quotesVerifiedLabel(review.quotes_verified, review.quotes_total)}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <ReviewActions review={review} onFeedback={show} />
                  <ReviewMarkdown>{review.content}</ReviewMarkdown>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Paper>
  );
}
