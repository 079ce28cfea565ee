import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type Job, jobMessages } from '@rw/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useCreateJobFromBrief } from '#/features/jobs/api/create-job-from-brief';
import { CompanySelect } from '#/features/jobs/components/company-select';
import { markJdPending } from '#/features/jobs/utils/jd-flag';
import { saveJobErrorMessage } from '#/features/jobs/utils/job-messages';

type BriefJobModalProps = { opened: boolean; onClose: () => void; onCreated: (job: Job) => void };

/**
 * 'Generate with AI brief': a title, a company and a few lines about the role create the job and start
 * GenerateJD; the job then opens on its Job Description tab, where the lists fill in as they arrive.
 */
export function BriefJobModal({ opened, onClose, onCreated }: BriefJobModalProps) {
  const [title, setTitle] = useState('');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [brief, setBrief] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateJobFromBrief();

  useEffect(() => {
    if (opened) {
      setTitle('');
      setCompanyId(null);
      setBrief('');
      setError(null);
    }
  }, [opened]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !companyId) return setError(jobMessages.titleAndCompanyRequired);
    if (!brief.trim()) return setError(jobMessages.briefRequired);
    setError(null);
    try {
      const { job, task } = await create.mutateAsync({ title: title.trim(), company_id: companyId, brief });
      markJdPending(job.id, task.task_id);
      onCreated(job);
    } catch (err) {
      setError(saveJobErrorMessage(err, 'create'));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Generate with AI brief"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Create a job description using AI assistance: describe the role in a few lines and we write the
            mission, responsibilities, requirements and benefits in your company's tone of voice.
          </Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Job Title"
            withAsterisk
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <CompanySelect value={companyId} onChange={setCompanyId} enabled={opened} />
          <Textarea
            label="About the role"
            withAsterisk
            description="A few lines: why the role exists, what the person will do, must-have skills, location."
            autosize
            minRows={4}
            maxRows={10}
            value={brief}
            onChange={(e) => setBrief(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Generate Job
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
