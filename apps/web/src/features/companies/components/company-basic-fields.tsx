import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { type CompanySize, companySizes } from '@rw/core';
import type { CompanyFormValues } from '#/features/companies/utils/company-form-values';

type CompanyBasicFieldsProps = {
  values: CompanyFormValues;
  websiteError: string | null;
  onChange: <K extends keyof CompanyFormValues>(key: K, value: CompanyFormValues[K]) => void;
  onWebsiteBlur: () => void;
};

/**
 * 'Company Name *', size (one of the size options or none), website (type url), industry, location, founded,
 * and whether the company is active (`is_public`, docs/product/companies.md#fields).
 */
export function CompanyBasicFields({
  values,
  websiteError,
  onChange,
  onWebsiteBlur,
}: CompanyBasicFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput
        label="Company Name"
        withAsterisk
        placeholder="Acme Ltd"
        data-autofocus
        maxLength={200}
        value={values.name}
        onChange={(e) => onChange('name', e.currentTarget.value)}
      />
      <Select
        label="Company Size"
        placeholder="Not specified"
        data={[...companySizes]}
        clearable
        allowDeselect
        value={values.size}
        onChange={(value) => onChange('size', value as CompanySize | null)}
      />
      <TextInput
        label="Website"
        type="url"
        placeholder="https://example.com"
        value={values.website}
        error={websiteError}
        onChange={(e) => onChange('website', e.currentTarget.value)}
        onBlur={onWebsiteBlur}
      />
      <TextInput
        label="Industry"
        placeholder="e.g. Digital Health"
        value={values.industry}
        onChange={(e) => onChange('industry', e.currentTarget.value)}
      />
      <TextInput
        label="Location"
        placeholder="e.g. London, United Kingdom"
        value={values.location}
        onChange={(e) => onChange('location', e.currentTarget.value)}
      />
      <TextInput
        label="Founded"
        placeholder="e.g. 2016"
        value={values.founded}
        onChange={(e) => onChange('founded', e.currentTarget.value)}
      />
      <Switch
        label="Active"
        checked={values.is_public}
        onChange={(e) => onChange('is_public', e.currentTarget.checked)}
        mt="xs"
      />
    </SimpleGrid>
  );
}
