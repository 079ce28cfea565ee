import { Badge } from '@mantine/core';
import { detailStatusLabel, listStatus, publishingLabel, statusColors } from '@rw/core';

const colorOf = (status: string | null | undefined) =>
  status === 'active' || status === 'draft' || status === 'closed' ? statusColors[status] : 'blue';

/** A list card's badge: active green, draft yellow, closed grey; any other value shows as active. */
export function JobListStatusBadge({ status }: { status: string }) {
  const shown = listStatus(status);
  return (
    <Badge color={statusColors[shown]} variant="light">
      {detailStatusLabel(shown)}
    </Badge>
  );
}

/** The detail header's badge: known statuses in their colours, an unknown one capitalised. */
export function JobDetailStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={colorOf(status)} variant="light" size="lg">
      {detailStatusLabel(status)}
    </Badge>
  );
}

/** The read-only publishing status of the Details tab: Live for active, Draft, Closed. */
export function PublishingBadge({ status }: { status: string }) {
  const label = publishingLabel(status);
  const color = label === 'Live' ? 'green' : label === 'Closed' ? 'gray' : 'yellow';
  return (
    <Badge color={color} variant="filled" size="lg" aria-label={`Publishing status: ${label}`}>
      {label}
    </Badge>
  );
}
