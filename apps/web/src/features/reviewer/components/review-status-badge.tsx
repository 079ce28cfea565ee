import { Badge } from '@mantine/core';
import type { ReviewStatus } from '@rw/core';

const looks: Record<ReviewStatus, { color: string; label: string }> = {
  processing: { color: 'blue', label: 'Processing' },
  completed: { color: 'green', label: 'Completed' },
  error: { color: 'red', label: 'Error' },
};

/** A review's status (processing, completed, error; docs/product/reviewer.md#stored-reviews). */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { color, label } = looks[status];
  return (
    <Badge variant="light" color={color} size="sm">
      {label}
    </Badge>
  );
}
