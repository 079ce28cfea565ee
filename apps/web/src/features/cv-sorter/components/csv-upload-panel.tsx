import { Alert, Button, FileButton, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import classes from './cv-sorter.module.css';

type CsvUploadPanelProps = {
  /** The open search's file and candidate count, when one is open. */
  current: { fileName: string | null; total: number } | null;
  disabled: boolean;
  uploading: boolean;
  /** Bytes sent, 0-100; null when the browser cannot tell. */
  percent: number | null;
  error: string | null;
  onFile: (file: File | null) => void;
};

/**
 * The CSV upload (docs/product/cv-sorter.md#screen): pick or drop a file; the page checks it is a CSV and
 * the server reads it (any layout the candidate import reads). A new file starts a new unsaved search.
 */
export function CsvUploadPanel({
  current,
  disabled,
  uploading,
  percent,
  error,
  onFile,
}: CsvUploadPanelProps) {
  const [over, setOver] = useState(false);
  const handleDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFile(event.dataTransfer.files[0] ?? null);
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Candidates
        </Title>
        <fieldset
          aria-label="CSV drop area"
          className={classes.dropzone}
          data-over={over || undefined}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={handleDrop}
        >
          <Stack gap={6} align="center">
            <IconFileTypeCsv size={28} aria-hidden className={classes.dimIcon} />
            <Text size="sm" ta="center">
              Drop a CSV here, or
            </Text>
            <FileButton
              onChange={onFile}
              accept=".csv,text/csv"
              disabled={disabled || uploading}
              inputProps={{ 'aria-label': 'CSV file' }}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  leftSection={<IconUpload size={14} aria-hidden />}
                  loading={uploading}
                >
                  Upload CSV
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed" ta="center">
              Name, title, company and LinkedIn columns are found by their headers.
            </Text>
          </Stack>
        </fieldset>
        {uploading && (
          <Progress
            value={percent ?? 100}
            animated={percent === null}
            aria-label="Upload progress"
            size="sm"
          />
        )}
        {current && !uploading && (
          <Group gap={6} wrap="nowrap">
            <IconFileTypeCsv size={16} aria-hidden />
            <Text size="sm" truncate>
              {current.fileName ?? 'Candidate list'} · {current.total.toLocaleString('en-US')} candidate
              {current.total === 1 ? '' : 's'}
            </Text>
          </Group>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
