import { ActionIcon, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconBriefcase2,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
} from '@tabler/icons-react';

type SidebarBrandProps = {
  compact: boolean;
  onToggleCollapsed: () => void;
};

/** Product mark and the button that collapses the sidebar to 80 px or expands it to 280 px. */
export function SidebarBrand({ compact, onToggleCollapsed }: SidebarBrandProps) {
  const label = compact ? 'Expand sidebar' : 'Collapse sidebar';
  const toggle = (
    <Tooltip label={label} position="right" withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        onClick={onToggleCollapsed}
        visibleFrom="sm"
      >
        {compact ? (
          <IconLayoutSidebarLeftExpand size={20} aria-hidden />
        ) : (
          <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
  const mark = (
    <ThemeIcon size={36} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'cyan' }}>
      <IconBriefcase2 size={20} aria-hidden />
    </ThemeIcon>
  );

  if (compact) {
    return (
      <Stack align="center" gap="xs">
        {mark}
        {toggle}
      </Stack>
    );
  }
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {mark}
        <Text fw={700} size="md" lh={1.2}>
          Recruiting Workspace
        </Text>
      </Group>
      {toggle}
    </Group>
  );
}
