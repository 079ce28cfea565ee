import { Container, EmptyState, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AppTile as AppTileData, type AppType, sectionTitle, visibleApps } from '@rw/core';
import { IconApps } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { trackAppClick } from '#/features/launcher/api/record-app-click';
import { AppTile } from '#/features/launcher/components/app-tile';
import { DashboardToolbar } from '#/features/launcher/components/dashboard-toolbar';
import { LauncherModal } from '#/features/launcher/components/launcher-modal';

type DashboardPageProps = {
  isAdmin: boolean;
  section: AppType | undefined;
  onSectionChange: (section: AppType | undefined) => void;
  onNavigate: (path: string) => void;
};

/**
 * The home launcher (docs/product/launcher.md#tiles): tiles of the apps the user may see in the selected
 * section; opening one records an 'app_clicked' activity and shows the launcher modal.
 */
export function DashboardPage({ isAdmin, section, onSectionChange, onNavigate }: DashboardPageProps) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AppTileData | null>(null);
  const [modalOpened, setModalOpened] = useState(false);
  const apps = useMemo(() => visibleApps({ isAdmin, section, search }), [isAdmin, section, search]);

  const handleOpen = (app: AppTileData) => {
    trackAppClick(app, section, search);
    setSelected(app);
    setModalOpened(true);
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{sectionTitle(section)}</Title>
          <Text c="dimmed">Open the tools of your recruiting workspace.</Text>
        </Stack>
        <DashboardToolbar
          section={section}
          search={search}
          onSectionChange={onSectionChange}
          onSearchChange={setSearch}
        />
        {apps.length === 0 ? (
          <EmptyState
            py="xl"
            withIndicatorBackground
            icon={<IconApps aria-hidden />}
            title={section ? `No ${section} apps available` : 'No apps available'}
            description="Check back later for new applications or contact an administrator"
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg">
            {apps.map((app) => (
              <AppTile key={app.id} app={app} onOpen={handleOpen} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <LauncherModal
        app={selected}
        opened={modalOpened}
        onClose={() => setModalOpened(false)}
        onNavigate={onNavigate}
      />
    </Container>
  );
}
