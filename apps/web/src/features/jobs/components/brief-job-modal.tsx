import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type Job, jobMessages } from '@rw/core';
import { type FormEvent, useEffect, useState } from 'react';
import { AiFailureAlert } from '#/components/ui/ai-failure-alert';
import { useCreateJobFromBrief } from '#/features/jobs/api/create-job-from-brief';
import { CompanySelect } from '#/features/jobs/components/company-select';
import { markJdPending } from '#/features/jobs/utils/jd-flag';
import { saveJobErrorMessage } from '#/features/jobs/utils/job-messages';
import { aiFailureDetailOfError } from '#/lib/api-client';

type BriefJobModalProps = { opened: boolean; onClose: () => void; onCreated: (job: Job) => void };

/**
 * 'Generate with AI brief': a title, a company and a few lines about the role create the job, with the
 * Details the server reads from the brief, and start GenerateJD; the job then opens on its Job Description
 * tab, where the lists fill in as they arrive. A failure shows its message and what happened under it.
 */
export function BriefJobModal({ opened, onClose, onCreated }: BriefJobModalProps) {
  const [title, setTitle] = useState('');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [brief, setBrief] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const create = useCreateJobFromBrief();

  useEffect(() => {
    if (opened) {
      setTitle('');
      setCompanyId(null);
      setBrief('');
      setError(null);
      setDetail(null);
    }
  }, [opened]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !companyId) return setError(jobMessages.titleAndCompanyRequired);
    if (!brief.trim()) return setError(jobMessages.briefRequired);
    setError(null);
    setDetail(null);
    try {
      const { job, task } = await create.mutateAsync({ title: title.trim(), company_id: companyId, brief });
      markJdPending(job.id, task.task_id);
      onCreated(job);
    } catch (err) {
      setError(saveJobErrorMessage(err, 'create'));
      setDetail(aiFailureDetailOfError(err));
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
            Create a job description using AI assistance: describe the role in a few lines. We fill in the
            details we can read (location, seniority, work style, job type, salary, skills, hiring manager)
            and write the mission, responsibilities, requirements and benefits in your company's tone of
            voice.
          </Text>
          {error && <AiFailureAlert message={error} detail={detail} />}
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
