import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { quotesVerifiedLabel, type ReviewSummary } from '@rw/core';
import { IconCopy, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ReviewStatusBadge } from '#/features/reviewer/components/review-status-badge';
import { formatAbsoluteTime } from '#/lib/relative-time';

type MyReviewRowProps = {
  review: ReviewSummary;
  busy: boolean;
  onView: () => void;
  onCopy: () => void;
  onDelete: () => void;
  deleting: boolean;
};

/** One review in My Reviews: candidate, role, date, status, and View, Copy and Delete (asked first). */
export function MyReviewRow({ review, busy, onView, onCopy, onDelete, deleting }: MyReviewRowProps) {
  const [confirming, setConfirming] = useState(false);
  const finished = review.status === 'completed';
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      aria-label={`Review of ${review.candidate_name}`}
      component="article"
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{review.candidate_name}</Text>
            <ReviewStatusBadge status={review.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {review.job_title} · {formatAbsoluteTime(review.created_at)}
            {finished ? ` · ${quotesVerifiedLabel(review.quotes_verified, review.quotes_total)}` : ''}
          </Text>
        </Stack>
        {confirming ? (
          <Group gap="xs">
            <Text size="sm">Delete this review?</Text>
            <Button size="xs" color="red" onClick={onDelete} loading={deleting}>
              Delete
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </Group>
        ) : (
          <Group gap={6}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={14} aria-hidden />}
              onClick={onView}
              disabled={busy}
            >
              View
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCopy size={14} aria-hidden />}
              onClick={onCopy}
              disabled={!finished}
            >
              Copy
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => setConfirming(true)}
              disabled={review.status === 'processing'}
            >
              Delete
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
