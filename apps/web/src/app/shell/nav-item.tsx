import { Badge, Tooltip } from '@mantine/core';
import type { NavEntry } from '#/app/shell/nav-config';
import { RouterNavLink } from '#/components/ui/router-nav-link';

type NavItemProps = {
  entry: NavEntry;
  active: boolean;
  /** 80 px sidebar: icon only, with the label in a tooltip. */
  compact: boolean;
};

/** One sidebar link; the current page is highlighted and marked `aria-current="page"`. */
export function NavItem({ entry, active, compact }: NavItemProps) {
  const Icon = entry.icon;
  const badge = entry.badge && (
    <Badge size="xs" variant="light" color={entry.badge.color}>
      {entry.badge.label}
    </Badge>
  );

  if (compact) {
    const tooltip = entry.badge ? `${entry.label} (${entry.badge.label})` : entry.label;
    return (
      <Tooltip label={tooltip} position="right" withArrow openDelay={150}>
        <RouterNavLink
          to={entry.to}
          active={active}
          aria-current={active ? 'page' : undefined}
          aria-label={entry.label}
          leftSection={<Icon size={22} stroke={1.7} aria-hidden />}
          styles={{
            root: { justifyContent: 'center', borderRadius: 'var(--mantine-radius-md)', height: 44 },
            section: { marginInlineEnd: 0 },
            body: { display: 'none' },
          }}
        />
      </Tooltip>
    );
  }

  return (
    <RouterNavLink
      to={entry.to}
      active={active}
      aria-current={active ? 'page' : undefined}
      label={entry.label}
      leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
      rightSection={badge}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
    />
  );
}
