import type { JobCandidateTableView } from '@rw/core';
import { useMutation } from '@tanstack/react-query';
import { exportJobCandidatesCsv, saveDownload } from '#/features/candidates/api/export-candidates';
import type { PipelineSelection } from '#/features/candidates/pipeline/utils/pipeline-action';

type ExportRequest = { selection: PipelineSelection; stageId: string; view: JobCandidateTableView };

/**
 * 'Export CSV' of the selection bar (docs/product/pipeline.md#export): the selected candidates (with the stage
 * list they were picked in), or all matching, with the columns of the current view, saved under the name the
 * server gives the file.
 */
export function useCsvExport(jobId: string) {
  const run = useMutation({
    mutationFn: ({ selection, stageId, view }: ExportRequest) =>
      exportJobCandidatesCsv(jobId, {
        ...(selection.kind === 'ids'
          ? { candidate_ids: [...selection.ids], stage_id: stageId }
          : { all_matching: selection.filter }),
        view,
      }),
    onSuccess: ({ blob, filename }) => saveDownload(blob, filename),
  });
  return {
    exportCsv: (request: ExportRequest) => run.mutate(request),
    exporting: run.isPending,
    error: run.error,
  };
}
