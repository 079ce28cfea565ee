import { Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { type Job, mergeWithoutDuplicates, replaceDescriptionMessages } from '@rw/core';
import { IconPrinter, IconSparkles } from '@tabler/icons-react';
import { AiFailureAlert } from '#/components/ui/ai-failure-alert';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import { InclusiveLanguageSummary } from '#/components/ui/inclusive-language-summary';
import { CompanyIntro } from '#/features/jobs/components/company-intro';
import { EditableList } from '#/features/jobs/components/editable-list';
import { JdShimmer } from '#/features/jobs/components/jd-shimmer';
import type { JdGeneration } from '#/features/jobs/hooks/use-jd-generation';
import type { JobFieldSetter, JobForm } from '#/features/jobs/utils/job-form';

type JobDescriptionTabProps = {
  job: Job;
  form: JobForm;
  setField: JobFieldSetter;
  generation: JdGeneration;
};

/**
 * The Job Description tab (docs/product/jobs.md#job-description-tab): the company's introduction, Role
 * Mission, the four editable lists, 'Import from company', 'Generate with AI' (shimmer while it runs),
 * Print, and the advisory inclusive-language check of what is typed (docs/product/role-builder.md#inclusive-language). The PDF is the header's one 'Download PDF', above every tab.
 */
export function JobDescriptionTab({ job, form, setField, generation }: JobDescriptionTabProps) {
  const { pending } = generation;
  const companyBenefits = job.company?.company_benefits ?? [];
  return (
    <Stack gap="lg">
      <Group justify="flex-end" gap="sm">
        <Button
          leftSection={<IconSparkles size={16} aria-hidden />}
          onClick={generation.start}
          disabled={pending}
        >
          {pending ? 'Generating JD...' : 'Generate with AI'}
        </Button>
        <Button
          variant="default"
          component="a"
          href={`/jobs/${encodeURIComponent(job.id)}/print`}
          target="_blank"
          leftSection={<IconPrinter size={16} aria-hidden />}
        >
          Print
        </Button>
      </Group>
      {generation.error && <AiFailureAlert message={generation.error} detail={generation.detail} />}
      <CompanyIntro html={job.company?.job_spec_intro} />
      {pending ? (
        <>
          <JdShimmer label="Generating mission..." lines={2} />
          <JdShimmer label="Generating responsibilities..." />
          <JdShimmer label="Generating requirements..." />
          <JdShimmer label="Generating nice-to-haves..." />
        </>
      ) : (
        <>
          <Paper withBorder radius="md" p="lg" component="section" aria-label="Role Mission">
            <Title order={3} size="h4" mb="sm">
              Role Mission
            </Title>
            <Textarea
              aria-label="Role Mission"
              autosize
              minRows={3}
              value={form.jd_role_mission}
              onChange={(e) => setField('jd_role_mission', e.currentTarget.value)}
            />
          </Paper>
          <EditableList
            title="Role Responsibilities"
            items={form.jd_responsibilities}
            onChange={(v) => setField('jd_responsibilities', v)}
          />
          <EditableList
            title="Requirements"
            items={form.jd_requirements}
            onChange={(v) => setField('jd_requirements', v)}
          />
          <EditableList
            title="Nice to have"
            items={form.jd_nice_to_have}
            onChange={(v) => setField('jd_nice_to_have', v)}
          />
        </>
      )}
      <EditableList
        title="Benefits"
        items={form.jd_benefits}
        onChange={(v) => setField('jd_benefits', v)}
        actions={
          <Button
            size="xs"
            variant="light"
            disabled={companyBenefits.length === 0 || pending}
            onClick={() => setField('jd_benefits', mergeWithoutDuplicates(form.jd_benefits, companyBenefits))}
          >
            Import from company
          </Button>
        }
      />
      {!pending && (
        <InclusiveLanguageSummary
          listWords
          text={[
            form.jd_role_mission,
            ...form.jd_responsibilities,
            ...form.jd_requirements,
            ...form.jd_nice_to_have,
            ...form.jd_benefits,
          ].join('\n')}
        />
      )}
      <ConfirmDialog
        title={replaceDescriptionMessages.title}
        message={generation.replaceQuestion.open ? replaceDescriptionMessages.message : null}
        confirmLabel={replaceDescriptionMessages.confirm}
        onConfirm={generation.replaceQuestion.onConfirm}
        onCancel={generation.replaceQuestion.onCancel}
      />
    </Stack>
  );
}
