import { Alert, Button, Group, Loader, Select, Table, Text, TextInput } from '@mantine/core';
import {
  type AuditAction,
  auditActionLabels,
  auditActions,
  describeAuditEntry,
  systemSettingsMessages as m,
} from '@rw/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { type AuditFilters, useAuditLog, useAuditLogExport } from '#/features/admin/api/audit-log';
import { useOrganizationUsers } from '#/features/admin/api/organization-users';
import { SettingsSection } from './settings-section';

const actionOptions = auditActions.map((a) => ({ value: a, label: auditActionLabels[a] }));
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * The audit log (docs/product/admin.md#audit-log): who changed which setting and who erased whom, newest
 * first, filtered by person, action and UTC dates, exportable as CSV with the same filters.
 */
export function AuditLogSection() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useAuditLog(filters);
  const exporter = useAuditLogExport();
  const people = useOrganizationUsers();
  const personOptions = (people.data?.users ?? []).map((u) => ({ value: u.id, label: u.name || u.email }));
  const rows = log.data?.pages.flatMap((p) => p.rows) ?? [];
  const set = (patch: AuditFilters) => setFilters({ ...filters, ...patch });

  return (
    <SettingsSection
      title="Audit log"
      description="Who changed which setting of your organization, and who erased which candidates. Kept when the person's account is deleted; secrets and candidates' names are never recorded."
    >
      <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Audit log filters">
        <Select
          label="Person"
          placeholder="Everyone"
          clearable
          data={personOptions}
          value={filters.user_id ?? null}
          onChange={(v) => set({ user_id: v ?? undefined })}
          w={180}
        />
        <Select
          label="Action"
          placeholder="All actions"
          clearable
          data={actionOptions}
          value={filters.action ?? null}
          onChange={(v) => set({ action: (v as AuditAction | null) ?? undefined })}
          w={220}
        />
        <TextInput
          type="date"
          label="From"
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
          w={150}
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
          w={150}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporter.isPending}
          onClick={() => exporter.mutate(filters)}
        >
          Export CSV
        </Button>
      </Group>
      {exporter.isError && (
        <Text size="sm" c="red" role="alert">
          {exporter.error.message}
        </Text>
      )}
      {log.isPending && <Loader size="sm" aria-label="Loading the audit log" />}
      {log.isError && (
        <Alert color="red" title={m.loadError}>
          {log.error.message}
        </Alert>
      )}
      {log.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {m.auditEmpty}
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label="Audit log" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time (UTC)</Table.Th>
                <Table.Th>Person</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>What</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(r.created_at)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.actor_name ?? r.actor_email}</Text>
                    <Text size="xs" c="dimmed">
                      {r.actor_email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{auditActionLabels[r.action as AuditAction] ?? r.action}</Table.Td>
                  <Table.Td>{describeAuditEntry(r)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {log.hasNextPage && (
        <Button variant="subtle" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </SettingsSection>
  );
}
