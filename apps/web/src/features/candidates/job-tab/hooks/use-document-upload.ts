import {
  DOCUMENT_BATCH_MAX_FILES,
  type DocumentImport,
  documentImportMessages,
  isSettledFile,
} from '@rw/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { candidatesKeys } from '#/features/candidates/api/candidates';
import {
  confirmDocumentMatch,
  getDocumentImport,
  startDocumentImport,
  uploadDocumentFile,
} from '#/features/candidates/api/document-imports';
import { jobCandidatesKeys } from '#/features/candidates/api/job-candidates';
import type { StatusLine } from '#/features/candidates/job-tab/utils/upload-validation';
import { useEvent } from '#/lib/events/hooks/use-event';

/** How far each file's upload is, in percent, by file id (while the browser sends it). */
export type UploadPercents = Readonly<Record<string, number>>;

/** While a batch runs, it is also asked after this often, in case a live event was missed (ms). */
const POLL_MS = 3_000;

/**
 * 'Upload CV / LinkedIn' on a stage (docs/product/documents.md#upload-on-a-stage): checks the batch (at most
 * 50 files), starts it, uploads the files one after another with each one's progress, then follows the
 * server's `documents.import` events (and asks every 3 s while it runs) for each file's outcome, refreshing
 * the job's lists as candidates arrive. `confirm` answers a name + phone match.
 */
export function useDocumentUpload({ jobId, stageId }: { jobId: string; stageId: string }) {
  const queryClient = useQueryClient();
  const [batch, setBatch] = useState<DocumentImport | null>(null);
  const [percents, setPercents] = useState<UploadPercents>({});
  const [message, setMessage] = useState<StatusLine | null>(null);
  const [uploading, setUploading] = useState(false);
  const importId = useRef<string | null>(null);
  const imported = useRef(0);

  const accept = useCallback(
    (next: DocumentImport) => {
      if (next.import_id !== importId.current) return;
      // An answer asked for before a newer event arrived must not undo it.
      setBatch((current) =>
        current && current.import_id === next.import_id && current.updated_at > next.updated_at
          ? current
          : next,
      );
      if (next.imported !== imported.current) {
        imported.current = next.imported;
        void queryClient.invalidateQueries({ queryKey: jobCandidatesKeys.lists(jobId) });
        void queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
      }
    },
    [jobId, queryClient],
  );

  useEvent('documents.import', accept);

  const running = batch?.status === 'running' && !uploading;
  useEffect(() => {
    if (!running || !batch) return;
    const timer = setInterval(() => {
      getDocumentImport(batch.import_id).then(accept, () => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, batch, accept]);

  const upload = useCallback(
    async (files: readonly File[]) => {
      setMessage(null);
      if (files.length === 0) {
        setMessage({ text: documentImportMessages.noFiles, tone: 'error' });
        return;
      }
      if (files.length > DOCUMENT_BATCH_MAX_FILES) {
        setMessage({ text: documentImportMessages.tooManyFiles(DOCUMENT_BATCH_MAX_FILES), tone: 'error' });
        return;
      }
      setUploading(true);
      setPercents({});
      try {
        const started = await startDocumentImport(jobId, stageId, files);
        importId.current = started.import_id;
        imported.current = 0;
        setBatch(started);
        for (const [i, file] of files.entries()) {
          const row = started.files[i];
          if (row?.status !== 'waiting') continue;
          setPercents((p) => ({ ...p, [row.id]: 0 }));
          try {
            await uploadDocumentFile({
              importId: started.import_id,
              fileId: row.id,
              file,
              fileName: file.name,
              onUploadProgress: ({ loaded, total }) =>
                setPercents((p) => ({ ...p, [row.id]: total ? Math.round((loaded / total) * 100) : 0 })),
            });
          } catch (error) {
            setMessage({
              text: `${file.name}: ${error instanceof Error ? error.message : String(error)}`,
              tone: 'error',
            });
          } finally {
            setPercents(({ [row.id]: _done, ...rest }) => rest);
          }
        }
        accept(await getDocumentImport(started.import_id));
      } catch (error) {
        setMessage({ text: error instanceof Error ? error.message : String(error), tone: 'error' });
      } finally {
        setUploading(false);
      }
    },
    [jobId, stageId, accept],
  );

  const confirm = useCallback(
    async (fileId: string, samePerson: boolean) => {
      if (!batch) return;
      try {
        accept(await confirmDocumentMatch(batch.import_id, fileId, samePerson));
      } catch (error) {
        setMessage({ text: error instanceof Error ? error.message : String(error), tone: 'error' });
      }
    },
    [batch, accept],
  );

  const clear = useCallback(() => {
    importId.current = null;
    setBatch(null);
    setMessage(null);
  }, []);

  const reading = batch ? batch.files.some((f) => !isSettledFile(f.status)) : false;
  return { batch, percents, message, busy: uploading || reading, upload, confirm, clear };
}
