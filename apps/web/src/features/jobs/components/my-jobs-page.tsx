import { Alert, Button, Container, Group, SimpleGrid, Title } from '@mantine/core';
import { canDeleteJob, createdByLabel, type Job, type JobListItem, type JobScope, type Role } from '@rw/core';
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
import {
  JobsEmpty,
  JobsError,
  JobsLoading,
  JobsSignedOut,
  TeamJobsEmpty,
} from '#/features/jobs/components/job-list-states';
import { JobScopeControl } from '#/features/jobs/components/job-scope-control';
import { deleteJobErrorMessage, jobListErrorMessage } from '#/features/jobs/utils/job-messages';

type Dialog =
  | { kind: 'none' }
  | { kind: 'chooser' }
  | { kind: 'brief' }
  | { kind: 'existing' }
  | { kind: 'form'; job: JobListItem | null };

type MyJobsPageProps = {
  /** The signed-in user; null shows 'Please sign in to view jobs'. */
  user: { id: string; role: Role } | null;
  /** The view: the user's own jobs ('mine') or the organisation's ('team'), kept in the URL by the route. */
  scope: JobScope;
  onScopeChange: (scope: JobScope) => void;
  onOpenJob: (id: string, tab?: 'job-description') => void;
  onSignIn: () => void;
};

/**
 * My Jobs (docs/product/jobs.md#my-jobs): the 'My Jobs' / 'Team' views of the jobs as cards (Team cards name
 * their creator, and offer Delete job only to whom may delete, docs/product/jobs.md#access), the Add New Job
 * chooser, edit and delete.
 */
export function MyJobsPage({ user, scope, onScopeChange, onOpenJob, onSignIn }: MyJobsPageProps) {
  const jobs = useJobs(scope, Boolean(user));
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

  if (!user) return <JobsSignedOut />;
  const handleCreate = () => setDialog({ kind: 'chooser' });
  return (
    <Container size="xl" py="md">
      <Group justify="space-between" mb="lg">
        <Title order={1}>My Jobs</Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={handleCreate}>
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
      <JobScopeControl value={scope} onChange={onScopeChange} />
      {jobs.isPending ? (
        <JobsLoading />
      ) : jobs.isError ? (
        <JobsError
          message={jobListErrorMessage(jobs.error)}
          onRetry={() => void jobs.refetch()}
          onSignIn={onSignIn}
        />
      ) : jobs.data.length === 0 ? (
        scope === 'team' ? (
          <TeamJobsEmpty onCreate={handleCreate} />
        ) : (
          <JobsEmpty onCreate={handleCreate} />
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {jobs.data.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              onOpen={(j) => onOpenJob(j.id)}
              onEdit={(j) => setDialog({ kind: 'form', job: j })}
              onDelete={setToDelete}
              creator={scope === 'team' ? createdByLabel(job, user.id) : undefined}
              canDelete={canDeleteJob(job, user)}
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
