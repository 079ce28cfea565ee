import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { CvSorterPreview, CvSorterSearchResponse } from '@rw/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { CsvDebugPanel } from '#/features/cv-sorter/components/csv-debug-panel';
import { ProgressPanel } from '#/features/cv-sorter/components/progress-panel';
import { ResultsPanel } from '#/features/cv-sorter/components/results-panel';
import { WelcomePanel } from '#/features/cv-sorter/components/welcome-panel';
import { isProcessing, rightPanel, runOutcome } from '#/features/cv-sorter/utils/page-rules';

type RightAreaProps = {
  searchId: string | null;
  listLoading: boolean;
  search: UseQueryResult<CvSorterSearchResponse>;
  preview: CvSorterPreview | null;
  onClose: () => void;
  results: Omit<ComponentProps<typeof ResultsPanel>, 'search' | 'candidates'>;
};

/**
 * The right-hand area (docs/product/cv-sorter.md#screen): the welcome panel with no list; else the
 * progress panel while a run goes on, the line a run ended with, the results and the CSV debug panel.
 */
export function CvSorterRightArea({
  searchId,
  listLoading,
  search,
  preview,
  onClose,
  results,
}: RightAreaProps) {
  const panel = rightPanel({
    searchId,
    loading: searchId ? search.isPending : listLoading,
    failed: Boolean(search.error) && !search.data,
  });
  if (panel === 'welcome') return <WelcomePanel />;
  if (panel === 'loading') {
    return (
      <Paper withBorder radius="md" p="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Loading the candidate list…</Text>
        </Group>
      </Paper>
    );
  }
  if (panel === 'error' || !search.data) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs">
          <Text size="sm">{search.error?.message ?? 'The list could not be loaded.'}</Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => void search.refetch()}>
              Retry
            </Button>
            <Button size="xs" variant="subtle" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  const data = search.data;
  const outcome = runOutcome(data.search);
  return (
    <Stack gap="md">
      {isProcessing(data.search.status) && <ProgressPanel search={data.search} />}
      {outcome && (
        <Alert color={outcome.tone === 'error' ? 'red' : 'green'} variant="light" role="status">
          <Text size="sm" fw={500}>
            {outcome.text}
          </Text>
          {data.search.status === 'failed' && data.search.error && data.search.error !== outcome.text && (
            <Text size="xs" mt={4}>
              {data.search.error}
            </Text>
          )}
        </Alert>
      )}
      <ResultsPanel search={data.search} candidates={data.candidates} {...results} />
      {preview && <CsvDebugPanel preview={preview} />}
    </Stack>
  );
}
