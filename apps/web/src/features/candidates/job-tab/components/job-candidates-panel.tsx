import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { defaultWorkflow, GLANCE_STAGE_ID, type JobCandidateRow, type JobCandidateView } from '@rw/core';
import { useMemo, useState } from 'react';
import { useJobCandidates } from '#/features/candidates/api/job-candidates';
import { CandidatesToolbar } from '#/features/candidates/job-tab/components/candidates-toolbar';
import { CandidatesView } from '#/features/candidates/job-tab/components/candidates-view';
import { SelectionBar } from '#/features/candidates/job-tab/components/selection-bar';
import {
  CandidatesLoadError,
  CandidatesTableSkeleton,
} from '#/features/candidates/job-tab/components/table-states';
import { UploadControl } from '#/features/candidates/job-tab/components/upload-control';
import { ImportProgress, UploadStatus } from '#/features/candidates/job-tab/components/upload-status';
import { useCandidateImport } from '#/features/candidates/job-tab/hooks/use-candidate-import';
import { useCandidateScoring } from '#/features/candidates/job-tab/hooks/use-candidate-scoring';
import { useLiveCandidates } from '#/features/candidates/job-tab/hooks/use-live-candidates';
import { useRowSelection } from '#/features/candidates/job-tab/hooks/use-row-selection';
import {
  noScoreFilter,
  type ScoreFilter,
  truncationNote,
} from '#/features/candidates/job-tab/utils/candidate-rows';
import { stageOptionsFromWorkflow } from '#/features/candidates/job-tab/utils/stage-options';
import { useJobWorkflow } from '#/features/interview-process';

const noRows: readonly JobCandidateRow[] = [];

export type JobCandidatesPanelProps = {
  jobId: string;
  /** False until the job itself has loaded: the upload then says 'Job not loaded yet...'. */
  jobLoaded?: boolean;
  /** Opens /candidates/{candidateId}?job={jobId}. */
  onOpenCandidate: (candidateId: string) => void;
};

/**
 * The Candidates tab of a job (docs/product/candidates.md#candidates-tab): stage, view and score filter, CSV
 * import on Glance, the selection bar, and the Process, Other Jobs or Score tables of the selected stage.
 * Until the workflow loads (or if it fails) the stages are the default fixed ones.
 */
export function JobCandidatesPanel({ jobId, jobLoaded = true, onOpenCandidate }: JobCandidatesPanelProps) {
  const workflow = useJobWorkflow(jobId);
  const stages = useMemo(
    () => stageOptionsFromWorkflow(workflow.data?.workflow ?? defaultWorkflow()),
    [workflow.data],
  );
  const [stageId, setStageId] = useState(GLANCE_STAGE_ID);
  const stage = stages.find((s) => s.id === stageId) ?? stages[0]!;
  const [view, setView] = useState<JobCandidateView>('process');
  const [filter, setFilter] = useState<ScoreFilter>(noScoreFilter);

  const list = useJobCandidates(jobId, stage.id);
  const rows = list.data?.rows ?? noRows;
  const ids = useMemo(() => rows.map((r) => r.candidate.id), [rows]);
  const { selected, clear, rows: selection } = useRowSelection(ids);
  const importer = useCandidateImport({ jobId, stageId: stage.id, jobLoaded });
  const scoring = useCandidateScoring({ jobId, stageId: stage.id });
  useLiveCandidates(jobId);

  const handleStageChange = (id: string) => {
    setStageId(id);
    clear();
    if (!importer.busy) importer.clearStatus();
  };
  const handleOpen = (row: JobCandidateRow) => onOpenCandidate(row.candidate.id);
  const note = list.data ? truncationNote(list.data.rows.length, list.data.total) : null;

  return (
    <Stack gap="md">
      <CandidatesToolbar
        stages={stages}
        stage={stage}
        onStageChange={handleStageChange}
        view={view}
        onViewChange={setView}
        filter={filter}
        onFilterChange={setFilter}
        upload={
          <UploadControl
            stageId={stage.id}
            busy={importer.busy}
            onRequest={importer.request}
            onFile={(file) => void importer.upload(file)}
          />
        }
        status={
          <>
            <ImportProgress phase={importer.phase} />
            <UploadStatus status={importer.status} />
          </>
        }
      />
      {selected.length > 0 && <SelectionBar count={selected.length} onClear={clear} />}
      {list.data && (
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {`${list.data.total.toLocaleString('en-US')} candidate(s) in ${stage.title}`}
            </Text>
            {list.isFetching && (
              // After an import or a scoring run the list reloads; say so rather than show stale counts.
              <Group gap={6} role="status">
                <Loader size={12} />
                <Text size="xs" c="dimmed">
                  Updating…
                </Text>
              </Group>
            )}
          </Group>
          {note && (
            <Badge variant="light" color="gray" tt="none">
              {note}
            </Badge>
          )}
        </Group>
      )}
      {list.isPending ? (
        <CandidatesTableSkeleton />
      ) : list.isError ? (
        <CandidatesLoadError onRetry={() => void list.refetch()} />
      ) : (
        <CandidatesView
          jobId={jobId}
          stageId={stage.id}
          view={view}
          rows={rows}
          filter={filter}
          selection={selection}
          selected={selected}
          scoring={scoring}
          onOpen={handleOpen}
        />
      )}
    </Stack>
  );
}
