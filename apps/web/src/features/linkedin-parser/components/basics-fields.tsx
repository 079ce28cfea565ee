import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { BasicsDraft } from '#/features/linkedin-parser/utils/profile-draft';

type BasicsFieldsProps = {
  value: BasicsDraft;
  disabled: boolean;
  onChange: (value: BasicsDraft) => void;
};

const fields: { key: keyof BasicsDraft; label: string; type?: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'label', label: 'Headline' },
  { key: 'location', label: 'Location' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'linkedin_url', label: 'LinkedIn', type: 'url' },
  { key: 'url', label: 'Website', type: 'url' },
];

/** The profile's name, headline, location, contact details and summary (docs/product/linkedin-parser.md#editing). */
export function BasicsFields({ value, disabled, onChange }: BasicsFieldsProps) {
  const set = (key: keyof BasicsDraft) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...value, [key]: event.currentTarget.value });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {fields.map((f) => (
          <TextInput
            key={f.key}
            label={f.label}
            type={f.type}
            value={value[f.key]}
            onChange={set(f.key)}
            disabled={disabled}
            maxLength={300}
          />
        ))}
      </SimpleGrid>
      <Textarea
        label="Summary"
        value={value.summary}
        onChange={set('summary')}
        disabled={disabled}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={2000}
      />
    </Stack>
  );
}
