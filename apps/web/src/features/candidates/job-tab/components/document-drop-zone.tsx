import { Paper, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * Where CVs and LinkedIn PDFs can be dropped on a stage other than Glance
 * (docs/product/documents.md#upload-on-a-stage): one or many files at once, as the upload button takes them.
 */
export function DocumentDropZone({
  disabled,
  onFiles,
}: {
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const [over, setOver] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="document-drop-zone"
      style={{
        borderStyle: 'dashed',
        borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
        opacity: disabled ? 0.6 : 1,
      }}
      onDragOver={(e) => {
        if (disabled) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...e.dataTransfer.files]);
      }}
    >
      <Text size="sm" c="dimmed" ta="center">
        <IconFileUpload size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
        Drop CVs or LinkedIn PDFs here (.pdf, .docx, .doc, .txt; up to 50 files of 10 MB each)
      </Text>
    </Paper>
  );
}
