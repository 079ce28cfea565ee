import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { type JobListItem, type JobStatus, jobMessages } from '@rw/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useCreateJob } from '#/features/jobs/api/create-job';
import { useUpdateJob } from '#/features/jobs/api/update-job';
import { CompanySelect } from '#/features/jobs/components/company-select';
import { localToday } from '#/features/jobs/utils/job-card-fields';
import { saveJobErrorMessage } from '#/features/jobs/utils/job-messages';

const statusOptions = [
  { value: 'draft', label: 'Draft' },
  { value: 'active', label: 'Active' },
  { value: 'closed', label: 'Closed' },
];

type Values = {
  title: string;
  companyId: string | null;
  location: string;
  status: JobStatus;
  datePosted: string;
};

function initialValues(job: JobListItem | null): Values {
  const status = job?.status === 'active' || job?.status === 'closed' ? job.status : 'draft';
  return {
    title: job?.title ?? '',
    companyId: job?.company_id ?? null,
    location: job?.location ?? '',
    status,
    datePosted: job?.date_posted ?? localToday(),
  };
}

type JobFormModalProps = {
  opened: boolean;
  /** The job to edit; null to add one. */
  job: JobListItem | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Add/Edit Job (docs/product/jobs.md#add-a-job): Title*, Company*, Location, Status and Date Posted;
 * 'Save Job' or 'Update Job', 'Saving...' while saving; the validation and save-failure messages of
 * docs/product/jobs.md#messages.
 */
export function JobFormModal({ opened, job, onClose, onSaved }: JobFormModalProps) {
  const [values, setValues] = useState<Values>(() => initialValues(job));
  const [error, setError] = useState<string | null>(null);
  const create = useCreateJob();
  const update = useUpdateJob();
  const saving = create.isPending || update.isPending;
  const mode = job ? 'edit' : 'create';

  useEffect(() => {
    if (opened) {
      setValues(initialValues(job));
      setError(null);
    }
  }, [opened, job]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim() || !values.companyId) {
      setError(jobMessages.titleAndCompanyRequired);
      return;
    }
    const body = {
      title: values.title.trim(),
      company_id: values.companyId,
      location: values.location.trim() || null,
      status: values.status,
      date_posted: values.datePosted || null,
    };
    setError(null);
    try {
      if (job) await update.mutateAsync({ id: job.id, body });
      else await create.mutateAsync(body);
      onSaved();
    } catch (err) {
      setError(saveJobErrorMessage(err, mode));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={job ? 'Edit Job' : 'Add Job'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Title"
            withAsterisk
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            data-autofocus
          />
          <CompanySelect value={values.companyId} onChange={(id) => set('companyId', id)} enabled={opened} />
          <TextInput
            label="Location"
            value={values.location}
            onChange={(e) => set('location', e.currentTarget.value)}
          />
          <Select
            label="Status"
            data={statusOptions}
            value={values.status}
            allowDeselect={false}
            onChange={(v) => set('status', (v as JobStatus | null) ?? 'draft')}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Date Posted"
            type="date"
            value={values.datePosted}
            onChange={(e) => set('datePosted', e.currentTarget.value)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : job ? 'Update Job' : 'Save Job'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
