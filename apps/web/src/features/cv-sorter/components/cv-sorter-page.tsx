import { Alert, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { cvSorterMessages } from '@rw/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { exportSearch } from '#/features/cv-sorter/api/export-search';
import type { JobPickerSlot } from '#/features/cv-sorter/components/add-to-job-modal';
import { CompanyDatasetModal } from '#/features/cv-sorter/components/company-dataset-modal';
import { CvSorterLeftColumn } from '#/features/cv-sorter/components/left-column';
import { CvSorterRightArea } from '#/features/cv-sorter/components/right-area';
import { SaveSearchModal } from '#/features/cv-sorter/components/save-search-modal';
import { useOpenSearch } from '#/features/cv-sorter/hooks/use-open-search';
import { type TriageRequest, useSearchActions } from '#/features/cv-sorter/hooks/use-search-actions';
import { useSearchForm } from '#/features/cv-sorter/hooks/use-search-form';
import { csvFileError, weightsError } from '#/features/cv-sorter/utils/page-rules';
import { useActionFeedback } from '#/lib/action-feedback';

export type CvSorterPageProps = {
  /** The signed-in user's e-mail: the organisation and its AI key are found by its domain. */
  userEmail: string | null | undefined;
  isAdmin: boolean;
  /** The job picker of 'Add to job' (the jobs feature's, handed in by the route). */
  renderJobPicker: JobPickerSlot;
  /** Opens a job's candidates (after 'Add to job'). */
  onOpenJob: (jobId: string) => void;
};

/**
 * The CV Sorter at `/apps/csv-sorter` (docs/product/cv-sorter.md): upload a candidate CSV, describe the job,
 * score every candidate on four criteria on the server (live progress; the run goes on if the page closes),
 * triage into Not Sorted, Possible and Eliminated, save and reopen searches, add the keepers to a job.
 * Without an e-mail on the session nothing can be done: 'User email not available. Please log in again.'.
 */
export function CvSorterPage({ userEmail, isAdmin, renderJobPicker, onOpenJob }: CvSorterPageProps) {
  const emailAvailable = Boolean(userEmail?.trim());
  const { list, searchId, open, search } = useOpenSearch(emailAvailable);
  const actions = useSearchActions(searchId);
  const current = search.data?.search;
  const { form, change } = useSearchForm(current);
  const jobFeedback = useActionFeedback();
  const resultsFeedback = useActionFeedback();
  const [upload, setUpload] = useState<{ percent: number | null; error: string | null }>({
    percent: null,
    error: null,
  });
  const [dialog, setDialog] = useState<'save' | 'dataset' | null>(null);
  const exporting = useMutation({ mutationFn: exportSearch });

  const handleFile = (file: File | null) => {
    const error = csvFileError(file);
    setUpload({ percent: null, error });
    if (error || !file) return;
    actions.upload.mutate(
      {
        file,
        onUploadProgress: (p) =>
          setUpload({ percent: p.total ? Math.round((p.loaded / p.total) * 100) : null, error: null }),
      },
      {
        onSuccess: (answer) => open(answer.search.id),
        onError: (e) => setUpload({ percent: null, error: e.message }),
      },
    );
  };
  const handleProcess = () => {
    const error = weightsError(form.weights);
    if (error) return jobFeedback.show('error', error);
    jobFeedback.clear();
    actions.run.mutate(form, { onError: (e) => jobFeedback.show('error', e.message) });
  };
  const handleSave = (name: string) =>
    actions.save.mutate(
      { name, form },
      {
        onSuccess: () => {
          setDialog(null);
          jobFeedback.show('success', cvSorterMessages.saved);
        },
      },
    );
  const handleDelete = (id: string) =>
    actions.remove.mutate(id, {
      onSuccess: () => {
        if (id === searchId) open(null);
        jobFeedback.show('success', cvSorterMessages.deleted);
      },
      onError: (e) => jobFeedback.show('error', e.message),
    });
  const handleTriage = (request: TriageRequest) =>
    actions.triage.mutateAsync(request).then(
      (answer) => {
        resultsFeedback.show('success', answer.message);
        return answer.message;
      },
      (e: Error) => {
        resultsFeedback.show('error', e.message);
        throw e;
      },
    );
  const handleExport = () => {
    if (searchId) exporting.mutate(searchId, { onError: (e) => resultsFeedback.show('error', e.message) });
  };
  const handleRetry = () =>
    actions.retry.mutate(undefined, { onError: (e) => resultsFeedback.show('error', e.message) });

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>CV Sorter</Title>
            <Text c="dimmed">
              Score a candidate list against a job on company relevancy, company prestige, role relevancy and
              seniority match, then keep the ones worth a look.
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconBuildingSkyscraper size={16} aria-hidden />}
            disabled={!emailAvailable}
            onClick={() => setDialog('dataset')}
          >
            Company dataset
          </Button>
        </Group>
        {!emailAvailable && (
          <Alert color="red" variant="light" role="alert">
            {cvSorterMessages.emailUnavailable}
          </Alert>
        )}
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CvSorterLeftColumn
              emailAvailable={emailAvailable}
              search={current ?? null}
              candidateCount={search.data?.candidates.length ?? 0}
              form={form}
              onChange={change}
              upload={{ ...upload, uploading: actions.upload.isPending }}
              onFile={handleFile}
              starting={actions.run.isPending}
              onProcess={handleProcess}
              onSave={() => {
                actions.save.reset();
                setDialog('save');
              }}
              feedback={jobFeedback.feedback}
              list={list}
              openId={searchId}
              onOpen={open}
              deleting={actions.remove.isPending}
              onDelete={handleDelete}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {emailAvailable && (
              <CvSorterRightArea
                searchId={searchId}
                listLoading={list.isPending}
                search={search}
                preview={search.data?.preview ?? null}
                onClose={() => open(null)}
                results={{
                  onTriage: handleTriage,
                  triaging: actions.triage.isPending,
                  onRetryFailed: handleRetry,
                  retrying: actions.retry.isPending,
                  onExport: handleExport,
                  exporting: exporting.isPending,
                  feedback: resultsFeedback.feedback,
                  renderJobPicker,
                  onOpenJob,
                }}
              />
            )}
          </Grid.Col>
        </Grid>
      </Stack>
      <SaveSearchModal
        opened={dialog === 'save'}
        initialName={current?.name ?? form.jobTitle.trim()}
        saving={actions.save.isPending}
        serverError={actions.save.error?.message ?? null}
        onClose={() => setDialog(null)}
        onSave={handleSave}
      />
      <CompanyDatasetModal opened={dialog === 'dataset'} isAdmin={isAdmin} onClose={() => setDialog(null)} />
    </Container>
  );
}
