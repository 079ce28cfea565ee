import type { CandidateImportResult } from '@rw/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { candidatesKeys } from '#/features/candidates/api/candidates';
import { importCandidates } from '#/features/candidates/api/import-candidates';
import { getImportStatus } from '#/features/candidates/api/import-status';
import { jobCandidatesKeys } from '#/features/candidates/api/job-candidates';
import {
  followImport,
  importEndLine,
  uploadBrokeOff,
} from '#/features/candidates/job-tab/utils/follow-import';
import type { ImportPhase } from '#/features/candidates/job-tab/utils/import-status';
import {
  checkSelectedFile,
  checkUploadRequest,
  type StatusLine,
} from '#/features/candidates/job-tab/utils/upload-validation';
import { newClientId } from '#/features/candidates/utils/client-id';
import { useEvent } from '#/lib/events/hooks/use-event';

/** The upload control's outcome line(s): a single message, or a finished import's result. */
export type ImportStatus =
  | { kind: 'message'; line: StatusLine }
  | { kind: 'result'; result: CandidateImportResult }
  | null;

type Options = { jobId: string; stageId: string; jobLoaded: boolean };

/**
 * The Candidates tab's CSV import (docs/product/candidates.md#import, docs/product/candidates.md#messages):
 * checks the stage and the chosen file, uploads it with the browser's progress, follows the server's
 * `import.progress` events for this import, then shows the result lines and refreshes the job's candidate
 * lists (and the candidates database). When the upload breaks off without an answer (the server stopped), it
 * asks after the import's record until it ends and shows its line ('The import was interrupted: …',
 * docs/product/candidates.md#interrupted-runs).
 * `request()` is the button: it returns true when the file dialog should open. An import carries on (and
 * still refreshes the lists) when the tab unmounts.
 */
export function useCandidateImport({ jobId, stageId, jobLoaded }: Options) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<ImportPhase>({ phase: 'idle' });
  const [status, setStatus] = useState<ImportStatus>(null);
  const importId = useRef<string | null>(null);

  useEvent('import.progress', (server) => {
    if (server.import_id !== importId.current) return;
    setPhase((p) => (p.phase === 'idle' ? p : { ...p, server }));
  });

  const request = useCallback((): boolean => {
    const check = checkUploadRequest({ stageId, jobLoaded });
    if (check === 'open') return true;
    setStatus({ kind: 'message', line: check });
    return false;
  }, [stageId, jobLoaded]);

  const upload = useCallback(
    async (file: File | null | undefined) => {
      const problem = checkSelectedFile(file);
      if (problem) {
        setStatus({ kind: 'message', line: problem });
        return;
      }
      if (!file) return;
      const id = newClientId();
      importId.current = id;
      setStatus(null);
      setPhase({ phase: 'uploading', fileName: file.name, loaded: 0, total: file.size, server: null });
      try {
        const result = await importCandidates({
          jobId,
          stageId,
          file,
          fileName: file.name,
          importId: id,
          onUploadProgress: ({ loaded, total }) =>
            setPhase((p) => (p.phase === 'uploading' ? { ...p, loaded, total: total ?? p.total } : p)),
          onUploaded: () =>
            setPhase((p) =>
              p.phase === 'uploading' ? { phase: 'importing', fileName: p.fileName, server: p.server } : p,
            ),
        });
        setStatus({ kind: 'result', result });
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        // The connection broke off (the server may have stopped): the import's record tells how it ended.
        const ended = uploadBrokeOff(error) ? await followImport(() => getImportStatus(jobId, id)) : null;
        setStatus({ kind: 'message', line: ended ? importEndLine(ended, text) : { text, tone: 'error' } });
      } finally {
        importId.current = null;
        setPhase({ phase: 'idle' });
        void queryClient.invalidateQueries({ queryKey: jobCandidatesKeys.lists(jobId) });
        void queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
      }
    },
    [jobId, stageId, queryClient],
  );

  const clearStatus = useCallback(() => setStatus(null), []);

  return { phase, status, busy: phase.phase !== 'idle', request, upload, clearStatus };
}
