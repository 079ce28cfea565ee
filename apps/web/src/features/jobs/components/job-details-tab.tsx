import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type Urgency, urgencies } from '@rw/core';
import { IconSparkles } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { AiFailureAlert } from '#/components/ui/ai-failure-alert';
import { CompensationFields } from '#/features/jobs/components/compensation-fields';
import { PublishingBadge } from '#/features/jobs/components/job-status-badge';
import { RoleFields } from '#/features/jobs/components/role-fields';
import { SkillsInput } from '#/features/jobs/components/skills-input';
import type { JobAiAction } from '#/features/jobs/hooks/use-job-ai-action';
import type { JobFieldSetter, JobForm } from '#/features/jobs/utils/job-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

type JobDetailsTabProps = {
  form: JobForm;
  setField: JobFieldSetter;
  status: string;
  predict: JobAiAction;
  summarise: JobAiAction;
  /** The saved rationale of the last salary prediction (the job's salary_rationale). */
  salaryRationale?: string | null;
};

/**
 * The Details tab (docs/product/jobs.md#details-tab): every field of the job, with the salary and intake AI
 * helpers. The intake summary has its own field right under the notes and their Summarise button, brought
 * into view when a summary arrives (docs/product/jobs.md#intake-summary).
 */
export function JobDetailsTab({
  form,
  setField,
  status,
  predict,
  summarise,
  salaryRationale = null,
}: JobDetailsTabProps) {
  const summary = useRef<HTMLTextAreaElement>(null);
  const wasSummarising = useRef(false);
  useEffect(() => {
    const ended = wasSummarising.current && !summarise.running;
    wasSummarising.current = summarise.running;
    if (ended && !summarise.error)
      summary.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [summarise.running, summarise.error]);
  return (
    <Stack gap="lg">
      <Section title="Role">
        <RoleFields form={form} setField={setField} />
      </Section>
      <Section title="Compensation">
        <CompensationFields
          form={form}
          setField={setField}
          predict={predict}
          savedRationale={salaryRationale}
        />
      </Section>
      <Section title="Context">
        <Stack gap="sm">
          <Textarea
            label="Job Context / Why the Role Exists"
            autosize
            minRows={3}
            maxRows={16}
            value={form.job_context}
            onChange={(e) => setField('job_context', e.currentTarget.value)}
          />
          <Textarea
            label="Recruitment Notes / Intake Transcript"
            autosize
            minRows={4}
            maxRows={16}
            value={form.intake_notes}
            onChange={(e) => setField('intake_notes', e.currentTarget.value)}
          />
          <Group>
            <Button
              variant="light"
              leftSection={<IconSparkles size={16} aria-hidden />}
              onClick={() => void summarise.run()}
              loading={summarise.running}
            >
              Summarise with AI
            </Button>
          </Group>
          {summarise.error && <AiFailureAlert message={summarise.error} detail={summarise.detail} />}
          <Textarea
            ref={summary}
            label="Intake Summary"
            description="Written by Summarise with AI from the notes above; yours to edit."
            autosize
            minRows={3}
            maxRows={16}
            value={form.intake_summary}
            onChange={(e) => setField('intake_summary', e.currentTarget.value)}
          />
        </Stack>
      </Section>
      <Section title="Skills">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SkillsInput
            label="Hard Skills"
            value={form.skills_hard}
            onChange={(v) => setField('skills_hard', v)}
          />
          <SkillsInput
            label="Soft Skills"
            value={form.skills_soft}
            onChange={(v) => setField('skills_soft', v)}
          />
        </SimpleGrid>
      </Section>
      <Section title="Publishing">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Publishing status
            </Text>
            <div>
              <PublishingBadge status={status} />
            </div>
          </Stack>
          <Select
            label="Job Urgency"
            placeholder="Select urgency"
            data={[...urgencies]}
            value={form.urgency}
            onChange={(v) => setField('urgency', v as Urgency | null)}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Requisition ID"
            value={form.requisition_id}
            onChange={(e) => setField('requisition_id', e.currentTarget.value)}
          />
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
