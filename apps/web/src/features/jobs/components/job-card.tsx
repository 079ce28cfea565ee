import { ActionIcon, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { JobListItem } from '@rw/core';
import { IconBuilding, IconCalendar, IconMapPin, IconPencil, IconTrash, IconUser } from '@tabler/icons-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { JobListStatusBadge } from '#/features/jobs/components/job-status-badge';
import { useIsClamped } from '#/features/jobs/hooks/use-is-clamped';
import { formatPosted } from '#/features/jobs/utils/job-card-fields';

type JobCardProps = {
  job: JobListItem;
  onOpen: (job: JobListItem) => void;
  onEdit: (job: JobListItem) => void;
  onDelete: (job: JobListItem) => void;
  /** 'Created by …', shown in the Team view (docs/product/jobs.md#my-jobs). */
  creator?: string;
  /** False hides Delete job: only the creator or an admin may delete (docs/product/jobs.md#access). */
  canDelete?: boolean;
};

/**
 * One job of My Jobs (docs/product/jobs.md#my-jobs): title (up to three lines, long words wrapped; a longer one
 * shows in full on hover), status, company, location, posted date and, in the Team view, who created it; opens
 * the job.
 */
export function JobCard({ job, onOpen, onEdit, onDelete, creator, canDelete = true }: JobCardProps) {
  const stop = (action: (job: JobListItem) => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action(job);
  };
  const title = useIsClamped<HTMLParagraphElement>(job.title);
  const handleKey = (event: KeyboardEvent) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onOpen(job);
    }
  };
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      role="link"
      tabIndex={0}
      aria-label={`Open job ${job.title}`}
      onClick={() => onOpen(job)}
      onKeyDown={handleKey}
      style={{ cursor: 'pointer' }}
      data-testid="job-card"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Tooltip
            label={job.title}
            multiline
            maw={360}
            openDelay={300}
            disabled={!title.clamped}
            style={{ overflowWrap: 'anywhere' }}
          >
            <Text ref={title.ref} fw={600} size="lg" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              {job.title}
            </Text>
          </Tooltip>
          <JobListStatusBadge status={job.status} />
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit job">
            <ActionIcon variant="subtle" aria-label={`Edit job ${job.title}`} onClick={stop(onEdit)}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {canDelete && (
            <Tooltip label="Delete job">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete job ${job.title}`}
                onClick={stop(onDelete)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Stack gap={4} mt="md">
        <Group gap={6} c="dimmed">
          <IconBuilding size={16} aria-hidden />
          <Text size="sm">{job.company_name ?? 'No company'}</Text>
        </Group>
        <Group gap={6} c="dimmed">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{job.location ?? 'No location'}</Text>
        </Group>
        <Group gap={6} c="dimmed">
          <IconCalendar size={16} aria-hidden />
          <Text size="sm">Posted {formatPosted(job.date_posted ?? job.created_at)}</Text>
        </Group>
        {creator && (
          <Group gap={6} c="dimmed">
            <IconUser size={16} aria-hidden />
            <Text size="sm">{creator}</Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
