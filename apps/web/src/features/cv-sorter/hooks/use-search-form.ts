import {
  BATCH_SIZE_DEFAULT,
  type CvSorterRunBody,
  type CvSorterSearch,
  type CvSorterWeights,
  cvSorterDefaultWeights,
  DELAY_MS_DEFAULT,
} from '@rw/core';
import { useEffect, useState } from 'react';

/** What the left column edits: the job, the criteria weights and 'Batch Settings'. */
export type SearchForm = {
  jobTitle: string;
  jobDescription: string;
  weights: CvSorterWeights;
  batchSize: number;
  delayMs: number;
};

export const emptySearchForm: SearchForm = {
  jobTitle: '',
  jobDescription: '',
  weights: cvSorterDefaultWeights,
  batchSize: BATCH_SIZE_DEFAULT,
  delayMs: DELAY_MS_DEFAULT,
};

/**
 * The form when a search is opened: its job, weights and settings as saved; a new upload (no job yet)
 * keeps what the user had typed, so a title typed before the file was picked is not lost.
 */
export function formForSearch(search: CvSorterSearch, typed: SearchForm): SearchForm {
  return {
    jobTitle: search.jobTitle || typed.jobTitle,
    jobDescription: search.jobDescription || typed.jobDescription,
    weights: search.weights,
    batchSize: search.batchSize,
    delayMs: search.delayMs,
  };
}

/** The body of …/run and …/estimate from the form (the job trimmed as the server trims it). */
export function runBody(form: SearchForm): CvSorterRunBody {
  return {
    jobTitle: form.jobTitle.trim(),
    jobDescription: form.jobDescription.trim(),
    weights: form.weights,
    batchSize: form.batchSize,
    delayMs: form.delayMs,
  };
}

/**
 * The left column's form (docs/product/cv-sorter.md#screen), filled from each search as it is opened.
 * @returns the form and `change(patch)`.
 */
export function useSearchForm(search: CvSorterSearch | undefined) {
  const [form, setForm] = useState<SearchForm>(emptySearchForm);
  const searchId = search?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when another search is opened.
  useEffect(() => {
    if (search) setForm((typed) => formForSearch(search, typed));
  }, [searchId]);
  return { form, change: (patch: Partial<SearchForm>) => setForm((f) => ({ ...f, ...patch })) };
}
