import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { candidatesKeys } from '#/features/candidates/api/candidates';
import { uploadCandidateCv } from '#/features/candidates/api/document-imports';

/** Where the page's CV upload is: idle, sending (percent), or read by the server. */
export type CvUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; percent: number }
  | { phase: 'reading'; fileName: string };

/**
 * The candidate page's 'Upload CV' / 'Replace CV' (docs/product/documents.md#the-candidate-page): sends the
 * file with its progress, waits while the server reads it, then shows the status line (or the refusal) and
 * reloads the candidate.
 */
export function useCandidateCvUpload(candidateId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CvUploadState>({ phase: 'idle' });
  const [result, setResult] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);

  const upload = useCallback(
    async (file: File | null | undefined) => {
      if (!file) return;
      setResult(null);
      setState({ phase: 'uploading', fileName: file.name, percent: 0 });
      try {
        const out = await uploadCandidateCv({
          candidateId,
          file,
          fileName: file.name,
          onUploadProgress: ({ loaded, total }) => {
            const percent = total ? Math.round((loaded / total) * 100) : 0;
            setState(
              percent >= 100
                ? { phase: 'reading', fileName: file.name }
                : { phase: 'uploading', fileName: file.name, percent },
            );
          },
        });
        setResult({ text: out.message, tone: 'success' });
        await queryClient.invalidateQueries({ queryKey: candidatesKeys.detail(candidateId) });
      } catch (error) {
        setResult({ text: error instanceof Error ? error.message : String(error), tone: 'error' });
      } finally {
        setState({ phase: 'idle' });
      }
    },
    [candidateId, queryClient],
  );

  return { state, result, busy: state.phase !== 'idle', upload };
}
