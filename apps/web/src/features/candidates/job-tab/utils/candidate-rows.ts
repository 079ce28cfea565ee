import {
  candidateMessages,
  type JobCandidateRow,
  type JobCandidateView,
  passesScoreFilter,
  SCORE_MAX,
  SCORE_MIN,
} from '@rw/core';

/**
 * The tab's Score Filter (docs/product/candidates.md#views): 'above' keeps score >= value, 'below'
 * score <= value.
 */
export type ScoreFilterMode = 'all' | 'above' | 'below';
export type ScoreFilter = { mode: ScoreFilterMode; value: number | null };
export const noScoreFilter: ScoreFilter = { mode: 'all', value: null };

export const scoreFilterModeLabels: Record<ScoreFilterMode, string> = {
  all: 'All Scores',
  above: 'Above (>=)',
  below: 'Below (<=)',
};

/** True when the filter hides anything: a mode other than 'all' with a number. */
export function isScoreFilterActive(filter: ScoreFilter): boolean {
  return filter.mode !== 'all' && filter.value != null;
}

/** The Score Filter's number from the input: null when blank or not a number, else clamped to 0-10. */
export function parseFilterValue(raw: number | string | null | undefined): number | null {
  if (raw == null || raw === '') return null;
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isFinite(n)) return null;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, n));
}

/**
 * The rows whose Overall (the one the record uses: scorecards' mean, else the AI's,
 * docs/product/pipeline.md#scorecards) passes the filter (passesScoreFilter: unscored rows fail an active one).
 */
export function filterByScore(
  rows: readonly JobCandidateRow[],
  filter: ScoreFilter,
): readonly JobCandidateRow[] {
  if (!isScoreFilterActive(filter)) return rows;
  return rows.filter((row) => passesScoreFilter(row.record.overall_used, filter));
}

/** Whether a row's stage record has an Overall, from scorecards or AI (the Score view's 'scored' table). */
export function isScored(row: JobCandidateRow): boolean {
  return row.record.overall_used != null;
}

/** The Score view's split: scored rows best overall first (ties keep the newest first), and unscored ones. */
export function splitByScored(rows: readonly JobCandidateRow[]) {
  const scored: JobCandidateRow[] = [];
  const unscored: JobCandidateRow[] = [];
  for (const row of rows) (isScored(row) ? scored : unscored).push(row);
  scored.sort((a, b) => (b.record.overall_used ?? 0) - (a.record.overall_used ?? 0));
  return { scored, unscored };
}

/**
 * The empty message of the Process or Other Jobs table (docs/product/candidates.md#views): 'No
 * candidates yet.' when the stage has none, 'No candidates match the current filter.' when the filter hid
 * them all, else null.
 */
export function listEmptyMessage(stageCount: number, shownCount: number): string | null {
  if (stageCount === 0) return candidateMessages.noCandidatesInJob;
  if (shownCount === 0) return candidateMessages.noCandidatesMatchFilter;
  return null;
}

/** The Scored table's empty message: 'No scored candidates yet...' or, when filtered out, the filter's one. */
export function scoredEmptyMessage(scoredCount: number, shownCount: number): string | null {
  if (scoredCount === 0) return candidateMessages.noScoredCandidates;
  if (shownCount === 0) return candidateMessages.noCandidatesMatchFilter;
  return null;
}

/** The Unscored table's empty message: 'All candidates have been scored!'. */
export function unscoredEmptyMessage(unscoredCount: number): string | null {
  return unscoredCount === 0 ? candidateMessages.allScored : null;
}

/** 'Showing the newest N of M' when the server cut the list at its limit, else null. */
export function truncationNote(shown: number, total: number): string | null {
  return total > shown
    ? `Showing the newest ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`
    : null;
}

/** A candidate's display name: 'First Last', or a dash when both are missing. */
export function candidateName(row: Pick<JobCandidateRow, 'candidate'>): string {
  const name = [row.candidate.first_name, row.candidate.last_name].filter(Boolean).join(' ').trim();
  return name || '—';
}

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** A date cell ('12 Mar 2025' in the browser's locale); a dash for a missing or broken value. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : dateFormat.format(d);
}

/** Views in selector order (docs/product/candidates.md#views: process, other_jobs, score). */
export const defaultView: JobCandidateView = 'process';
