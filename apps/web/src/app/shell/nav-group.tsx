import { Collapse, Divider, NavLink, Stack } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { isEntryActive, type NavGroup as NavGroupData } from '#/app/shell/nav-config';
import { NavItem } from '#/app/shell/nav-item';

type NavGroupProps = {
  group: NavGroupData;
  pathname: string;
  opened: boolean;
  compact: boolean;
  onToggle: () => void;
};

/** A sidebar group that expands and collapses; in the 80 px sidebar its entries show as icons. */
export function NavGroup({ group, pathname, opened, compact, onToggle }: NavGroupProps) {
  const items = group.entries.map((entry) => (
    <NavItem key={entry.to} entry={entry} active={isEntryActive(entry, pathname)} compact={compact} />
  ));

  if (compact) {
    return (
      <Stack gap={4} role="group" aria-label={group.label}>
        <Divider my={6} />
        {items}
      </Stack>
    );
  }

  const Icon = group.icon;
  const panelId = `nav-group-${group.id}`;
  return (
    <div>
      <NavLink
        component="button"
        type="button"
        label={group.label}
        leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
        rightSection={
          <IconChevronRight
            size={16}
            aria-hidden
            style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        }
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={onToggle}
        styles={{
          root: { borderRadius: 'var(--mantine-radius-md)' },
          label: { fontWeight: 600 },
        }}
      />
      <Collapse expanded={opened} id={panelId}>
        <Stack gap={2} pl="md" pt={2} role="group" aria-label={group.label}>
          {items}
        </Stack>
      </Collapse>
    </div>
  );
}
