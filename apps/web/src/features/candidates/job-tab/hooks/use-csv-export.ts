import type { JobCandidateView } from '@rw/core';
import { useMutation } from '@tanstack/react-query';
import { exportJobCandidatesCsv } from '#/features/candidates/api/export-candidates';
import type { PipelineSelection } from '#/features/candidates/pipeline/utils/pipeline-action';

/** Hands a file to the browser's download, as a link to the blob would. */
function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * 'Export CSV' of the selection bar (docs/product/pipeline.md#list-actions): the selected candidates, or all
 * matching, with the columns of the current view, downloaded as the server names the file.
 */
export function useCsvExport(jobId: string) {
  const run = useMutation({
    mutationFn: ({ selection, view }: { selection: PipelineSelection; view: JobCandidateView }) =>
      exportJobCandidatesCsv(jobId, {
        ...(selection.kind === 'ids'
          ? { candidate_ids: [...selection.ids] }
          : { all_matching: selection.filter }),
        view,
      }),
    onSuccess: ({ blob, filename }) => download(blob, filename),
  });
  return {
    exportCsv: (selection: PipelineSelection, view: JobCandidateView) => run.mutate({ selection, view }),
    exporting: run.isPending,
    error: run.error,
  };
}
