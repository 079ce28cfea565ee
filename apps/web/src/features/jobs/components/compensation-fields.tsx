import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { currencies } from '@rw/core';
import { IconSparkles } from '@tabler/icons-react';
import { AiFailureAlert } from '#/components/ui/ai-failure-alert';
import type { JobAiAction } from '#/features/jobs/hooks/use-job-ai-action';
import type { JobFieldSetter, JobForm } from '#/features/jobs/utils/job-form';

const currencyOptions = [...currencies];

type CompensationFieldsProps = {
  form: JobForm;
  setField: JobFieldSetter;
  predict: JobAiAction;
  /** The rationale saved with the last prediction, shown until a new one arrives. */
  savedRationale?: string | null;
};

/**
 * Salary Min, Salary Max, Currency with 'Predict with AI' and the model's rationale of its range under it
 * (also after a reload); bonuses and equity (docs/product/jobs.md#details-tab,
 * docs/product/jobs.md#salary-prediction).
 */
export function CompensationFields({
  form,
  setField,
  predict,
  savedRationale = null,
}: CompensationFieldsProps) {
  const rationale = predict.rationale ?? savedRationale;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Salary Min"
          value={form.salary_min}
          onChange={(v) => setField('salary_min', v)}
          min={0}
          allowNegative={false}
          thousandSeparator=","
          hideControls
        />
        <NumberInput
          label="Salary Max"
          value={form.salary_max}
          onChange={(v) => setField('salary_max', v)}
          min={0}
          allowNegative={false}
          thousandSeparator=","
          hideControls
        />
        <Select
          label="Currency"
          placeholder="Select currency"
          data={currencyOptions}
          value={form.currency}
          onChange={(v) => setField('currency', v)}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconSparkles size={16} aria-hidden />}
          onClick={() => void predict.run()}
          loading={predict.running}
        >
          Predict with AI
        </Button>
      </Group>
      {rationale && !predict.running && (
        <Text size="sm">
          <Text span size="sm" fw={500}>
            Why this range:{' '}
          </Text>
          {rationale}
        </Text>
      )}
      {predict.error && <AiFailureAlert message={predict.error} detail={predict.detail} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Bonuses / Profit-sharing / Commission"
          value={form.compensation_additional}
          onChange={(e) => setField('compensation_additional', e.currentTarget.value)}
        />
        <TextInput
          label="Equity / Stock Options"
          value={form.equity}
          onChange={(e) => setField('equity', e.currentTarget.value)}
        />
      </SimpleGrid>
    </Stack>
  );
}
