import { Button, Group } from '@mantine/core';
import type { LinkedinParseExportFormat } from '@rw/core';
import { IconBriefcase, IconCopy, IconDeviceFloppy, IconDownload, IconUserPlus } from '@tabler/icons-react';

type ParseActionsProps = {
  changed: boolean;
  busy: boolean;
  downloading: LinkedinParseExportFormat | null;
  onKeep: () => void;
  onSave: () => void;
  onAddToJob: () => void;
  onCopy: () => void;
  onDownload: (format: LinkedinParseExportFormat) => void;
};

/** The parse's buttons: keep the edits, save as a candidate, add to a job, copy, download PDF and DOCX. */
export function ParseActions(props: ParseActionsProps) {
  return (
    <Group gap="xs">
      <Button
        leftSection={<IconUserPlus size={16} aria-hidden />}
        onClick={props.onSave}
        disabled={props.busy}
      >
        Save as candidate
      </Button>
      <Button
        variant="light"
        leftSection={<IconBriefcase size={16} aria-hidden />}
        onClick={props.onAddToJob}
        disabled={props.busy}
      >
        Add to job
      </Button>
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        onClick={props.onKeep}
        disabled={!props.changed || props.busy}
      >
        Save changes
      </Button>
      <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={props.onCopy}>
        Copy as text
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => props.onDownload('pdf')}
        loading={props.downloading === 'pdf'}
        disabled={props.busy && props.downloading !== 'pdf'}
      >
        Download PDF
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => props.onDownload('docx')}
        loading={props.downloading === 'docx'}
        disabled={props.busy && props.downloading !== 'docx'}
      >
        Download DOCX
      </Button>
    </Group>
  );
}
