import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';
import type { NavGroupId } from '#/app/shell/nav-config';
import { storageKeys } from '#/lib/storage';

type GroupState = Record<NavGroupId, boolean>;

const allOpen: GroupState = { assessment: true, analytics: true, admin: true };

/**
 * Sidebar state remembered in local storage (docs/product/shell.md#navigation): collapsed (80 px) or expanded
 * (280 px), and which groups are open.
 */
export function useSidebarState() {
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: storageKeys.sidebarCollapsed,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [groups, setGroups] = useLocalStorage<GroupState>({
    key: storageKeys.sidebarGroups,
    defaultValue: allOpen,
    getInitialValueInEffect: false,
  });

  const toggleCollapsed = useCallback(() => setCollapsed((value) => !value), [setCollapsed]);
  const toggleGroup = useCallback(
    (id: NavGroupId) => setGroups((value) => ({ ...allOpen, ...value, [id]: !(value[id] ?? true) })),
    [setGroups],
  );
  const isGroupOpen = (id: NavGroupId) => groups[id] ?? true;

  return { collapsed, toggleCollapsed, isGroupOpen, toggleGroup };
}
