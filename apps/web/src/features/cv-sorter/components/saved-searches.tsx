import { ActionIcon, Alert, Button, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { CvSorterSearchSummary } from '@rw/core';
import { IconFolderOpen, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';

type SavedSearchesProps = {
  searches: readonly CvSorterSearchSummary[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  openId: string | null;
  onOpen: (id: string) => void;
  deleting: boolean;
  onDelete: (id: string) => void;
};

/**
 * The user's saved searches, newest first (docs/product/cv-sorter.md#saved-searches): open one (its
 * candidates, scores and triage come back) or delete it after a confirmation.
 */
export function SavedSearches(props: SavedSearchesProps) {
  const [toDelete, setToDelete] = useState<CvSorterSearchSummary | null>(null);
  const { searches } = props;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Saved searches
        </Title>
        {props.loading && <Loader size="sm" aria-label="Loading saved searches" />}
        {props.error && (
          <Alert color="red" variant="light" py="xs">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{props.error.message}</Text>
              <Button size="compact-xs" variant="default" onClick={props.onRetry}>
                Retry
              </Button>
            </Group>
          </Alert>
        )}
        {searches && searches.length === 0 && (
          <Text size="sm" c="dimmed">
            No saved searches yet. Save a search to come back to its scores and triage.
          </Text>
        )}
        {searches && searches.length > 0 && (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Saved searches">
            {searches.map((s) => (
              <Group
                key={s.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                p={6}
                bg={s.id === props.openId ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                aria-current={s.id === props.openId || undefined}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {s.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {[s.jobTitle, `${s.total.toLocaleString('en-US')} candidates`, formatDate(s.createdAt)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
                <Group gap={2} wrap="nowrap">
                  <Tooltip label="Open">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Open ${s.name}`}
                      onClick={() => props.onOpen(s.id)}
                    >
                      <IconFolderOpen size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${s.name}`}
                      onClick={() => setToDelete(s)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        title="Delete search"
        message={
          toDelete ? `Delete the search '${toDelete.name}'? Its scores and triage are deleted too.` : null
        }
        confirmLabel="Delete"
        loading={props.deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) props.onDelete(toDelete.id);
          setToDelete(null);
        }}
      />
    </Paper>
  );
}

function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
