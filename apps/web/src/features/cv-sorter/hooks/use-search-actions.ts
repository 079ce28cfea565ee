import type {
  CvSorterCategory,
  CvSorterSearch,
  CvSorterSearchResponse,
  CvSorterTriageResponse,
  CvSorterUploadResponse,
} from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cvSorterKeys } from '#/features/cv-sorter/api/keys';
import { retryFailed, startRun } from '#/features/cv-sorter/api/run-search';
import { deleteSearch, saveSearch } from '#/features/cv-sorter/api/save-search';
import { eliminateByScore, moveCandidates, undoTriage } from '#/features/cv-sorter/api/triage';
import { uploadSearch } from '#/features/cv-sorter/api/upload-search';
import { runBody, type SearchForm } from '#/features/cv-sorter/hooks/use-search-form';
import { applyTriage } from '#/features/cv-sorter/utils/search-cache';
import type { UploadProgress } from '#/lib/api-client';

export type TriageRequest =
  | { kind: 'move'; candidateIds: readonly string[]; category: CvSorterCategory }
  | { kind: 'eliminateByScore'; threshold: number }
  | { kind: 'undo' };

/**
 * The open search's actions (docs/product/cv-sorter.md): upload, Process & Score, Retry failed, Save Search,
 * delete, and triage (move, Eliminate by Score, Undo). Each keeps the cached search in step with the
 * server's answer, so the page never waits for a reload to show what changed.
 */
export function useSearchActions(searchId: string | null) {
  const queryClient = useQueryClient();
  const setSearch = (search: CvSorterSearch) =>
    queryClient.setQueryData<CvSorterSearchResponse>(cvSorterKeys.search(search.id), (d) =>
      d ? { ...d, search } : d,
    );
  const refreshList = () => queryClient.invalidateQueries({ queryKey: cvSorterKeys.list() });

  const upload = useMutation({
    mutationFn: (p: { file: File; onUploadProgress?: (p: UploadProgress) => void }) =>
      uploadSearch({ file: p.file, fileName: p.file.name, onUploadProgress: p.onUploadProgress }),
    onSuccess: (answer: CvSorterUploadResponse) => {
      queryClient.setQueryData<CvSorterSearchResponse>(cvSorterKeys.search(answer.search.id), {
        search: answer.search,
        candidates: answer.candidates,
        preview: answer.preview,
      });
      void refreshList();
    },
  });

  const run = useMutation({
    mutationFn: (form: SearchForm) => startRun(requireId(searchId), runBody(form)),
    onSuccess: setSearch,
  });

  const retry = useMutation({
    mutationFn: () => retryFailed(requireId(searchId)),
    onSuccess: setSearch,
  });

  const save = useMutation({
    mutationFn: (p: { name: string; form: SearchForm }) =>
      saveSearch(requireId(searchId), {
        name: p.name.trim(),
        jobTitle: p.form.jobTitle.trim(),
        jobDescription: p.form.jobDescription.trim(),
      }),
    onSuccess: (search) => {
      setSearch(search);
      void refreshList();
    },
  });

  const remove = useMutation({
    mutationFn: deleteSearch,
    onSuccess: (_v, id) => {
      queryClient.removeQueries({ queryKey: cvSorterKeys.search(id) });
      void refreshList();
    },
  });

  const triage = useMutation({
    mutationFn: (request: TriageRequest): Promise<CvSorterTriageResponse> => {
      const id = requireId(searchId);
      if (request.kind === 'move') return moveCandidates(id, request.candidateIds, request.category);
      if (request.kind === 'eliminateByScore') return eliminateByScore(id, request.threshold);
      return undoTriage(id);
    },
    onSuccess: (answer) => {
      if (!searchId) return;
      queryClient.setQueryData<CvSorterSearchResponse>(cvSorterKeys.search(searchId), (d) =>
        d ? applyTriage(d, answer) : d,
      );
      void refreshList();
    },
  });

  return { upload, run, retry, save, remove, triage };
}

function requireId(id: string | null): string {
  if (!id) throw new Error('No search is open');
  return id;
}
