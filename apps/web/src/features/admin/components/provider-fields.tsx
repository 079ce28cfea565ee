import { Button, Collapse, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type {
  OrganizationFormErrors,
  OrganizationFormValues,
} from '#/features/admin/utils/organization-form-values';

type ProviderFieldsProps = {
  values: OrganizationFormValues;
  errors: OrganizationFormErrors;
  onChange: <K extends keyof OrganizationFormValues>(key: K, value: OrganizationFormValues[K]) => void;
};

/**
 * Optional provider settings of an organisation (DESIGN.md, AI): an OpenAI-compatible base URL and model,
 * and the key's rate limits. Folded away unless an error needs them.
 */
export function ProviderFields({ values, errors, onChange }: ProviderFieldsProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const hasError = Boolean(errors.ai_base_url || errors.ai_model || errors.rpm_limit || errors.tpm_limit);
  const expanded = open || hasError;
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        justify="flex-start"
        px={0}
        leftSection={expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        w="fit-content"
      >
        Provider settings (optional)
      </Button>
      <Collapse expanded={expanded} id={id}>
        <Stack gap="sm" pt={4}>
          <TextInput
            label="Base URL"
            description="OpenAI-compatible endpoint (Azure OpenAI, Ollama, vLLM); blank uses the server's"
            placeholder="https://api.openai.com/v1"
            value={values.ai_base_url}
            error={errors.ai_base_url}
            onChange={(e) => onChange('ai_base_url', e.currentTarget.value)}
          />
          <TextInput
            label="Model"
            description="Blank uses each task's default model"
            placeholder="gpt-4o-mini"
            value={values.ai_model}
            error={errors.ai_model}
            onChange={(e) => onChange('ai_model', e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label="Requests per minute"
              placeholder="500"
              min={1}
              allowNegative={false}
              allowDecimal={false}
              value={values.rpm_limit}
              error={errors.rpm_limit}
              onChange={(v) => onChange('rpm_limit', v)}
            />
            <NumberInput
              label="Tokens per minute"
              placeholder="200,000"
              min={1}
              allowNegative={false}
              allowDecimal={false}
              thousandSeparator=","
              value={values.tpm_limit}
              error={errors.tpm_limit}
              onChange={(v) => onChange('tpm_limit', v)}
            />
          </SimpleGrid>
        </Stack>
      </Collapse>
    </Stack>
  );
}
