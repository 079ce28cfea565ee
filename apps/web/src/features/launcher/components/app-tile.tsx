import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { AppTile as AppTileData } from '@rw/core';
import type { KeyboardEvent } from 'react';
import { AppIcon } from '#/features/launcher/components/app-icon';
import classes from '#/features/launcher/components/app-tile.module.css';
import { StatusDot } from '#/features/launcher/components/status-dot';
import { statusColor, statusLabel } from '#/features/launcher/utils/launch-target';

type AppTileProps = {
  app: AppTileData;
  onOpen: (app: AppTileData) => void;
};

/**
 * A dashboard tile (docs/product/launcher.md#tiles): status dot, icon, name, description, category, and a
 * 'Beta' or 'Coming soon' badge; opens on click, Enter or Space.
 */
export function AppTile({ app, onOpen }: AppTileProps) {
  const nameId = `app-tile-${app.id}-name`;
  const descriptionId = `app-tile-${app.id}-description`;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(app);
    }
  };

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      role="button"
      tabIndex={0}
      aria-labelledby={nameId}
      aria-describedby={descriptionId}
      className={classes.tile}
      onClick={() => onOpen(app)}
      onKeyDown={handleKeyDown}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light">
            <AppIcon name={app.icon} size={26} />
          </ThemeIcon>
          <StatusDot status={app.status} />
        </Group>
        <Stack gap={4} style={{ flex: 1 }}>
          <Text id={nameId} fw={650} size="lg">
            {app.name}
          </Text>
          <Text id={descriptionId} size="sm" c="dimmed">
            {app.description}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge variant="light" color="gray" radius="sm">
            {app.category}
          </Badge>
          {(app.status === 'beta' || app.status === 'coming-soon') && (
            <Badge variant="light" color={statusColor[app.status]} radius="sm">
              {statusLabel(app.status)}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
