import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Sidebar } from '#/app/shell/sidebar';
import { useSidebarState } from '#/app/shell/use-sidebar-state';
import { notificationsQueryKey } from '#/features/notifications';
import { useEventStream } from '#/lib/events/hooks/use-event-stream';
import { useInvalidateOnEvent } from '#/lib/events/hooks/use-invalidate-on-event';

/** Sidebar widths (docs/product/shell.md#navigation). */
export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 80;

/**
 * The signed-in shell: a collapsible sidebar (280/80 px) and the routed main area. On small screens the
 * sidebar becomes a full-width drawer opened from a top bar, drawn when first opened
 * (docs/product/shell.md#loading).
 */
export function ShellLayout() {
  const { collapsed, toggleCollapsed, isGroupOpen, toggleGroup } = useSidebarState();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const isMobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const compact = collapsed && !isMobile;
  // On small screens the drawer is drawn the first time it opens, not with the first page, and then kept.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (isMobile && mobileOpened && !drawerUsed) setDrawerUsed(true);
  const showSidebar = !isMobile || drawerUsed;
  // One live stream per signed-in shell: new notifications arrive without polling.
  useEventStream();
  useInvalidateOnEvent('notification', notificationsQueryKey);

  useEffect(() => {
    if (pathname) closeMobile();
  }, [pathname, closeMobile]);

  return (
    <AppShell
      header={{ height: { base: 56, sm: 0 } }}
      navbar={{
        width: { base: SIDEBAR_WIDTH, sm: compact ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH },
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header hiddenFrom="sm" px="md">
        <Group h="100%" gap="sm">
          <Burger
            opened={mobileOpened}
            onClick={toggleMobile}
            size="sm"
            aria-label={mobileOpened ? 'Close navigation' : 'Open navigation'}
          />
          <Text fw={700}>Recruiting Workspace</Text>
        </Group>
      </AppShell.Header>
      {showSidebar && (
        <Sidebar
          compact={compact}
          onToggleCollapsed={toggleCollapsed}
          isGroupOpen={isGroupOpen}
          onToggleGroup={toggleGroup}
        />
      )}
      <AppShell.Main bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
