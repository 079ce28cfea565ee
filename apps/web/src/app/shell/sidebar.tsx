import { AppShell, Divider, ScrollArea, Stack } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { isEntryActive, mainEntries, type NavGroupId, navGroups } from '#/app/shell/nav-config';
import { NavGroup } from '#/app/shell/nav-group';
import { NavItem } from '#/app/shell/nav-item';
import { SidebarBrand } from '#/app/shell/sidebar-brand';
import { SidebarFooter } from '#/app/shell/sidebar-footer';
import { useAuth } from '#/features/auth';

type SidebarProps = {
  compact: boolean;
  onToggleCollapsed: () => void;
  isGroupOpen: (id: NavGroupId) => boolean;
  onToggleGroup: (id: NavGroupId) => void;
};

/**
 * The shell's sidebar (docs/product/shell.md#navigation): entries, groups (Analytics and Admin for
 * admins only), footer.
 */
export function Sidebar({ compact, onToggleCollapsed, isGroupOpen, onToggleGroup }: SidebarProps) {
  const { isAdmin } = useAuth();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const groups = navGroups.filter((group) => !group.adminOnly || isAdmin);

  return (
    <AppShell.Navbar p={compact ? 'xs' : 'sm'} aria-label="Main navigation">
      {/* On small screens the top bar already carries the product name. */}
      <AppShell.Section py="xs" visibleFrom="sm">
        <SidebarBrand compact={compact} onToggleCollapsed={onToggleCollapsed} />
      </AppShell.Section>
      <Divider my="xs" visibleFrom="sm" />
      <AppShell.Section grow component={ScrollArea} scrollbarSize={6} type="scroll">
        <Stack component="nav" aria-label="Primary" gap={compact ? 4 : 2}>
          {mainEntries.map((entry) => (
            <NavItem key={entry.to} entry={entry} active={isEntryActive(entry, pathname)} compact={compact} />
          ))}
          {groups.map((group) => (
            <NavGroup
              key={group.id}
              group={group}
              pathname={pathname}
              opened={isGroupOpen(group.id)}
              compact={compact}
              onToggle={() => onToggleGroup(group.id)}
            />
          ))}
        </Stack>
      </AppShell.Section>
      <Divider my="xs" />
      <AppShell.Section>
        <SidebarFooter compact={compact} />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
