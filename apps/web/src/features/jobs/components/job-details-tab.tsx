import {
  Alert,
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
import type { ReactNode } from 'react';
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
};

/**
 * The Details tab (docs/product/jobs.md#details-tab): every field of the job, with the salary and intake AI
 * helpers.
 */
export function JobDetailsTab({ form, setField, status, predict, summarise }: JobDetailsTabProps) {
  return (
    <Stack gap="lg">
      <Section title="Role">
        <RoleFields form={form} setField={setField} />
      </Section>
      <Section title="Compensation">
        <CompensationFields form={form} setField={setField} predict={predict} />
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
          {summarise.error && (
            <Alert color="red" variant="light" role="alert">
              {summarise.error}
            </Alert>
          )}
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
