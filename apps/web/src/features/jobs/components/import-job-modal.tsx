import { Modal } from '@mantine/core';
import type { Job, JobDraft } from '@rw/core';
import { useEffect, useState } from 'react';
import { ImportJobSource } from '#/features/jobs/components/import-job-source';
import { JobDraftReview } from '#/features/jobs/components/job-draft-review';

type ImportJobModalProps = { opened: boolean; onClose: () => void; onCreated: (job: Job) => void };

/**
 * 'Add job from existing description': paste or upload a description, the model extracts the job's fields
 * and lists into a draft, the user reviews it (and picks the company) and creates the job.
 */
export function ImportJobModal({ opened, onClose, onCreated }: ImportJobModalProps) {
  const [draft, setDraft] = useState<JobDraft | null>(null);
  useEffect(() => {
    if (opened) setDraft(null);
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={draft ? 'Review the job' : 'Add job from existing description'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="xl"
    >
      {draft ? (
        <JobDraftReview draft={draft} enabled={opened} onBack={() => setDraft(null)} onCreated={onCreated} />
      ) : (
        <ImportJobSource onDraft={setDraft} onCancel={onClose} />
      )}
    </Modal>
  );
}
