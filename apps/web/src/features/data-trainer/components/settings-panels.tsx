import {
  Group,
  Paper,
  PasswordInput,
  Select,
  Slider,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IMPROVEMENT_THRESHOLD_MAX,
  IMPROVEMENT_THRESHOLD_MIN,
  IMPROVEMENT_THRESHOLD_STEP,
  TRAINER_JOB_TITLE_MAX,
  TRAINER_ROLE_SUMMARY_MAX,
  type TrainerMetric,
  type TrainerSettings,
  trainerMessages,
  trainerMetricLabels,
  trainerMetrics,
} from '@rw/core';

type SettingsProps = {
  form: TrainerSettings;
  onChange: (patch: Partial<TrainerSettings>, commit?: boolean) => void;
  onBlur: () => void;
  /** Read-only while a run goes on (it trains with what it was started with). */
  disabled: boolean;
  error: string | null;
};

/** Job Information (docs/product/data-trainer.md#training): the job title and role summary (4 rows). */
export function JobInfoPanel({ form, onChange, onBlur, disabled, error }: SettingsProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Job Information
        </Title>
        <TextInput
          label="Job title"
          placeholder="e.g. Senior Backend Engineer"
          value={form.jobTitle}
          maxLength={TRAINER_JOB_TITLE_MAX}
          readOnly={disabled}
          onChange={(e) => onChange({ jobTitle: e.currentTarget.value })}
          onBlur={onBlur}
        />
        <Textarea
          label="Role summary"
          placeholder="What the role is, the team, the level, the market."
          rows={4}
          value={form.roleSummary}
          maxLength={TRAINER_ROLE_SUMMARY_MAX}
          readOnly={disabled}
          onChange={(e) => onChange({ roleSummary: e.currentTarget.value })}
          onBlur={onBlur}
        />
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

type ApiConfigProps = {
  apiKey: string;
  onChange: (key: string) => void;
  organisationHasKey: boolean;
  error: string | null;
};

/**
 * API Configuration (docs/product/data-trainer.md#the-key): a key for one run, sent to the server for the run
 * and never stored; needed only when the organisation has none.
 */
export function ApiConfigPanel({ apiKey, onChange, organisationHasKey, error }: ApiConfigProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          API Configuration
        </Title>
        <PasswordInput
          label="OpenAI API key"
          placeholder={organisationHasKey ? "Your organisation's key is used" : 'sk-…'}
          description={trainerMessages.apiKeyNote}
          autoComplete="off"
          value={apiKey}
          error={error}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          Used for GPT-4 class training and analysis calls.{' '}
          {organisationHasKey
            ? 'Leave it empty to use your organisation’s key (metered like every AI feature).'
            : 'Your organisation has no key: enter one to train.'}
        </Text>
      </Stack>
    </Paper>
  );
}

const metricOptions = trainerMetrics.map((m) => ({ value: m, label: `${m} · ${trainerMetricLabels[m]}` }));
const thresholdMarks = [IMPROVEMENT_THRESHOLD_MIN, 0.1, IMPROVEMENT_THRESHOLD_MAX].map((value) => ({
  value,
  label: value.toFixed(2),
}));

/**
 * Training Settings (docs/product/data-trainer.md#agreement): the metric (spearman, mae, pearson) and the
 * 'Improvement Threshold', 0.01-0.20 in steps of 0.01 (keyboard: arrows, Page Up/Down, Home/End).
 */
export function TrainingSettingsPanel({ form, onChange, disabled }: SettingsProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Training Settings
        </Title>
        <Select
          label="Metric"
          data={metricOptions}
          value={form.metric}
          allowDeselect={false}
          disabled={disabled}
          onChange={(v) => v && onChange({ metric: v as TrainerMetric }, true)}
        />
        <Stack gap={4} pb="md">
          <Group justify="space-between">
            <Text size="sm" fw={500} id="improvement-threshold-label">
              Improvement Threshold
            </Text>
            <Text size="sm" fw={600} data-testid="threshold-value">
              {form.improvementThreshold.toFixed(2)}
            </Text>
          </Group>
          <Slider
            aria-labelledby="improvement-threshold-label"
            thumbLabel="Improvement Threshold"
            min={IMPROVEMENT_THRESHOLD_MIN}
            max={IMPROVEMENT_THRESHOLD_MAX}
            step={IMPROVEMENT_THRESHOLD_STEP}
            precision={2}
            marks={thresholdMarks}
            value={form.improvementThreshold}
            disabled={disabled}
            onChange={(v) => onChange({ improvementThreshold: v })}
            onChangeEnd={(v) => onChange({ improvementThreshold: v }, true)}
          />
          <Text size="xs" c="dimmed" mt="md">
            Training stops after 5 iterations, or when an iteration improves the best agreement by less than
            this.
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
