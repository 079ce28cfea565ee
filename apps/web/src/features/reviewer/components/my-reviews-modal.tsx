import { Alert, Button, Center, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { type Review, reviewDocumentText, reviewerMessages } from '@rw/core';
import { useQueryClient } from '@tanstack/react-query';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import { useDeleteReview } from '#/features/reviewer/api/delete-review';
import { reviewQueryOptions, useMyReviews } from '#/features/reviewer/api/get-reviews';
import { MyReviewRow } from '#/features/reviewer/components/my-review-row';
import { useActionFeedback } from '#/lib/action-feedback';
import { copyText } from '#/lib/clipboard';

type MyReviewsModalProps = {
  opened: boolean;
  onClose: () => void;
  /** A review is being written: View waits until it is done. */
  busy: boolean;
  onView: (review: Review) => void;
  /** A review was deleted (the page closes it when it is the open one). */
  onDeleted: (id: string) => void;
};

/**
 * 'My Reviews' (docs/product/reviewer.md#my-reviews): the caller's reviews, newest first, from the server;
 * each can be viewed (it opens on the page), copied and deleted.
 */
export function MyReviewsModal({ opened, onClose, busy, onView, onDeleted }: MyReviewsModalProps) {
  const list = useMyReviews(opened);
  const queryClient = useQueryClient();
  const remove = useDeleteReview();
  const { feedback, show } = useActionFeedback();

  const load = (id: string) => queryClient.fetchQuery(reviewQueryOptions(id));
  const handleView = async (id: string) => {
    try {
      onView(await load(id));
      onClose();
    } catch {
      show('error', reviewerMessages.notFound);
    }
  };
  const handleCopy = async (id: string) => {
    try {
      if (await copyText(reviewDocumentText(await load(id)))) return show('success', reviewerMessages.copied);
    } catch {
      // Falls through to the copy failure: there was nothing to copy.
    }
    show('error', reviewerMessages.copyFailed);
  };
  const handleDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => onDeleted(id),
      onError: () => show('error', reviewerMessages.deleteFailed),
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={650}>My Reviews</Text>}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="sm">
        <ActionFeedbackText feedback={feedback} />
        {list.isPending && (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        )}
        {list.isError && (
          <Alert color="red" variant="light" role="alert">
            {reviewerMessages.loadFailed}{' '}
            <Button size="compact-xs" variant="subtle" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </Alert>
        )}
        {list.data?.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No reviews yet. Your reviews appear here once they are written.
          </Text>
        )}
        {list.data?.map((review) => (
          <MyReviewRow
            key={review.id}
            review={review}
            busy={busy}
            onView={() => void handleView(review.id)}
            onCopy={() => void handleCopy(review.id)}
            onDelete={() => handleDelete(review.id)}
            deleting={remove.isPending && remove.variables === review.id}
          />
        ))}
      </Stack>
    </Modal>
  );
}
