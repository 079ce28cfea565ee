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

/**
 * The status line of one import row error (docs/product/candidates.md#messages): a candidate the e-mail check
 * or the database refused carries its names and reads 'Error importing {first} {last}: {message}'; a row that
 * could not be read or holds a value over its limit carries no names, and its message is the whole line
 * ('Line 4: unclosed quote; this row was not imported.'). Rows without a name are skipped, never errors, so
 * the two cannot be confused.
 */
export function importErrorLine(error: { first_name: string; last_name: string; message: string }): string {
  return error.first_name || error.last_name
    ? importRowErrorMessage(error.first_name, error.last_name, error.message)
    : error.message;
}

/**
 * The counts under an import's status lines (docs/product/candidates.md#messages): '{n} rows: {a} new,
 * {b} updated, {c} not imported, {d} without a name.' — n, the data rows read (blank lines aside), is
 * Y + d; c is Y - X.
 */
export function importSummaryMessage(result: {
  total: number;
  imported: number;
  created: number;
  updated: number;
  skipped: number;
}): string {
  const { total, imported, created, updated, skipped } = result;
  return `${total + skipped} rows: ${created} new, ${updated} updated, ${total - imported} not imported, ${skipped} without a name.`;
}

/** 'Done. Imported X of Y.' (docs/product/candidates.md#messages). */
export function importDoneMessage(imported: number, total: number): string {
  return `Done. Imported ${imported} of ${total}.`;
}

/** 'N candidate(s) selected' (docs/product/candidates.md#selection). */
export function selectedCountMessage(n: number): string {
  return `${n} candidate(s) selected`;
}
