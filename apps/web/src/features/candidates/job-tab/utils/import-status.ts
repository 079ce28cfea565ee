import {
  type CandidateImportResult,
  type ImportProgressEvent,
  importDoneMessage,
  type ScoringRun,
} from '@rw/core';
import type { StatusLine } from './upload-validation';

/** Per-row error lines shown before 'Show all' expands the rest. */
export const STATUS_PREVIEW_LINES = 5;

/**
 * The status lines of a finished import (docs/product/candidates.md#messages): the server's messages in
 * order — each per-row 'Error importing {first} {last}: {message}' then 'Done. Imported X of Y.' — with the
 * final line green, or the done line alone when the server sent no messages.
 */
export function importResultLines(result: CandidateImportResult): StatusLine[] {
  const done = importDoneMessage(result.imported, result.total);
  const texts = result.messages.length > 0 ? result.messages : [done];
  return texts.map((text, i) => ({
    text,
    tone: i === texts.length - 1 && text === done ? 'success' : 'error',
  }));
}

/**
 * The lines to show: all when expanded or few; otherwise the first STATUS_PREVIEW_LINES and the last line
 * (the 'Done.' line stays in view), with how many were hidden.
 */
export function visibleStatusLines(
  lines: readonly StatusLine[],
  expanded: boolean,
): { shown: StatusLine[]; hidden: number } {
  if (expanded || lines.length <= STATUS_PREVIEW_LINES + 1) return { shown: [...lines], hidden: 0 };
  const last = lines.at(-1)!;
  return {
    shown: [...lines.slice(0, STATUS_PREVIEW_LINES), last],
    hidden: lines.length - STATUS_PREVIEW_LINES - 1,
  };
}

/** Where an import is: the browser sending the file, then the server reading and importing rows. */
export type ImportPhase =
  | { phase: 'idle' }
  | {
      phase: 'uploading';
      fileName: string;
      loaded: number;
      total: number | null;
      server: ImportProgressEvent | null;
    }
  | { phase: 'importing'; fileName: string; server: ImportProgressEvent | null };

/** A progress bar's label and value (0-100; null when the amount is unknown and the bar just moves). */
export type ProgressView = { label: string; value: number | null };

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;
}

/**
 * The import's progress bar: 'Uploading name.csv… 40%' from the browser's upload progress, then
 * 'Importing… 1,200 of 5,000 rows' from `import.progress` events (imported of rows read), or 'Importing…'
 * with a moving bar until the first event. null when idle.
 */
export function importProgressView(state: ImportPhase): ProgressView | null {
  if (state.phase === 'idle') return null;
  if (state.phase === 'uploading' && state.total != null && state.loaded < state.total) {
    const value = percent(state.loaded, state.total);
    return { label: `Uploading ${state.fileName}… ${value}%`, value };
  }
  const server = state.server;
  if (!server || server.rows === 0) return { label: `Importing ${state.fileName}…`, value: null };
  const rows = server.rows.toLocaleString('en-US');
  return {
    label: `Importing… ${server.imported.toLocaleString('en-US')} of ${rows} rows`,
    value: percent(server.imported, server.rows),
  };
}

/** Whether a scoring run is still going. */
export function isRunActive(run: Pick<ScoringRun, 'status'> | null | undefined): boolean {
  return run?.status === 'queued' || run?.status === 'running';
}

/** 'Scoring 12 of 40…': candidates done (scored or failed) of the run's total. */
export function scoringProgressLabel(run: Pick<ScoringRun, 'scored' | 'failed' | 'total'>): string {
  return `Scoring ${run.scored + run.failed} of ${run.total}…`;
}

/** The bar value (0-100) of a scoring run. */
export function scoringProgressValue(run: Pick<ScoringRun, 'scored' | 'failed' | 'total'>): number {
  return percent(run.scored + run.failed, run.total);
}

/** The line after a finished run: how many were scored, and how many could not be. */
export function scoringDoneLine(
  run: Pick<ScoringRun, 'scored' | 'failed' | 'total'> & Partial<Pick<ScoringRun, 'error_detail'>>,
): StatusLine {
  const base = `Scored ${run.scored} of ${run.total} candidate(s).`;
  return run.failed > 0
    ? { text: `${base} ${run.failed} could not be scored.`, tone: 'error', detail: run.error_detail ?? null }
    : { text: base, tone: 'success' };
}
