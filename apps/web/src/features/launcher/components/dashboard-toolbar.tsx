import { Group, SegmentedControl, TextInput } from '@mantine/core';
import type { AppType } from '@rw/core';
import { IconSearch } from '@tabler/icons-react';

type SectionValue = AppType | 'all';

const sections: { label: string; value: SectionValue }[] = [
  { label: 'All', value: 'all' },
  { label: 'Frontend', value: 'frontend' },
  { label: 'Backend', value: 'backend' },
];

type DashboardToolbarProps = {
  section: AppType | undefined;
  search: string;
  onSectionChange: (section: AppType | undefined) => void;
  onSearchChange: (search: string) => void;
};

/** Section switch (All / Frontend / Backend) and the app search of the dashboard. */
export function DashboardToolbar({
  section,
  search,
  onSectionChange,
  onSearchChange,
}: DashboardToolbarProps) {
  const handleSectionChange = (value: string) =>
    onSectionChange(value === 'frontend' || value === 'backend' ? value : undefined);

  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <SegmentedControl
        aria-label="Application section"
        data={sections}
        value={section ?? 'all'}
        onChange={handleSectionChange}
      />
      <TextInput
        type="search"
        placeholder="Search apps..."
        aria-label="Search apps"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        w={{ base: '100%', xs: 280 }}
      />
    </Group>
  );
}
