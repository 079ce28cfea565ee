import { Button, Stack, Text } from '@mantine/core';
import { DOCUMENT_ACCEPT } from '@rw/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import type { CvUploadState } from '#/features/candidates/pages/hooks/use-candidate-cv-upload';

type Props = {
  label: string;
  state: CvUploadState;
  onFile: (file: File | null) => void;
  variant?: 'light' | 'filled';
};

/** A button that opens the file dialog for one CV or LinkedIn PDF (.pdf, .docx, .doc, .txt), busy while it is sent and read. */
export function CvUploadButton({ label, state, onFile, variant = 'light' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const busy = state.phase !== 'idle';
  return (
    <>
      <Button
        size="xs"
        variant={variant}
        leftSection={<IconUpload size={14} aria-hidden />}
        loading={busy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={DOCUMENT_ACCEPT.join(',')}
        data-testid="candidate-cv-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0] ?? null;
          e.currentTarget.value = '';
          onFile(file);
        }}
      />
    </>
  );
}

/** 'Uploading cv.pdf… 40%', then 'Reading cv.pdf…', then the status line or the refusal. */
export function CvUploadStatus({
  state,
  result,
}: {
  state: CvUploadState;
  result: { text: string; tone: 'success' | 'error' } | null;
}) {
  const progress =
    state.phase === 'uploading'
      ? `Uploading ${state.fileName}… ${state.percent}%`
      : state.phase === 'reading'
        ? `Reading ${state.fileName}…`
        : null;
  if (!progress && !result) return null;
  return (
    <Stack gap={2} aria-live="polite" data-testid="cv-upload-status">
      {progress && <Text size="sm">{progress}</Text>}
      {!progress && result && (
        <Text size="sm" c={result.tone === 'error' ? 'red' : 'green'}>
          {result.text}
        </Text>
      )}
    </Stack>
  );
}
