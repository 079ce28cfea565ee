import { type ReviewerDraft, reviewerMessages } from '@rw/core';

export type InputErrors = { jobDescription?: string; candidateCV?: string };

/**
 * The checks before the candidate modal opens (docs/product/reviewer.md#messages): the job description and
 * the CV are required, after trimming. @returns the message of each field that fails; empty when none.
 */
export function validateInputs(draft: ReviewerDraft): InputErrors {
  const errors: InputErrors = {};
  if (!draft.jobDescription.trim()) errors.jobDescription = reviewerMessages.jobDescriptionRequired;
  if (!draft.candidateCV.trim()) errors.candidateCV = reviewerMessages.cvRequired;
  return errors;
}
