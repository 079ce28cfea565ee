import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { type DocumentImport, documentImportLines } from '@rw/core';
import type { UploadPercents } from '#/features/candidates/job-tab/hooks/use-document-upload';
import type { StatusLine } from '#/features/candidates/job-tab/utils/upload-validation';

const toneColor = { error: 'red', success: 'green', info: 'blue' } as const;

type Props = {
  batch: DocumentImport | null;
  percents: UploadPercents;
  message: StatusLine | null;
  onConfirm: (fileId: string, samePerson: boolean) => void;
};

/**
 * The status of 'Upload CV / LinkedIn' (docs/product/documents.md#status-lines): a bar per file while it is
 * uploaded ('Uploading cv.pdf… 40%') or read ('Reading cv.pdf…'), then one line per file with what happened
 * ('cv.pdf: Added Maria Garcia as a new candidate.', or why it failed), a name + phone match with 'Same
 * person' / 'Not the same person', and 'Done. Imported X of Y.' once every file is settled.
 */
export function DocumentUploadStatus({ batch, percents, message, onConfirm }: Props) {
  if (!batch && !message) return null;
  const status = batch ? documentImportLines(batch) : { lines: [], done: null };
  const working = (batch?.files ?? []).filter(
    (f) => f.id in percents || f.status === 'queued' || f.status === 'reading',
  );
  return (
    <Stack gap={4} data-testid="document-upload-status" aria-live="polite">
      {working.map((f) => {
        const percent = percents[f.id];
        const label =
          percent !== undefined && percent < 100
            ? `Uploading ${f.file_name}… ${percent}%`
            : `Reading ${f.file_name}…`;
        return (
          <Stack gap={2} key={f.id}>
            <Text size="sm">{label}</Text>
            <Progress
              value={percent !== undefined && percent < 100 ? percent : 100}
              striped={percent === undefined || percent >= 100}
              animated={percent === undefined || percent >= 100}
              aria-label={label}
            />
          </Stack>
        );
      })}
      {status.lines.map((line) => {
        const file = batch?.files.find((f) => f.id === line.file_id);
        return (
          <Group key={line.file_id} gap="xs" wrap="wrap">
            <Text size="sm" c={toneColor[line.tone]} style={{ overflowWrap: 'anywhere' }}>
              {line.text}
            </Text>
            {file?.status === 'confirm' && (
              <>
                <Button size="compact-xs" variant="light" onClick={() => onConfirm(file.id, true)}>
                  Same person
                </Button>
                <Button size="compact-xs" variant="default" onClick={() => onConfirm(file.id, false)}>
                  Not the same person
                </Button>
              </>
            )}
          </Group>
        );
      })}
      {message && (
        <Text size="sm" c={toneColor[message.tone]}>
          {message.text}
        </Text>
      )}
      {status.done && (
        <Text size="sm" fw={500} c="green">
          {status.done}
        </Text>
      )}
    </Stack>
  );
}
