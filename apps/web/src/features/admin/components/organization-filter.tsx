import { Select } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useOrganizations } from '#/features/admin/api/get-organizations';

type OrganizationFilterProps = { value: string | null; onChange: (organizationId: string | null) => void };

const ALL = 'all';

/**
 * The organisation filter of the Users and API Usage tabs, 'All Organizations' first
 * (docs/product/admin.md#users).
 */
export function OrganizationFilter({ value, onChange }: OrganizationFilterProps) {
  const { data = [] } = useOrganizations();
  const options = [
    { value: ALL, label: 'All Organizations' },
    ...data.map((o) => ({ value: o.id, label: `${o.name} (${o.domain})` })),
  ];
  return (
    <Select
      label="Organization"
      data={options}
      value={value ?? ALL}
      onChange={(next) => onChange(next && next !== ALL ? next : null)}
      allowDeselect={false}
      leftSection={<IconBuilding size={16} aria-hidden />}
      w={{ base: '100%', sm: 320 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
