import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { cvSorterKeys } from '#/features/cv-sorter/api/keys';
import { estimateRun } from '#/features/cv-sorter/api/run-search';
import { runBody, type SearchForm } from '#/features/cv-sorter/hooks/use-search-form';

/** The estimate waits for typing to pause this long before asking the server. */
export const ESTIMATE_DEBOUNCE_MS = 400;

/**
 * The cost estimate before a run (docs/product/cv-sorter.md#processing): asked of the server (the AI
 * layer's price table and the expected tokens) once the job is filled in and some candidate is unscored,
 * again when the job's text changes (after a pause in typing). Weights and batch settings do not change
 * what a run costs.
 */
export function useRunEstimate(p: { searchId: string | null; form: SearchForm; enabled: boolean }) {
  const [job] = useDebouncedValue(
    { jobTitle: p.form.jobTitle.trim(), jobDescription: p.form.jobDescription.trim() },
    ESTIMATE_DEBOUNCE_MS,
  );
  const ready = p.enabled && p.searchId !== null && job.jobTitle !== '' && job.jobDescription !== '';
  const body = runBody({ ...p.form, ...job });
  return useQuery({
    queryKey: cvSorterKeys.estimate(p.searchId ?? '', job),
    queryFn: ({ signal }) => estimateRun(p.searchId ?? '', body, signal),
    enabled: ready,
    staleTime: 60_000,
    retry: false,
  });
}
