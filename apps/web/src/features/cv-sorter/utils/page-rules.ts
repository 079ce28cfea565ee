import {
  type CvSorterCandidate,
  type CvSorterCategory,
  type CvSorterSearch,
  type CvSorterWeights,
  cvSorterCriteria,
  cvSorterMessages,
  cvSorterScoreBand,
  ELIMINATE_THRESHOLD_MAX,
  ELIMINATE_THRESHOLD_MIN,
  processingCompleteMessage,
  SEARCH_NAME_MAX,
} from '@rw/core';

/*
 * The CV Sorter page's rules (docs/product/cv-sorter.md#screen): what is enabled when, what the right area
 * shows, the modals' checks, the score colours and the results' order. Pure, so each is tested alone.
 */

/** True while a run is queued or going on: Process & Score, triage by score and Retry failed wait. */
export function isProcessing(status: CvSorterSearch['status'] | null | undefined): boolean {
  return status === 'queued' || status === 'running';
}

/**
 * 'Process & Score' is enabled only with a non-empty title and description (trimmed), at least one
 * candidate, the user's e-mail known, and no run going on (docs/product/cv-sorter.md#screen).
 */
export function canProcess(p: {
  jobTitle: string;
  jobDescription: string;
  candidateCount: number;
  processing: boolean;
  emailAvailable: boolean;
}): boolean {
  return (
    p.emailAvailable &&
    !p.processing &&
    p.candidateCount > 0 &&
    p.jobTitle.trim().length > 0 &&
    p.jobDescription.trim().length > 0
  );
}

/** 'Save Search' needs candidates (and a known user). */
export function canSave(p: { candidateCount: number; emailAvailable: boolean }): boolean {
  return p.emailAvailable && p.candidateCount > 0;
}

/** What browsers type a .csv file as besides text/csv (Excel's type on Windows), as the server accepts. */
const csvLikeTypes = new Set(['application/csv', 'application/vnd.ms-excel']);

/**
 * The file check before an upload, the server's own (docs/product/cv-sorter.md#screen): none → 'No file
 * selected.'; a type other than `text/csv` → 'Please select a CSV file.', except a `.csv` file a browser types
 * as Excel's (Windows) or `application/csv`. null when it may be sent.
 */
export function csvFileError(file: { name: string; type: string } | null | undefined): string | null {
  if (!file) return cvSorterMessages.noFile;
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv') return null;
  if (csvLikeTypes.has(type) && /\.csv$/i.test(file.name.trim())) return null;
  return cvSorterMessages.csvOnly;
}

/** The 'Search Name' check: empty (after trimming) → 'Please enter a name for this search.'. */
export function searchNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return cvSorterMessages.nameRequired;
  if (trimmed.length > SEARCH_NAME_MAX) return `Use at most ${SEARCH_NAME_MAX} characters.`;
  return null;
}

/** The words under 'Score Threshold' when it is not a number from 0 to 10. */
export const thresholdRangeMessage = `Enter a score from ${ELIMINATE_THRESHOLD_MIN} to ${ELIMINATE_THRESHOLD_MAX}.`;

/** The 'Score Threshold' check: a number from 0 to 10. */
export function thresholdError(value: number | string): string | null {
  const n = typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
  if (!Number.isFinite(n) || n < ELIMINATE_THRESHOLD_MIN || n > ELIMINATE_THRESHOLD_MAX) {
    return thresholdRangeMessage;
  }
  return null;
}

/** The weights' check: at least one above 0 ('Give at least one criterion a weight above 0.'). */
export function weightsError(weights: CvSorterWeights): string | null {
  return cvSorterCriteria.some((k) => weights[k] > 0) ? null : cvSorterMessages.weightsAllZero;
}

/** True when every weight is the same: the final score is then the plain mean. */
export function weightsEqual(weights: CvSorterWeights): boolean {
  const first = weights[cvSorterCriteria[0]];
  return cvSorterCriteria.every((k) => weights[k] === first);
}

/** The Mantine colour of a final score's band: >= 8 green, 6 to < 8 yellow, < 6 red. */
export function scoreColor(score: number): 'green' | 'yellow' | 'red' {
  return cvSorterScoreBand(score);
}

/** What the right-hand area shows: the welcome panel with no list, else the list (with progress on top). */
export type RightPanel = 'welcome' | 'loading' | 'error' | 'results';

export function rightPanel(p: { searchId: string | null; loading: boolean; failed: boolean }): RightPanel {
  if (!p.searchId) return p.loading ? 'loading' : 'welcome';
  if (p.failed) return 'error';
  return p.loading ? 'loading' : 'results';
}

/**
 * The line after a run (docs/product/cv-sorter.md#processing): 'Processing complete! X successful, Y failed'
 * or 'Processing failed. Please try again.'; null before a run and while it goes on.
 */
export function runOutcome(
  search: Pick<CvSorterSearch, 'status' | 'scored' | 'failed'>,
): { tone: 'success' | 'error'; text: string } | null {
  if (search.status === 'completed') {
    return {
      tone: search.failed > 0 ? 'error' : 'success',
      text: processingCompleteMessage(search.scored, search.failed),
    };
  }
  if (search.status === 'failed') return { tone: 'error', text: cvSorterMessages.processingFailed };
  return null;
}

/** The triage buttons a row of a tab shows: tick and cross only on Not Sorted, 'move back' elsewhere. */
export function triageActions(category: CvSorterCategory): ('keep' | 'eliminate' | 'back')[] {
  return category === 'notSorted' ? ['keep', 'eliminate'] : ['back'];
}

/**
 * A tab's rows: the candidates of `category`, best score first; unscored (pending) and failed ones after
 * the scored, in file order.
 */
export function tabRows(candidates: readonly CvSorterCandidate[], category: CvSorterCategory) {
  return candidates
    .filter((c) => c.category === category)
    .sort((a, b) => {
      if (a.score !== null && b.score !== null && a.score !== b.score) return b.score - a.score;
      if (a.score === null && b.score !== null) return 1;
      if (b.score === null && a.score !== null) return -1;
      return a.rowIndex - b.rowIndex;
    });
}

/** US dollars as the cost lines show them: '$0.0042', '$1.25'. */
export function formatCost(usd: number): string {
  const digits = usd > 0 && usd < 1 ? 4 : 2;
  return `$${usd.toFixed(digits)}`;
}
