import { emptyReviewerDraft, REVIEWER_DRAFT_KEY, type ReviewerDraft, reviewerDraft } from '@rw/core';
import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '#/lib/storage';

function readDraft(): ReviewerDraft {
  const raw = readStorage(REVIEWER_DRAFT_KEY);
  if (!raw) return emptyReviewerDraft;
  try {
    return reviewerDraft.parse(JSON.parse(raw));
  } catch {
    return emptyReviewerDraft;
  }
}

/**
 * The Reviewer's four inputs, kept in the browser under `reviewer-data` as the user types
 * (docs/product/reviewer.md#inputs): job description, recruiter commentary, candidate CV, interview
 * transcript. @returns the draft and `change(field, value)`.
 */
export function useReviewerDraft() {
  const [draft, setDraft] = useState<ReviewerDraft>(readDraft);
  const change = useCallback((field: keyof ReviewerDraft, value: string) => {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      writeStorage(REVIEWER_DRAFT_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return { draft, change };
}
