import { Button, FileButton, Paper, Stack, Text, Title } from '@mantine/core';
import { TRAINER_TEMPLATE_FILENAME, trainerMessages } from '@rw/core';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { StatusLine } from '#/features/data-trainer/components/status-line';
import { type StatusLine as Line, templateBlob } from '#/features/data-trainer/utils/trainer-rules';
import { saveDownload } from '#/lib/save-download';

type DataUploadPanelProps = {
  hasCandidates: boolean;
  uploading: boolean;
  /** The set cannot change while a run goes on. */
  locked: boolean;
  status: Line | null;
  onFile: (file: File | null) => void;
  onClear: () => void;
  /** Resets the file input (after 'Clear Data'). */
  resetRef: RefObject<(() => void) | null>;
};

/**
 * Data Upload (docs/product/data-trainer.md#upload): 'Download Template' (linkedin_candidates_template.csv),
 * the .csv input (LinkedIn or standard format), the status line and 'Clear Data'.
 */
export function DataUploadPanel(props: DataUploadPanelProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Data Upload
        </Title>
        <Text size="sm" c="dimmed">
          A CSV in LinkedIn format (First Name, Last Name, Current Title, Current Company) or the standard
          format (candidate_name, current_company, current_job_title).
        </Text>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => saveDownload(templateBlob(), TRAINER_TEMPLATE_FILENAME)}
        >
          {trainerMessages.downloadTemplate}
        </Button>
        <FileButton
          onChange={props.onFile}
          accept=".csv,text/csv"
          resetRef={props.resetRef}
          disabled={props.uploading || props.locked}
          inputProps={{ 'aria-label': 'Candidate CSV file' }}
        >
          {(p) => (
            <Button {...p} leftSection={<IconUpload size={16} aria-hidden />} loading={props.uploading}>
              {props.hasCandidates ? 'Upload another CSV' : 'Upload CSV'}
            </Button>
          )}
        </FileButton>
        <StatusLine line={props.status} />
        {props.hasCandidates && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={props.locked || props.uploading}
            onClick={props.onClear}
          >
            {trainerMessages.clearData}
          </Button>
        )}
        {props.locked && (
          <Text size="xs" c="dimmed">
            {trainerMessages.trainingNow}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
