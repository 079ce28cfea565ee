import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { type DocumentReparseRun, documentReparseMessages } from '@rw/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getLatestReparse, startReparse } from '#/features/candidates/api/document-imports';
import { useEvent } from '#/lib/events/hooks/use-event';

const reparseKey = ['documents', 'reparse'] as const;

/** The words of the card (docs/product/documents.md#re-parsing). */
export const cvReparseText = {
  title: 'Re-parse CVs',
  description:
    'Read every stored CV and LinkedIn PDF again with the current parser, to bring candidates read by an older ' +
    'one up to date. Contact details are only filled where empty; CVs are read by the AI model again, which ' +
    "counts against your organization's AI usage.",
  start: 'Re-parse all',
} as const;

function percent(run: DocumentReparseRun): number {
  return run.total > 0 ? Math.round(((run.done + run.failed) / run.total) * 100) : 0;
}

/**
 * 'Re-parse all' for admins (docs/product/documents.md#re-parsing): starts the organisation's run, then a bar
 * 'Re-parsing 12 of 40 candidate(s)…' from `documents.reparse` events (asked every 3 s while it runs, should
 * one be missed), and the run's end: 'Re-parsed 40 of 40 candidate(s).' or why it stopped.
 */
export function CvReparseSettings() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const latest = useQuery({
    queryKey: reparseKey,
    queryFn: ({ signal }) => getLatestReparse(signal),
    refetchInterval: (q) => (q.state.data?.run?.status === 'running' ? 3_000 : false),
  });
  useEvent('documents.reparse', (run) => queryClient.setQueryData(reparseKey, { run }));
  const run = latest.data?.run ?? null;
  const running = run?.status === 'running';

  const handleStart = async () => {
    setError(null);
    try {
      queryClient.setQueryData(reparseKey, { run: await startReparse() });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {cvReparseText.title}
          </Title>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={running}
            onClick={() => void handleStart()}
          >
            {cvReparseText.start}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {cvReparseText.description}
        </Text>
        {run && running && (
          <Stack gap={4}>
            <Text size="sm">{documentReparseMessages.progress(run)}</Text>
            <Progress value={percent(run)} aria-label={documentReparseMessages.progress(run)} />
          </Stack>
        )}
        {run && !running && (
          <Text size="sm" c={run.status === 'failed' ? 'red' : 'green'} data-testid="reparse-result">
            {run.error ?? documentReparseMessages.finished(run)}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
