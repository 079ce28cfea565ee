import { Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { systemSettingsMessages as m } from '@rw/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import {
  clearNetworkLog,
  NETWORK_LOG_MAX,
  networkLogCsv,
  readNetworkLog,
  subscribeNetworkLog,
} from '#/lib/network-log';
import { saveDownload } from '#/lib/save-download';
import { SettingsSection } from './settings-section';

const stamp = () => new Date().toISOString().slice(0, 19).replaceAll(':', '-');
const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour12: false });

/**
 * Diagnostics (docs/product/shell.md#network-log): this browser's last API calls from the network log, newest
 * first, failures alone on request, downloadable as JSON or CSV to hand to support, and cleared on request.
 */
export function DiagnosticsSection() {
  const entries = useSyncExternalStore(subscribeNetworkLog, readNetworkLog);
  const [failuresOnly, setFailuresOnly] = useState(false);
  const shown = [...entries].reverse().filter((e) => !failuresOnly || !e.ok);
  const failures = entries.filter((e) => !e.ok).length;

  return (
    <SettingsSection
      title="Diagnostics"
      description={`The network log: the last ${NETWORK_LOG_MAX} requests this browser made to the server, kept in this browser only. Download it to send support what failed. Search terms and e-mail addresses in the URLs are left out.`}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text size="sm">
            {entries.length.toLocaleString('en-US')} requests, {failures.toLocaleString('en-US')} failed
          </Text>
          <Checkbox
            label="Failures only"
            checked={failuresOnly}
            onChange={(e) => setFailuresOnly(e.currentTarget.checked)}
          />
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={entries.length === 0}
            onClick={() =>
              saveDownload(
                new Blob([JSON.stringify(entries, null, 2)], { type: 'application/json' }),
                `network-log-${stamp()}.json`,
              )
            }
          >
            Download JSON
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={entries.length === 0}
            onClick={() =>
              saveDownload(
                new Blob([networkLogCsv(entries)], { type: 'text/csv' }),
                `network-log-${stamp()}.csv`,
              )
            }
          >
            Download CSV
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={entries.length === 0}
            onClick={clearNetworkLog}
          >
            Clear
          </Button>
        </Group>
      </Group>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.diagnosticsEmpty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640} mah={480}>
          <Table striped stickyHeader aria-label="Network log" verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Method</Table.Th>
                <Table.Th>URL</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">ms</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the list only grows at its start
                <Table.Tr key={`${e.t}-${i}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{time(e.t)}</Table.Td>
                  <Table.Td>{e.method}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{e.url}</Table.Td>
                  <Table.Td>
                    {e.status === null ? (
                      <Badge color="red" variant="light">
                        {e.error ?? 'No answer'}
                      </Badge>
                    ) : (
                      <Badge color={e.ok ? 'teal' : 'red'} variant="light">
                        {e.status}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{e.ms.toLocaleString('en-US')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SettingsSection>
  );
}
