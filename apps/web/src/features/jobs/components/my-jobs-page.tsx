import { Alert, Button, Container, Group, SimpleGrid, Title } from '@mantine/core';
import type { Job, JobListItem } from '@rw/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import { useDeleteJob } from '#/features/jobs/api/delete-job';
import { useJobs } from '#/features/jobs/api/get-jobs';
import { type AddJobChoice, AddJobChooser } from '#/features/jobs/components/add-job-chooser';
import { BriefJobModal } from '#/features/jobs/components/brief-job-modal';
import { ImportJobModal } from '#/features/jobs/components/import-job-modal';
import { JobCard } from '#/features/jobs/components/job-card';
import { JobFormModal } from '#/features/jobs/components/job-form-modal';
import { JobsEmpty, JobsError, JobsLoading, JobsSignedOut } from '#/features/jobs/components/job-list-states';
import { deleteJobErrorMessage, jobListErrorMessage } from '#/features/jobs/utils/job-messages';

type Dialog =
  | { kind: 'none' }
  | { kind: 'chooser' }
  | { kind: 'brief' }
  | { kind: 'existing' }
  | { kind: 'form'; job: JobListItem | null };

type MyJobsPageProps = {
  signedIn: boolean;
  onOpenJob: (id: string, tab?: 'job-description') => void;
  onSignIn: () => void;
};

/**
 * My Jobs (docs/product/jobs.md#my-jobs): the caller's jobs as cards, the Add New Job chooser, edit and
 * delete.
 */
export function MyJobsPage({ signedIn, onOpenJob, onSignIn }: MyJobsPageProps) {
  const jobs = useJobs(signedIn);
  const remove = useDeleteJob();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [toDelete, setToDelete] = useState<JobListItem | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const close = () => setDialog({ kind: 'none' });

  const handleChoose = (choice: AddJobChoice) =>
    setDialog(choice === 'manual' ? { kind: 'form', job: null } : { kind: choice });
  const handleCreated = (tab?: 'job-description') => (job: Job) => {
    close();
    onOpenJob(job.id, tab);
  };
  const handleDelete = () => {
    if (!toDelete) return;
    setAlert(null);
    remove.mutate(toDelete.id, {
      onSuccess: () => setToDelete(null),
      onError: (error) => {
        setToDelete(null);
        setAlert(deleteJobErrorMessage(error));
      },
    });
  };

  if (!signedIn) return <JobsSignedOut />;
  return (
    <Container size="xl" py="md">
      <Group justify="space-between" mb="lg">
        <Title order={1}>My Jobs</Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({ kind: 'chooser' })}
        >
          Add Job
        </Button>
      </Group>
      {alert && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          onClose={() => setAlert(null)}
          mb="md"
        >
          {alert}
        </Alert>
      )}
      {jobs.isPending ? (
        <JobsLoading />
      ) : jobs.isError ? (
        <JobsError
          message={jobListErrorMessage(jobs.error)}
          onRetry={() => void jobs.refetch()}
          onSignIn={onSignIn}
        />
      ) : jobs.data.length === 0 ? (
        <JobsEmpty onCreate={() => setDialog({ kind: 'chooser' })} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {jobs.data.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              onOpen={(j) => onOpenJob(j.id)}
              onEdit={(j) => setDialog({ kind: 'form', job: j })}
              onDelete={setToDelete}
            />
          ))}
        </SimpleGrid>
      )}
      <AddJobChooser opened={dialog.kind === 'chooser'} onClose={close} onChoose={handleChoose} />
      <JobFormModal
        opened={dialog.kind === 'form'}
        job={dialog.kind === 'form' ? dialog.job : null}
        onClose={close}
        onSaved={close}
      />
      <BriefJobModal
        opened={dialog.kind === 'brief'}
        onClose={close}
        onCreated={handleCreated('job-description')}
      />
      <ImportJobModal opened={dialog.kind === 'existing'} onClose={close} onCreated={handleCreated()} />
      <ConfirmDialog
        title="Delete job"
        message={toDelete ? `Delete "${toDelete.title}"? This cannot be undone.` : null}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setToDelete(null)}
      />
    </Container>
  );
}
