import { Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { readDocumentText } from '#/features/reviewer/api/read-document';
import { ApiError } from '#/lib/api-client';

/** The file types the job description and CV accept (docs/product/reviewer.md#inputs). */
export const REVIEW_UPLOAD_ACCEPT = '.txt,.pdf,.docx,.doc';

type ReviewInputFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string;
  /** Offers 'Upload file' (.txt, .pdf, .docx, .doc), read as plain text into the box. */
  upload?: boolean;
  disabled?: boolean;
  minRows?: number;
};

/**
 * One of the Reviewer's four text areas, with a character count and, for the job description and the CV,
 * 'Upload file': the server reads the file as plain text (docs/product/documents.md) and it replaces the
 * box's text; a refused file shows the documents' message under the box.
 */
export function ReviewInputField(props: ReviewInputFieldProps) {
  const { label, value, onChange, maxLength, upload, disabled } = props;
  const [reading, setReading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const handleFile = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    setUploadError(null);
    try {
      onChange((await readDocumentText(file)).text.slice(0, maxLength));
    } catch (error) {
      setUploadError(error instanceof ApiError ? error.message : 'This file could not be read.');
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        placeholder={props.placeholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={props.error ?? uploadError ?? undefined}
        maxLength={maxLength}
        autosize
        minRows={props.minRows ?? 5}
        maxRows={14}
        readOnly={disabled}
      />
      <Group justify="space-between" gap="xs" mih={22}>
        <Text size="xs" c="dimmed">
          {value.length.toLocaleString('en')} / {maxLength.toLocaleString('en')} characters
        </Text>
        {upload && (
          <FileButton onChange={(file) => void handleFile(file)} accept={REVIEW_UPLOAD_ACCEPT}>
            {(buttonProps) => (
              <Button
                {...buttonProps}
                size="compact-xs"
                variant="subtle"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={reading}
                disabled={disabled}
                aria-label={`Upload ${label} file`}
              >
                Upload file
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Stack>
  );
}
