import { Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  type CvSorterCandidate,
  type CvSorterCategory,
  type CvSorterSearch,
  cvSorterCategories,
  cvSorterCategoryCounts,
  cvSorterCategoryLabels,
} from '@rw/core';
import { useMemo, useState } from 'react';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import { AddToJobModal, type JobPickerSlot } from '#/features/cv-sorter/components/add-to-job-modal';
import { CandidateDetailModal } from '#/features/cv-sorter/components/candidate-detail-modal';
import { EliminateByScoreModal } from '#/features/cv-sorter/components/eliminate-by-score-modal';
import { ResultsMeta } from '#/features/cv-sorter/components/results-meta';
import { ResultsTable } from '#/features/cv-sorter/components/results-table';
import { ResultsToolbar } from '#/features/cv-sorter/components/results-toolbar';
import { SelectionBar } from '#/features/cv-sorter/components/selection-bar';
import type { TriageRequest } from '#/features/cv-sorter/hooks/use-search-actions';
import { isProcessing, tabRows } from '#/features/cv-sorter/utils/page-rules';
import type { ActionFeedback } from '#/lib/action-feedback';

type ResultsPanelProps = {
  search: CvSorterSearch;
  candidates: readonly CvSorterCandidate[];
  /** Runs a triage action; resolves with the server's outcome line, rejects with its refusal. */
  onTriage: (request: TriageRequest) => Promise<string>;
  triaging: boolean;
  onRetryFailed: () => void;
  retrying: boolean;
  onExport: () => void;
  exporting: boolean;
  feedback: ActionFeedback | null;
  renderJobPicker: JobPickerSlot;
  onOpenJob: (jobId: string) => void;
};

const emptyText: Record<CvSorterCategory, string> = {
  notSorted: 'Every candidate is sorted.',
  possible: 'No candidates kept yet: tick the ones worth a look on Not Sorted.',
  eliminated: 'No candidates eliminated.',
};

/**
 * Results (docs/product/cv-sorter.md#triage): the tabs Not Sorted, Possible and Eliminated with their counts,
 * the virtualised table of the tab, triage of one row or a selection, Eliminate by Score, Undo, Retry failed,
 * Add to job and Export CSV, and the candidate detail.
 */
export function ResultsPanel(props: ResultsPanelProps) {
  const { search, candidates } = props;
  const [tab, setTab] = useState<CvSorterCategory>('notSorted');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'eliminate' | 'add' | null>(null);
  const counts = useMemo(() => cvSorterCategoryCounts(candidates), [candidates]);
  const rows = useMemo(() => tabRows(candidates, tab), [candidates, tab]);
  const selectedIds = useMemo(
    () => rows.filter((r) => selected.has(r.id)).map((r) => r.id),
    [rows, selected],
  );
  const opened = openId ? (candidates.find((c) => c.id === openId) ?? null) : null;
  const processing = isProcessing(search.status);

  const move = (ids: readonly string[], category: CvSorterCategory) =>
    props.onTriage({ kind: 'move', candidateIds: ids, category }).then(
      () =>
        setSelected((s) => {
          const next = new Set(s);
          for (const id of ids) next.delete(id);
          return next;
        }),
      () => undefined,
    );
  const handleTab = (value: string | null) => {
    if (!value) return;
    setTab(value as CvSorterCategory);
    setSelected(new Set());
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            Results
          </Title>
          <ResultsToolbar
            search={search}
            processing={processing}
            busy={props.triaging}
            onUndo={() => void props.onTriage({ kind: 'undo' }).catch(() => undefined)}
            onEliminateByScore={() => setDialog('eliminate')}
            onRetryFailed={props.onRetryFailed}
            retrying={props.retrying}
            onAddToJob={() => setDialog('add')}
            onExport={props.onExport}
            exporting={props.exporting}
          />
        </Group>
        <ResultsMeta search={search} />
        <ActionFeedbackText feedback={props.feedback} />
        <Tabs value={tab} onChange={handleTab} keepMounted={false}>
          <Tabs.List>
            {cvSorterCategories.map((c) => (
              <Tabs.Tab
                key={c}
                value={c}
                rightSection={
                  <Badge
                    size="sm"
                    variant={c === tab ? 'filled' : 'light'}
                    color="gray"
                    data-testid={`count-${c}`}
                  >
                    {counts[c].toLocaleString('en-US')}
                  </Badge>
                }
              >
                {cvSorterCategoryLabels[c]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <SelectionBar
          category={tab}
          count={selectedIds.length}
          busy={props.triaging}
          onMove={(category) => void move(selectedIds, category)}
          onAddToJob={() => setDialog('add')}
          onClear={() => setSelected(new Set())}
        />
        <ResultsTable
          category={tab}
          rows={rows}
          selected={selected}
          busy={props.triaging}
          empty={candidates.length === 0 ? 'No candidates in this list.' : emptyText[tab]}
          onToggle={(id) =>
            setSelected((s) => {
              const next = new Set(s);
              if (!next.delete(id)) next.add(id);
              return next;
            })
          }
          onToggleAll={(ids, on) => setSelected(on ? new Set(ids) : new Set())}
          onOpen={(c) => setOpenId(c.id)}
          onMove={(c, category) => void move([c.id], category)}
        />
      </Stack>
      <CandidateDetailModal
        searchId={search.id}
        candidate={opened}
        weights={search.weights}
        busy={props.triaging}
        onClose={() => setOpenId(null)}
        onMove={(c, category) => void move([c.id], category)}
      />
      <EliminateByScoreModal
        opened={dialog === 'eliminate'}
        working={props.triaging}
        onClose={() => setDialog(null)}
        onEliminate={(threshold) =>
          void props.onTriage({ kind: 'eliminateByScore', threshold }).then(
            () => setDialog(null),
            () => undefined,
          )
        }
      />
      <AddToJobModal
        opened={dialog === 'add'}
        searchId={search.id}
        possibleCount={counts.possible}
        selectedIds={selectedIds}
        renderJobPicker={props.renderJobPicker}
        onOpenJob={props.onOpenJob}
        onClose={() => setDialog(null)}
      />
      {processing && (
        <Text size="xs" c="dimmed" mt="xs">
          Scores appear as candidates are scored.
        </Text>
      )}
    </Paper>
  );
}
