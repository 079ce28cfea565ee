/*
 * The questions asked before the user's work could be lost (docs/product/jobs.md#unsaved-changes,
 * docs/product/jobs.md#ai-automation, docs/product/interview-process.md#ai-generated-process,
 * docs/product/companies.md#editing, docs/product/interview-process.md#stage-details,
 * docs/product/pipeline.md#scorecards). The web app shows them; the tests assert these exact words.
 */

/**
 * Leaving a page with unsaved edits (the job detail page and its interview-process canvas): asked for the
 * sidebar, a link, the browser's back button and Back to Jobs alike.
 */
export const unsavedChangesMessages = {
  title: 'Unsaved changes',
  question: 'You have unsaved changes. Save before leaving?',
  cancel: 'Cancel',
  discard: 'Leave without saving',
  save: 'Save and leave',
} as const;

/** Generate with AI on the Job Description tab, over a description that has content (saved or typed). */
export const replaceDescriptionMessages = {
  title: 'Replace the current description?',
  message:
    "Generate with AI rewrites the role mission and the lists from the job's details, keeping the good items of the current description, and saves the result on the job.",
  confirm: 'Replace',
} as const;

/** Generate with AI on the interview process, over a saved process or unsaved changes on the canvas. */
export const replaceProcessMessages = {
  title: 'Replace the current interview process?',
  message:
    'Generate with AI puts a new process from the job description on the canvas. It stays unsaved until you press Save Changes; Discard goes back to the saved process.',
  confirm: 'Replace',
} as const;

/** Closing the company modal (Escape, a click outside, its close button) after typing in it. */
export const discardCompanyChangesMessages = {
  title: 'Discard changes?',
  message: 'What you typed in this company has not been saved.',
  confirm: 'Discard',
} as const;

/** Closing the stage details modal (Escape, its close button) after typing in it. */
export const discardStageDetailsMessages = {
  title: 'Discard changes?',
  message: "What you typed in this step's details has not been saved.",
  confirm: 'Discard',
} as const;

/** Closing the scorecard modal (Escape, its close button, Close) after typing in it (docs/product/pipeline.md#scorecards). */
export const discardScorecardMessages = {
  title: 'Discard changes?',
  message: 'The scores and feedback you entered in this scorecard have not been saved.',
  confirm: 'Discard',
} as const;
