/* The candidates feature's user-visible messages, verbatim (docs/product/candidates.md#messages). */

/** User-visible messages (docs/product/candidates.md#messages), verbatim. */
export const candidateMessages = {
  csvEmpty: 'CSV appears empty',
  noNameColumns: 'Could not find First Name/Last Name columns in header.',
  noRows: 'No candidate rows detected',
  glanceNeedsCsv: 'Please select a CSV file for the Glance stage.',
  uploadComingSoon: 'CV/LinkedIn upload functionality coming soon...',
  noFile: 'No file selected.',
  jobNotLoaded: 'Job not loaded yet. Please wait and try again.',
  invalidEmail: 'Invalid email format',
  failedToLoadCandidates: 'Failed to load candidates',
  failedToLoadCandidate: 'Failed to load candidate data',
  candidateNotFound: 'Candidate not found',
  scoringFailed: 'Error sending candidates for AI scoring',
  // Job tab
  noCandidatesInJob: 'No candidates yet.',
  noCandidatesMatchFilter: 'No candidates match the current filter.',
  noScoredCandidates: 'No scored candidates yet...',
  allScored: 'All candidates have been scored!',
  bulkActionsComingSoon: 'Bulk Actions (Coming Soon)',
  clearSelection: 'Clear selection',
  // Candidates list
  listTitle: 'Candidates',
  searchPlaceholder: 'Search by name, email, title, company, or location...',
  noCandidatesYet: 'No candidates yet',
  noSearchMatches: 'No candidates match your search',
  errorLoadingCandidates: 'Error Loading Candidates',
  domainAccessTitle: 'Domain-Based Access',
  // Candidate page
  loadingCandidate: 'Loading candidate...',
  noCv: 'No CV uploaded yet',
  noCvHint: 'CV will appear here once uploaded',
  noLinkedin: 'No LinkedIn data available',
  noApplications: 'No job applications found',
  noStageRecords: 'No stage records found for this job',
  notProvided: 'Not provided',
  comingSoon: 'Coming soon',
  noRecentActivity: 'No recent activity',
  unassigned: 'unassigned',
  primaryThisJob: 'Primary: This Job',
  primaryOtherJob: 'Primary: Other Job',
} as const;

/** 'Error importing {first} {last}: {message}' (docs/product/candidates.md#messages). */
export function importRowErrorMessage(first: string, last: string, message: string): string {
  return `Error importing ${first} ${last}: ${message}`;
}

/** 'Done. Imported X of Y.' (docs/product/candidates.md#messages). */
export function importDoneMessage(imported: number, total: number): string {
  return `Done. Imported ${imported} of ${total}.`;
}

/** 'N candidate(s) selected' (docs/product/candidates.md#selection). */
export function selectedCountMessage(n: number): string {
  return `${n} candidate(s) selected`;
}
