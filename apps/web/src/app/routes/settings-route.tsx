import { Container, Stack, Text, Title } from '@mantine/core';
import { AdminOnly } from '#/app/routes/admin-only';
import { CvReparseSettings, RejectionReasonsSettings } from '#/features/candidates';

/**
 * `/admin/settings`, System Settings (admins; docs/product/shell.md#navigation): the organisation's settings
 * that are built so far, each from its feature — the rejection reasons of the pipeline
 * (docs/product/pipeline.md#rejection-reasons) and 'Re-parse all' of stored CVs
 * (docs/product/documents.md#re-parsing).
 */
export function SystemSettingsRoute() {
  return (
    <AdminOnly title="System Settings">
      <Container size="md" py="lg">
        <Stack gap="lg">
          <div>
            <Title order={1}>System Settings</Title>
            <Text c="dimmed" mt={4}>
              Settings for everyone in your organization.
            </Text>
          </div>
          <RejectionReasonsSettings />
          <CvReparseSettings />
        </Stack>
      </Container>
    </AdminOnly>
  );
}
