import { Stack } from '@mantine/core';
import {
  defaultWorkflow,
  GLANCE_STAGE_ID,
  type JobCandidateRow,
  type JobCandidateView,
  pipelineStagesOf,
  type RecordStatusFilter,
} from '@rw/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { boardCandidatesQueryOptions } from '#/features/candidates/api/board-candidates';
import { useJobCandidates } from '#/features/candidates/api/job-candidates';
import { BulkActionsBar } from '#/features/candidates/job-tab/components/bulk-actions-bar';
import { CandidatesToolbar } from '#/features/candidates/job-tab/components/candidates-toolbar';
import { CandidatesView } from '#/features/candidates/job-tab/components/candidates-view';
import { DocumentDropZone } from '#/features/candidates/job-tab/components/document-drop-zone';
import { DocumentUploadStatus } from '#/features/candidates/job-tab/components/document-upload-status';
import { ListSummary } from '#/features/candidates/job-tab/components/list-summary';
import { RowActionsMenu } from '#/features/candidates/job-tab/components/row-actions-menu';
import { ScoringStatus } from '#/features/candidates/job-tab/components/score-view';
import {
  CandidatesLoadError,
  CandidatesTableSkeleton,
} from '#/features/candidates/job-tab/components/table-states';
import { UploadControl } from '#/features/candidates/job-tab/components/upload-control';
import { ImportProgress, UploadStatus } from '#/features/candidates/job-tab/components/upload-status';
import { useBulkSelection } from '#/features/candidates/job-tab/hooks/use-bulk-selection';
import { useCandidateImport } from '#/features/candidates/job-tab/hooks/use-candidate-import';
import { useCandidateScoring } from '#/features/candidates/job-tab/hooks/use-candidate-scoring';
import { useDocumentUpload } from '#/features/candidates/job-tab/hooks/use-document-upload';
import { useLiveCandidates } from '#/features/candidates/job-tab/hooks/use-live-candidates';
import {
  candidateName,
  noScoreFilter,
  type ScoreFilter,
} from '#/features/candidates/job-tab/utils/candidate-rows';
import { stageOptionsFromWorkflow } from '#/features/candidates/job-tab/utils/stage-options';
import { PipelineActionHost } from '#/features/candidates/pipeline/components/pipeline-action-host';
import { usePipelineActions } from '#/features/candidates/pipeline/hooks/use-pipeline-actions';
import {
  ScorecardModal,
  type ScorecardTarget,
} from '#/features/candidates/scorecards/components/scorecard-modal';
import { scorecardTargetOf } from '#/features/candidates/scorecards/utils/scorecard-target';
import { useJobWorkflow } from '#/features/interview-process';

const noRows: readonly JobCandidateRow[] = [];
/** The board and its drag and drop load when it is first shown. */
const CandidatesBoard = lazy(() =>
  import('#/features/candidates/job-tab/board/components/candidates-board').then((m) => ({
    default: m.CandidatesBoard,
  })),
);

export type JobCandidatesPanelProps = {
  jobId: string;
  /** False until the job itself has loaded: the upload then says 'Job not loaded yet...'. */
  jobLoaded?: boolean;
  /** Opens /candidates/{candidateId}?job={jobId}. */
  onOpenCandidate: (candidateId: string) => void;
};

/**
 * The Candidates tab of a job (docs/product/candidates.md#candidates-tab): stage, status, view and score
 * filter, CSV import on Glance, the selection bar with the bulk actions, and the Process, Other Jobs or Score
 * tables of the selected stage with each row's action menu (docs/product/pipeline.md#list-actions), whose
 * 'Scorecard' opens the record's scorecards (docs/product/pipeline.md#scorecards); or the Board of every
 * stage (docs/product/pipeline.md#board). Until the workflow loads (or if it fails) the stages are the
 * default fixed ones.
 */
