import { Button, FileInput, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { type JobDraft, jobMessages } from '@rw/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { AiFailureAlert } from '#/components/ui/ai-failure-alert';
import { useDraftJob } from '#/features/jobs/api/draft-job-from-description';
import { ApiError, aiFailureDetailOfError } from '#/lib/api-client';

const accept = '.txt,.pdf,.docx,.doc,text/plain,application/pdf';

/** Step one of 'Add job from existing description': paste the text or upload a .txt/.pdf/.docx/.doc. */
export function ImportJobSource({
  onDraft,
  onCancel,
}: {
  onDraft: (draft: JobDraft) => void;
  onCancel: () => void;
}) {
  const [mode, setMode] = useState<'paste' | 'upload'>('paste');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<{ message: string; detail: string | null } | null>(null);
  const draft = useDraftJob();
  const fail = (message: string, detail: string | null = null) => setError({ message, detail });

  const handleExtract = async () => {
    setError(null);
    if (mode === 'paste' ? !text.trim() : !file) return fail(jobMessages.descriptionRequired);
    try {
      onDraft(await draft.mutateAsync(mode === 'paste' ? { text } : { file: file! }));
    } catch (err) {
      fail(
        err instanceof ApiError && err.fromServer ? err.message : 'Could not read the job description.',
        aiFailureDetailOfError(err),
      );
    }
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Upload or paste an existing job description. We read the title, location, seniority, skills and the
        description lists into a draft you review before saving.
      </Text>
      <SegmentedControl
        value={mode}
        onChange={(v) => setMode(v === 'upload' ? 'upload' : 'paste')}
        data={[
          { value: 'paste', label: 'Paste text' },
          { value: 'upload', label: 'Upload file' },
        ]}
      />
      {mode === 'paste' ? (
        <Textarea
          label="Job description"
          placeholder="Paste the job description here"
          autosize
          minRows={8}
          maxRows={18}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      ) : (
        <FileInput
          label="Job description file"
          description=".txt, .pdf, .docx or .doc, 10 MB at most"
          placeholder="Choose a file"
          accept={accept}
          leftSection={<IconUpload size={16} aria-hidden />}
          value={file}
          onChange={setFile}
          clearable
        />
      )}
      {error && <AiFailureAlert message={error.message} detail={error.detail} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={draft.isPending}>
          Cancel
        </Button>
        <Button onClick={handleExtract} loading={draft.isPending}>
          Extract job details
        </Button>
      </Group>
    </Stack>
  );
}
