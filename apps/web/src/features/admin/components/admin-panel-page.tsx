import { Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Role } from '@rw/core';
import { IconBuilding, IconChartBar, IconLock, IconSettings, IconUsers } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { AccessDeniedPage } from '#/components/ui/access-denied-page';
import { adminKeys } from '#/features/admin/api/admin-keys';
import { useAdminStats } from '#/features/admin/api/get-admin-stats';
import { AccessTab } from '#/features/admin/components/access-tab';
import { MessageBanner } from '#/features/admin/components/message-banner';
import { OrganizationsTab } from '#/features/admin/components/organizations-tab';
import { SettingsTab } from '#/features/admin/components/settings-tab';
import { StatCards } from '#/features/admin/components/stat-cards';
import { UsageTab } from '#/features/admin/components/usage-tab';
import { UsersTab } from '#/features/admin/components/users-tab';
import { useLoadError } from '#/features/admin/hooks/use-load-error';
import type { AdminTab } from '#/features/admin/utils/admin-tabs';

type AdminPanelPageProps = {
  /** The signed-in user; only the owner role sees the panel (docs/product/admin.md#access). */
  viewer: { id: string; role: Role } | null;
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
};

const tabs: { value: AdminTab; label: string; icon: typeof IconUsers }[] = [
  { value: 'organizations', label: 'Organizations', icon: IconBuilding },
  { value: 'users', label: 'Users', icon: IconUsers },
  { value: 'usage', label: 'API Usage', icon: IconChartBar },
  { value: 'settings', label: 'Settings', icon: IconSettings },
  { value: 'access', label: 'Access', icon: IconLock },
];

/**
 * The Admin Panel at `/admin/api-settings` (docs/product/admin.md#access). Anyone but the owner sees the
 * access-denied text and no data is requested; the server refuses them too.
 */
export function AdminPanelPage({ viewer, tab, onTabChange }: AdminPanelPageProps) {
  if (viewer?.role !== 'owner') return <AccessDeniedPage title="Admin Panel" />;
  return <AdminPanel currentUserId={viewer.id} tab={tab} onTabChange={onTabChange} />;
}

function AdminPanel({
  currentUserId,
  tab,
  onTabChange,
}: { currentUserId: string } & Omit<AdminPanelPageProps, 'viewer'>) {
  const stats = useAdminStats();
  const fetching = useIsFetching({ queryKey: adminKeys.all });
  const [message, setMessage] = useState<string | null>(null);
  useLoadError(stats.error, setMessage);

  const handleTabChange = (next: string | null) => {
    if (!next || next === tab) return;
    setMessage(null);
    onTabChange(next as AdminTab);
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>Admin Panel</Title>
            <Text c="dimmed">Organizations, users, API usage and keys across the platform.</Text>
          </Stack>
          {fetching > 0 && <Loader size="sm" aria-label="Loading" mt="xs" />}
        </Group>
        <StatCards stats={stats.data} />
        <MessageBanner message={message} onClose={() => setMessage(null)} />
        <Tabs value={tab} onChange={handleTabChange} variant="outline" keepMounted={false}>
          <Tabs.List>
            {tabs.map(({ value, label, icon: Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="organizations" pt="lg">
            <OrganizationsTab onMessage={setMessage} />
          </Tabs.Panel>
          <Tabs.Panel value="users" pt="lg">
            <UsersTab currentUserId={currentUserId} onMessage={setMessage} />
          </Tabs.Panel>
          <Tabs.Panel value="usage" pt="lg">
            <UsageTab onMessage={setMessage} />
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="lg">
            <SettingsTab onMessage={setMessage} />
          </Tabs.Panel>
          <Tabs.Panel value="access" pt="lg">
            <AccessTab onMessage={setMessage} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
