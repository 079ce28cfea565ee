import { Button } from '@mantine/core';
import { DOCUMENT_ACCEPT, GLANCE_STAGE_ID } from '@rw/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { uploadButtonLabel } from '#/features/candidates/job-tab/utils/upload-validation';

type UploadControlProps = {
  stageId: string;
  busy: boolean;
  /** The button was pressed: true when the file dialog should open. */
  onRequest: () => boolean;
  /** The dialog closed: the chosen files (one CSV on Glance; CVs elsewhere), or [] when it returned none. */
  onFiles: (files: File[]) => void;
};

/**
 * 'Upload CSV' on the Glance stage, else 'Upload CV / LinkedIn' (docs/product/candidates.md#candidates-tab,
 * docs/product/documents.md#upload-on-a-stage), with the hidden file input it opens: one .csv on Glance (test
 * id `candidate-csv-input`), one or many .pdf, .docx, .doc or .txt elsewhere (`candidate-documents-input`).
 * A dialog closed without a file reports [].
 */
export function UploadControl({ stageId, busy, onRequest, onFiles }: UploadControlProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const latestOnFiles = useRef(onFiles);
  latestOnFiles.current = onFiles;
  const glance = stageId === GLANCE_STAGE_ID;

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    // React does not forward the file dialog's `cancel` event of an <input>.
    const handleCancel = () => latestOnFiles.current([]);
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
        accept={glance ? '.csv,text/csv' : DOCUMENT_ACCEPT.join(',')}
        multiple={!glance}
        hidden
        data-testid={glance ? 'candidate-csv-input' : 'candidate-documents-input'}
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
