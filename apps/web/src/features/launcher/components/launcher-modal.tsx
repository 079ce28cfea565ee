import { Alert, Badge, Button, Group, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { type AppTile, appStatusLabels } from '@rw/core';
import { IconDownload, IconExternalLink, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppIcon } from '#/features/launcher/components/app-icon';
import { ExtensionInstall } from '#/features/launcher/components/extension-install';
import { launchTarget, statusColor, statusLabel, typeLabel } from '#/features/launcher/utils/launch-target';

type LauncherModalProps = {
  /** The app shown; kept while the modal closes so its content stays during the exit transition. */
  app: AppTile | null;
  opened: boolean;
  onClose: () => void;
  /** In-product navigation (the Reviewer). */
  onNavigate: (path: string) => void;
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * App launcher modal (docs/product/launcher.md#launcher-modal): details, 'Launch Application' (disabled with
 * 'Coming soon' for a tool not built yet, 'Not available yet' for an app with nowhere to go) and, for
 * backend apps, a disabled 'Download Desktop App'. The Content Extractor browser extension shows its download
 * and install steps instead (docs/product/content-extractor.md#installing). Mantine's Modal traps focus, closes on Escape and
 * returns focus to the tile.
 */
export function LauncherModal({ app, opened, onClose, onNavigate }: LauncherModalProps) {
  const target = app ? launchTarget(app) : null;
  const hint =
    target?.kind === 'coming-soon'
      ? appStatusLabels['coming-soon']
      : target?.kind === 'unavailable'
        ? 'Not available yet'
        : null;

  const handleLaunch = () => {
    if (!target) return;
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    if (target.kind === 'new-tab') window.open(target.path, '_blank', 'noopener');
    if (target.kind === 'in-app') {
      onNavigate(target.path);
      onClose();
    }
  };

  const title = app && (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={40} radius="md" variant="light">
        <AppIcon name={app.icon} size={22} />
      </ThemeIcon>
      <Text fw={700} size="lg" component="span">
        {app.name}
      </Text>
    </Group>
  );

  return (
    <Modal opened={opened && app !== null} onClose={onClose} title={title} size="lg" radius="lg" centered>
      {app && target && (
        <Stack gap="lg">
          <Text>{app.description}</Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Detail label="Category">
              <Text size="sm">{app.category}</Text>
            </Detail>
            <Detail label="Type">
              <Text size="sm">{typeLabel(app.type)}</Text>
            </Detail>
            <Detail label="Status">
              <Badge color={statusColor[app.status]} variant="light" w="fit-content">
                {statusLabel(app.status)}
              </Badge>
            </Detail>
          </SimpleGrid>
          {app.requiresAuth && (
            <Alert variant="light" color="indigo" icon={<IconShieldLock aria-hidden />} p="sm">
              Requires authentication
            </Alert>
          )}
          {target.kind === 'extension' && <ExtensionInstall />}
          {target.kind !== 'extension' && (
            <Group justify="flex-end" align="flex-start" gap="sm">
              {app.type === 'backend' && (
                <Stack gap={2} align="center">
                  <Button
                    variant="default"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    disabled
                    aria-describedby="download-desktop-hint"
                  >
                    Download Desktop App
                  </Button>
                  <Text id="download-desktop-hint" size="xs" c="dimmed">
                    Coming soon
                  </Text>
                </Stack>
              )}
              <Stack gap={2} align="center">
                <Button
                  leftSection={<IconExternalLink size={16} aria-hidden />}
                  disabled={hint !== null}
                  aria-describedby={hint ? 'launch-unavailable-hint' : undefined}
                  onClick={handleLaunch}
                  data-autofocus
                >
                  Launch Application
                </Button>
                {hint && (
                  <Text id="launch-unavailable-hint" size="xs" c="dimmed">
                    {hint}
                  </Text>
                )}
              </Stack>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
