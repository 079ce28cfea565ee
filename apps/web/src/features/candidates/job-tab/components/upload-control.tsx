import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { uploadButtonLabel } from '#/features/candidates/job-tab/utils/upload-validation';

type UploadControlProps = {
  stageId: string;
  busy: boolean;
  /** The button was pressed: true when the file dialog should open. */
  onRequest: () => boolean;
  /** The dialog closed: the chosen file, or null when it returned none. */
  onFile: (file: File | null) => void;
};

/**
 * 'Upload CSV' on the Glance stage, else 'Upload CV / LinkedIn'
 * (docs/product/candidates.md#candidates-tab), with the hidden file input it opens (test id
 * `candidate-csv-input`). A dialog closed without a file reports null.
 */
export function UploadControl({ stageId, busy, onRequest, onFile }: UploadControlProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const latestOnFile = useRef(onFile);
  latestOnFile.current = onFile;

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    // React does not forward the file dialog's `cancel` event of an <input>.
    const handleCancel = () => latestOnFile.current(null);
    input.addEventListener('cancel', handleCancel);
    return () => input.removeEventListener('cancel', handleCancel);
  }, []);

  return (
    <>
      <Button
        leftSection={<IconUpload size={16} aria-hidden />}
        disabled={busy}
        onClick={() => {
          if (onRequest()) inputRef.current?.click();
        }}
      >
        {uploadButtonLabel(stageId)}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="candidate-csv-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0] ?? null;
          e.currentTarget.value = '';
          onFile(file);
        }}
      />
    </>
  );
}
