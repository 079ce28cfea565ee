import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Job } from '@rw/core';
import { IconArrowLeft, IconBuilding, IconDeviceFloppy, IconDownload, IconMapPin } from '@tabler/icons-react';
import { JobDetailStatusBadge } from '#/features/jobs/components/job-status-badge';

type JobDetailHeaderProps = {
  job: Job;
  title: string;
  location: string;
  dirty: boolean;
  saving: boolean;
  justSaved: boolean;
  preparingPdf: boolean;
  onBack: () => void;
  onDownloadPdf: () => void;
  onDiscard: () => void;
  onSave: () => void;
};

/**
 * The job detail header (docs/product/jobs.md#job-detail): title, status badge, company, location, Back to
 * Jobs, Download PDF, Discard and Save Changes ('Saving…'), and the 'Saved' indicator.
 */
export function JobDetailHeader(props: JobDetailHeaderProps) {
  const { job, dirty, saving } = props;
  return (
    <Stack gap="sm">
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={props.onBack}
          px={0}
        >
          Back to Jobs
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={1}>{props.title || job.title}</Title>
            <JobDetailStatusBadge status={job.status} />
          </Group>
          <Group gap="lg" c="dimmed">
            <Group gap={6}>
              <IconBuilding size={16} aria-hidden />
              <Text size="sm">{job.company?.name ?? job.company_name ?? 'No company'}</Text>
            </Group>
            <Group gap={6}>
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{props.location || 'No location'}</Text>
            </Group>
          </Group>
        </Stack>
        <Group gap="sm">
          {props.justSaved && (
            <Badge color="green" variant="light" role="status">
              Saved
            </Badge>
          )}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={props.onDownloadPdf}
            disabled={props.preparingPdf}
          >
            {props.preparingPdf ? 'Preparing PDF…' : 'Download PDF'}
          </Button>
          <Button variant="default" onClick={props.onDiscard} disabled={!dirty || saving}>
            Discard
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={props.onSave}
            disabled={!dirty || saving}
          >
            {saving ? 'Saving…' : 'Save Changes'}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
