import { Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { cvSorterMessages, JOB_DESCRIPTION_MAX, JOB_TITLE_MAX } from '@rw/core';
import { IconDeviceFloppy, IconPlayerPlay } from '@tabler/icons-react';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import type { ActionFeedback } from '#/lib/action-feedback';

type JobPanelProps = {
  jobTitle: string;
  jobDescription: string;
  onChange: (patch: { jobTitle?: string; jobDescription?: string }) => void;
  /** The fields are read-only while a run goes on (the run scores against what it was started with). */
  readOnly: boolean;
  canProcess: boolean;
  canSave: boolean;
  starting: boolean;
  onProcess: () => void;
  onSave: () => void;
  feedback: ActionFeedback | null;
};

/** The label without its ' *': the field marks itself required, so the asterisk is shown but not read out. */
const plain = (label: string) => label.replace(/\s*\*$/, '');

/**
 * Job requirements and the actions (docs/product/cv-sorter.md#screen): 'Job Title *', 'Job Description *',
 * 'Process & Score' (enabled with both filled, a candidate list and no run going on) and 'Save Search'.
 */
export function JobPanel(props: JobPanelProps) {
  const { jobTitle, jobDescription, onChange, readOnly } = props;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Job requirements
        </Title>
        <TextInput
          label={plain(cvSorterMessages.jobTitleLabel)}
          withAsterisk
          placeholder="e.g. Senior Backend Engineer"
          value={jobTitle}
          maxLength={JOB_TITLE_MAX}
          readOnly={readOnly}
          onChange={(e) => onChange({ jobTitle: e.currentTarget.value })}
        />
        <Textarea
          label={plain(cvSorterMessages.jobDescriptionLabel)}
          withAsterisk
          placeholder="Paste the job description: the role, the team, the level, the market."
          value={jobDescription}
          maxLength={JOB_DESCRIPTION_MAX}
          readOnly={readOnly}
          autosize
          minRows={5}
          maxRows={12}
          onChange={(e) => onChange({ jobDescription: e.currentTarget.value })}
        />
        <Stack gap="xs">
          <Button
            fullWidth
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            disabled={!props.canProcess}
            loading={props.starting}
            onClick={props.onProcess}
          >
            {cvSorterMessages.processAndScore}
          </Button>
          <Button
            fullWidth
            variant="default"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            disabled={!props.canSave}
            onClick={props.onSave}
          >
            {cvSorterMessages.saveSearch}
          </Button>
        </Stack>
        {!props.canProcess && !readOnly && (
          <Text size="xs" c="dimmed">
            Scoring needs a job title, a job description and a candidate list.
          </Text>
        )}
        <ActionFeedbackText feedback={props.feedback} />
      </Stack>
    </Paper>
  );
}
