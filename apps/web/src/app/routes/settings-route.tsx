import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AdminOnly } from '#/app/routes/admin-only';
import { AccessTokensSettings } from '#/features/access-tokens';
import {
  AiProviderSection,
  AuditLogSection,
  DataRetentionSection,
  DefaultToneSection,
  DiagnosticsSection,
  WebhookSection,
} from '#/features/admin';
import { CvReparseSettings, RejectionReasonsSettings } from '#/features/candidates';

/** One section of System Settings: its `?section=` id, its tab label and what it shows. */
export type SystemSettingsSection = { id: string; label: string; render: () => ReactNode };

/**
 * The sections of System Settings in tab order, each from its feature (docs/product/admin.md#system-settings).
 * A feature adds its own by adding an entry here.
 */
export const systemSettingsSections: SystemSettingsSection[] = [
  { id: 'ai', label: 'AI provider', render: () => <AiProviderSection /> },
  { id: 'automation', label: 'Automation', render: () => <WebhookSection /> },
  { id: 'companies', label: 'Companies', render: () => <DefaultToneSection /> },
  { id: 'pipeline', label: 'Pipeline', render: () => <RejectionReasonsSettings /> },
  { id: 'documents', label: 'Documents', render: () => <CvReparseSettings /> },
  { id: 'retention', label: 'Data retention', render: () => <DataRetentionSection /> },
  { id: 'access-tokens', label: 'Access tokens', render: () => <AccessTokensSettings /> },
  { id: 'audit', label: 'Audit log', render: () => <AuditLogSection /> },
  { id: 'diagnostics', label: 'Diagnostics', render: () => <DiagnosticsSection /> },
];

const route = getRouteApi('/shell/admin/settings');

/**
 * `/admin/settings`, System Settings (admins; docs/product/admin.md#system-settings): the organisation's
 * settings in sections, the open one in `?section=`.
 */
export function SystemSettingsRoute() {
  const { section } = route.useSearch();
  const navigate = route.useNavigate();
  const open = systemSettingsSections.find((s) => s.id === section) ?? systemSettingsSections[0]!;
  return (
    <AdminOnly title="System Settings">
      <Container size="lg" py="lg">
        <Stack gap="lg">
          <div>
            <Title order={1}>System Settings</Title>
            <Text c="dimmed" mt={4}>
              Settings for everyone in your organization.
            </Text>
          </div>
          <Tabs
            value={open.id}
            onChange={(id) => void navigate({ search: { section: id ?? undefined }, replace: true })}
            orientation="vertical"
            variant="pills"
            keepMounted={false}
          >
            <Tabs.List aria-label="Settings sections" miw={180}>
              {systemSettingsSections.map((s) => (
                <Tabs.Tab key={s.id} value={s.id}>
                  {s.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {systemSettingsSections.map((s) => (
              <Tabs.Panel key={s.id} value={s.id} pl="lg" style={{ minWidth: 0 }}>
                {s.render()}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
      </Container>
    </AdminOnly>
  );
}
