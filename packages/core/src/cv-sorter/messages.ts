import { CV_SORTER_MAX_ATTEMPTS, CV_SORTER_MAX_CANDIDATES, JOB_DESCRIPTION_MAX } from './constants.js';

/* The CV Sorter's user-visible messages, verbatim (docs/product/cv-sorter.md#messages). */

/** User-visible messages of the CV Sorter (docs/product/cv-sorter.md#messages), verbatim. */
export const cvSorterMessages = {
  nameRequired: 'Please enter a name for this search.',
  emailUnavailable: 'User email not available. Please log in again.',
  processingFailed: 'Processing failed. Please try again.',
  noScoringData: 'No AI scoring data available for this candidate.',
  /** The results' note on the companyPrestige criterion. */
  pedigreeNote:
    "Company prestige is a pedigree signal: it rewards where someone worked, not what they did there. Give it a lower weight, or none, when the role doesn't call for it.",
  welcomeTitle: 'Sort a candidate list with AI',
  welcome:
    'Upload a CSV of candidates, describe the job, and each candidate is scored on company relevancy, company prestige, role relevancy and seniority match. Then keep or eliminate them.',
  csvOnly: 'Please select a CSV file.',
  noFile: 'No file selected.',
  noCandidates: 'No candidates found in this file.',
  tooManyCandidates: `This file has more than ${CV_SORTER_MAX_CANDIDATES.toLocaleString('en-US')} candidates. Split it into smaller files.`,
  jobTitleRequired: 'Please enter a job title.',
  jobDescriptionRequired: 'Please enter a job description.',
  jobDescriptionTooLong: `The job description is too long (${JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters at most).`,
  weightsAllZero: 'Give at least one criterion a weight above 0.',
  alreadyProcessing: 'This search is already being processed.',
  noFailedCandidates: 'No failed candidates to retry.',
  nothingToScore: 'Every candidate of this search is already scored.',
  nothingToUndo: 'Nothing to undo.',
  noCandidatesToSave: 'Upload candidates before saving a search.',
  searchNotFound: 'Search not found',
  candidateNotFound: 'Candidate not found',
  companyNotFound: 'Company not found',
  jobNotFound: 'Job not found',
  noneToAdd: 'No candidates to add: mark some as Possible or select them first.',
  datasetInvalid: 'The file must be a JSON array of {"name", "description"} objects.',
  saved: 'Search saved',
  deleted: 'Search deleted',
  retryFailed: 'Retry failed',
  processAndScore: 'Process & Score',
  saveSearch: 'Save Search',
  batchSettings: 'Batch Settings',
  keepCandidate: 'Keep Candidate',
  eliminateCandidate: 'Eliminate Candidate',
  eliminateByScore: 'Eliminate by Score',
  scoreThreshold: 'Score Threshold',
  searchName: 'Search Name',
  jobTitleLabel: 'Job Title *',
  jobDescriptionLabel: 'Job Description *',
  addToJob: 'Add to job',
  exportCsv: 'Export CSV',
  undo: 'Undo',
} as const;

/** 'Processing complete! X successful, Y failed': the end of a run. */
export function processingCompleteMessage(successful: number, failed: number): string {
  return `Processing complete! ${successful} successful, ${failed} failed`;
}

/** 'Processing failed after 3 attempts: {message}': a candidate whose every attempt failed (no score). */
export function processingFailedAfterAttemptsMessage(message: string): string {
  return `Processing failed after ${CV_SORTER_MAX_ATTEMPTS} attempts: ${message}`;
}

/**
 * The progress panel's message while a run goes on: company descriptions first, then scoring
 * ('Describing companies: 3 of 12', 'Scoring candidates: 40 of 200'); 'Queued' before a worker picks it up.
 */
export function cvSorterProgressMessage(p: {
  status: 'draft' | 'queued' | 'running' | 'completed' | 'failed';
  phase: 'companies' | 'scoring' | null;
  done: number;
  total: number;
  scored: number;
  failed: number;
}): string {
  if (p.status === 'queued') return 'Queued';
  if (p.status === 'completed') return processingCompleteMessage(p.scored, p.failed);
  if (p.status === 'failed') return cvSorterMessages.processingFailed;
  if (p.phase === 'companies') return `Describing companies: ${p.done} of ${p.total}`;
  return `Scoring candidates: ${p.done} of ${p.total}`;
}

/** 'Eliminated N candidates scoring below T': the outcome line of 'Eliminate by Score'. */
export function eliminatedByScoreMessage(count: number, threshold: number): string {
  return `Eliminated ${count} candidate${count === 1 ? '' : 's'} scoring below ${threshold}`;
}

/** 'Added N candidates to {job}' ('(M already there)' when some were). */
export function addedToJobMessage(added: number, jobTitle: string, already = 0): string {
  const base = `Added ${added} candidate${added === 1 ? '' : 's'} to ${jobTitle}`;
  return already > 0 ? `${base} (${already} already there)` : base;
}

/** 'Scored with prompt {version}': which scoring prompt scored the results. */
export function scoredWithPromptMessage(version: string): string {
  return `Scored with prompt ${version}`;
}