export function JobCandidatesPanel({ jobId, jobLoaded = true, onOpenCandidate }: JobCandidatesPanelProps) {
  const workflow = useJobWorkflow(jobId);
  const stages = useMemo(
    () => stageOptionsFromWorkflow(workflow.data?.workflow ?? defaultWorkflow()),
    [workflow.data],
  );
  const moveTargets = useMemo(
    () => pipelineStagesOf(workflow.data?.workflow ?? defaultWorkflow()),
    [workflow.data],
  );
  const [stageId, setStageId] = useState(GLANCE_STAGE_ID);
  const stage = stages.find((s) => s.id === stageId) ?? stages[0]!;
  const [status, setStatus] = useState<RecordStatusFilter>('active');
  const [view, setView] = useState<JobCandidateView>('process');
  const [filter, setFilter] = useState<ScoreFilter>(noScoreFilter);
  const [scorecard, setScorecard] = useState<ScorecardTarget | null>(null);
  const board = view === 'board';
  // The board shows every stage; its upload goes to Glance, the only stage a CSV enters.
  const uploadStageId = board ? GLANCE_STAGE_ID : stage.id;
  const queryClient = useQueryClient();

  const list = useJobCandidates(jobId, stage.id, status);
  const rows = list.data?.rows ?? noRows;
  const total = list.data?.total ?? 0;
  const bulk = useBulkSelection({ rows, total, stageId: stage.id, status, filter });
  const importer = useCandidateImport({ jobId, stageId: uploadStageId, jobLoaded });
  const documents = useDocumentUpload({ jobId, stageId: uploadStageId });
  const glance = uploadStageId === GLANCE_STAGE_ID;
  const scoring = useCandidateScoring({ jobId, stageId: stage.id });
  const actions = usePipelineActions(jobId, bulk.clear);
  useLiveCandidates(jobId);

  const handleStageChange = (id: string) => {
    setStageId(id);
    bulk.clear();
    if (!importer.busy) importer.clearStatus();
    if (!documents.busy) documents.clear();
  };
  const handleStatusChange = (next: RecordStatusFilter) => {
    setStatus(next);
    bulk.clear();
  };
  const handleFilterChange = (next: ScoreFilter) => {
    setFilter(next);
    // 'Select all N matching' was for the old filter; the rows picked one by one stay.
    if (bulk.allMatching) bulk.clear();
  };
  const handleViewChange = (next: JobCandidateView) => {
    // The board's list request starts with its code's download, not after it.
    if (next === 'board') void queryClient.prefetchQuery(boardCandidatesQueryOptions(jobId));
    setView(next);
  };
  const handleOpen = (row: JobCandidateRow) => onOpenCandidate(row.candidate.id);
  const rowActions = (row: JobCandidateRow, tabbable: boolean) => (
    <RowActionsMenu
      row={row}
      stages={moveTargets}
      tabbable={tabbable}
      onAction={(action, r) => actions.request(action, { kind: 'ids', ids: [r.candidate.id] })}
      onScorecard={(r) => setScorecard(scorecardTargetOf(r.record, candidateName(r)))}
    />
  );

  return (
    <Stack gap="md">
      <CandidatesToolbar
        stages={stages}
        stage={board ? null : stage}
        onStageChange={handleStageChange}
        recordStatus={status}
        onRecordStatusChange={handleStatusChange}
        view={view}
        onViewChange={handleViewChange}
        filter={filter}
        onFilterChange={handleFilterChange}
        upload={
          <UploadControl
            stageId={uploadStageId}
            busy={glance ? importer.busy : documents.busy}
            onRequest={importer.request}
            onFiles={(files) =>
              glance ? void importer.upload(files[0] ?? null) : void documents.upload(files)
            }
          />
        }
        status={
          glance ? (
            <>
              <ImportProgress phase={importer.phase} />
              <UploadStatus status={importer.status} />
            </>
          ) : (
            <>
              <DocumentDropZone disabled={documents.busy} onFiles={(files) => void documents.upload(files)} />
              <UploadStatus status={importer.status} />
              <DocumentUploadStatus
                batch={documents.batch}
                percents={documents.percents}
                message={documents.message}
                onConfirm={(fileId, same) => void documents.confirm(fileId, same)}
              />
            </>
          )
        }
      />
      {board ? (
        <Suspense fallback={<CandidatesTableSkeleton />}>
          <CandidatesBoard
            jobId={jobId}
            workflow={workflow.data?.workflow ?? defaultWorkflow()}
            filter={filter}
            onOpenCandidate={onOpenCandidate}
          />
        </Suspense>
      ) : (
        <>
          <BulkActionsBar
            jobId={jobId}
            stageId={stage.id}
            status={status}
            view={view}
            bulk={bulk}
            stages={moveTargets}
            actions={actions}
            scoring={scoring}
          />
          {view !== 'score' && <ScoringStatus scoring={scoring} />}
          {list.data && (
            <ListSummary
              total={list.data.total}
              shown={list.data.rows.length}
              stageTitle={stage.title}
              status={status}
              updating={list.isFetching}
            />
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
              status={status}
              rows={rows}
              filter={filter}
              selection={bulk.rows}
              selected={bulk.selected}
              scoring={scoring}
              onOpen={handleOpen}
              rowActions={rowActions}
            />
          )}
        </>
      )}
      <PipelineActionHost actions={actions} jobId={jobId} />
      <ScorecardModal target={scorecard} onClose={() => setScorecard(null)} />
    </Stack>
  );
}
