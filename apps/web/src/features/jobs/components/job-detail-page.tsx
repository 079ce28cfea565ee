import { Alert, Button, Center, Container, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { UnsavedChangesGuard, type UnsavedEditor } from '#/components/ui/unsaved-changes-guard';
import { JobDescriptionTab } from '#/features/jobs/components/job-description-tab';
import { JobDetailHeader } from '#/features/jobs/components/job-detail-header';
import { JobDetailsTab } from '#/features/jobs/components/job-details-tab';
import { useJobDetail } from '#/features/jobs/hooks/use-job-detail';
import { jobLoadErrorMessage } from '#/features/jobs/utils/job-messages';
import type { JobTab } from '#/features/jobs/utils/job-tabs';
import { useDocumentTitle } from '#/lib/document-title';

/** The tabs other features own, rendered by the route that composes the job page (mounted only when open). */
export type JobDetailPanels = {
  interviewProcess: ReactNode;
  candidates: ReactNode;
  analytics: ReactNode;
};

type JobDetailPageProps = {
  jobId: string;
  tab: JobTab;
  onTabChange: (tab: JobTab) => void;
  /** Goes back to /jobs/my-jobs. */
  onLeave: () => void;
  panels: JobDetailPanels;
  /** The other tabs' editors (the interview process), guarded with the job's own. */
  editors?: readonly UnsavedEditor[];
};

/**
 * The job detail screen (docs/product/jobs.md#job-detail) with its tabs in `?tab=`. Its drafts live above the
 * tabs, so switching tabs keeps them; leaving the page with any of them unsaved asks first
 * (docs/product/jobs.md#unsaved-changes). The saved title names the page in the document title
 * (docs/product/shell.md#page-titles).
 */
export function JobDetailPage({
  jobId,
  tab,
  onTabChange,
  onLeave,
  panels,
  editors = [],
}: JobDetailPageProps) {
  const { query, editor, generation, predict, summarise, saving, pdf } = useJobDetail(jobId);
  const job = query.data;
  useDocumentTitle(job?.title);
  const guarded = [{ dirty: editor.dirty, save: saving.save, discard: editor.discard }, ...editors];
  const { form } = editor;

  if (query.isError) {
    return (
      <Stack align="center" py={60} gap="sm" role="alert">
        <IconAlertTriangle size={40} aria-hidden color="var(--mantine-color-red-6)" />
        <Text size="lg">{jobLoadErrorMessage(query.error)}</Text>
        <Group>
          <Button variant="default" onClick={() => void query.refetch()}>
            Retry
          </Button>
          <Button onClick={onLeave}>Back to Jobs</Button>
        </Group>
      </Stack>
    );
  }
  if (!job || !form) {
    return (
      <Center py={60}>
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Loading job...</Text>
        </Group>
      </Center>
    );
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <JobDetailHeader
          job={job}
          title={form.title}
          location={form.location}
          dirty={editor.dirty}
          saving={saving.saving}
          justSaved={saving.justSaved}
          preparingPdf={pdf.preparing}
          onBack={onLeave}
          onDownloadPdf={pdf.onExport}
          onDiscard={editor.discard}
          onSave={() => void saving.save()}
        />
        {saving.banner && (
          <Alert
            color={saving.banner.kind === 'success' ? 'green' : 'red'}
            variant="light"
            role={saving.banner.kind === 'success' ? 'status' : 'alert'}
            withCloseButton
            onClose={() => saving.setBanner(null)}
          >
            {saving.banner.text}
          </Alert>
        )}
        <Tabs
          value={tab}
          onChange={(v) => onTabChange((v as JobTab | null) ?? 'overview')}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="overview">Details</Tabs.Tab>
            <Tabs.Tab value="job-description">Job Description</Tabs.Tab>
            <Tabs.Tab value="interview-process">Interview process</Tabs.Tab>
            <Tabs.Tab value="candidates">Candidates</Tabs.Tab>
            <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview">
            <JobDetailsTab
              form={form}
              setField={editor.setField}
              status={job.status}
              predict={predict}
              summarise={summarise}
              salaryRationale={job.salary_rationale}
            />
          </Tabs.Panel>
          <Tabs.Panel value="job-description">
            <JobDescriptionTab job={job} form={form} setField={editor.setField} generation={generation} />
          </Tabs.Panel>
          <Tabs.Panel value="interview-process">{panels.interviewProcess}</Tabs.Panel>
          <Tabs.Panel value="candidates">{panels.candidates}</Tabs.Panel>
          <Tabs.Panel value="analytics">{panels.analytics}</Tabs.Panel>
        </Tabs>
      </Stack>
      <UnsavedChangesGuard editors={guarded} />
    </Container>
  );
}
