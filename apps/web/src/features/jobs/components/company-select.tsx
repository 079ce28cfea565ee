import { Select } from '@mantine/core';
import { jobMessages } from '@rw/core';
import { useJobCompanies } from '#/features/jobs/api/get-job-companies';

type CompanySelectProps = {
  value: string | null;
  onChange: (id: string | null) => void;
  /** Load the companies only while the form is open. */
  enabled: boolean;
};

/**
 * The Company* dropdown (docs/product/jobs.md#add-a-job): the companies of the user's organisation by name;
 * 'No companies available for your account.' when there are none, 'Failed to load companies' on error.
 */
export function CompanySelect({ value, onChange, enabled }: CompanySelectProps) {
  const companies = useJobCompanies(enabled);
  const options = companies.isError ? [] : (companies.data ?? []);
  const empty = companies.isSuccess && options.length === 0;
  return (
    <Select
      label="Company"
      required
      withAsterisk
      searchable
      placeholder={companies.isLoading ? 'Loading companies...' : 'Select a company'}
      data={options.map((c) => ({ value: c.id, label: c.name }))}
      value={value}
      onChange={onChange}
      nothingFoundMessage={jobMessages.noCompanies}
      description={empty ? jobMessages.noCompanies : undefined}
      error={companies.isError ? 'Failed to load companies' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
