import {
  cvSorterCriteria,
  describingCompaniesMessage,
  describingFailedMessage,
  loadedMessage,
  MANUAL_SCORE_DEFAULT,
  MANUAL_SCORE_MAX,
  MANUAL_SCORE_MIN,
  type TrainerCandidate,
  type TrainerDescribing,
  type TrainerPhase,
  type TrainerProgressEvent,
  type TrainerRun,
  type TrainerScores,
  trainerMessages,
  trainerTemplateColumns,
  trainerTemplateCsv,
  trainerTemplateRows,
} from '@rw/core';
import { ApiError } from '#/lib/api-client';

/* The Data Trainer page's pure rules (docs/product/data-trainer.md): what the page checks and shows. */

/** The template's file: the header and three sample rows (LinkedIn format), as a CSV blob. */
export function templateBlob(): Blob {
  return new Blob([trainerTemplateCsv(trainerTemplateColumns, trainerTemplateRows)], {
    type: 'text/csv;charset=utf-8',
  });
}

/**
 * What is wrong with a picked file before it is sent: 'No file selected.', or 'Please select a CSV file.'
 * when its name does not end in .csv (the server checks the same). @returns null when it may be sent.
 */
export function csvFileError(file: { name: string } | null | undefined): string | null {
  if (!file) return trainerMessages.noFile;
  return /\.csv$/i.test(file.name) ? null : trainerMessages.csvOnly;
}

/**
 * The status line's words for a failed upload: the server's message ('CSV format not recognized...', 'No valid
 * candidate data found in CSV file', …); 'Error reading file' when no answer came (the browser could not read
 * and send the file, or the connection broke off).
 */
export function uploadErrorMessage(error: Error): string {
  return error instanceof ApiError && !error.fromServer ? trainerMessages.readError : error.message;
}

/** Hand scores as the inputs start: 5 for every criterion until set. */
export function defaultScores(): TrainerScores {
  return Object.fromEntries(cvSorterCriteria.map((k) => [k, MANUAL_SCORE_DEFAULT])) as TrainerScores;
}

/** A score input's value (a number, or the text while typed): null when empty or not a number. */
export type ScoreInput = number | string;

/**
 * A score input read for saving: clamped to 0-10 and kept to 2 decimals. @returns null for an empty or
 * non-numeric input (Save Scores waits for a number).
 */
export function readScore(value: ScoreInput): number | null {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(n)) return null;
  return Math.round(Math.min(MANUAL_SCORE_MAX, Math.max(MANUAL_SCORE_MIN, n)) * 100) / 100;
}

/** A candidate's inputs as typed: one value per criterion. */
export type ScoreDraft = Record<keyof TrainerScores, ScoreInput>;

/** The scores a draft saves, or null while any input is not a number. */
export function scoresOfDraft(draft: ScoreDraft): TrainerScores | null {
  const out: Partial<TrainerScores> = {};
  for (const k of cvSorterCriteria) {
    const v = readScore(draft[k]);
    if (v === null) return null;
    out[k] = v;
  }
  return out as TrainerScores;
}

/**
 * Whether a candidate's draft holds an edit to save: any draft of a candidate never scored (even 5s typed
 * in), or values that differ from the saved ones.
 */
export function isDraftDirty(draft: ScoreDraft | undefined, saved: TrainerScores | null): boolean {
  if (!draft) return false;
  if (!saved) return true;
  const scores = scoresOfDraft(draft);
  return scores === null || cvSorterCriteria.some((k) => scores[k] !== saved[k]);
}

/**
 * Why 'Start Training' cannot start (docs/product/data-trainer.md#training), checked in the spec's order:
 * no candidates, none scored (saved or about to be saved), no key anywhere and the field empty.
 * @returns the message, or null.
 */
export function startTrainingError(opts: {
  candidates: number;
  scored: number;
  organisationHasKey: boolean;
  apiKey: string;
}): string | null {
  if (opts.candidates === 0) return trainerMessages.uploadFirst;
  if (opts.scored === 0) return trainerMessages.scoreFirst;
  if (!opts.organisationHasKey && opts.apiKey.trim() === '') return trainerMessages.enterApiKey;
  return null;
}

/** The status line of Data Upload: its text and whether work goes on (the spinner). */
export type StatusLine = { text: string; busy: boolean };

/**
 * The status line (docs/product/data-trainer.md#upload): the upload going on or its error (with a cross), the
 * description work's progress or failure, else the candidates loaded (with a tick). Null with nothing to say.
 */
export function statusLine(opts: {
  uploading: boolean;
  uploadError: string | null;
  lastUpload: { loaded: number; dropped: number } | null;
  candidates: number;
  describing: TrainerDescribing;
}): StatusLine | null {
  if (opts.uploading) return { text: 'Reading the CSV file…', busy: true };
  if (opts.uploadError) return { text: `✗ ${opts.uploadError}`, busy: false };
  if (opts.describing.status === 'running') {
    return { text: describingCompaniesMessage(opts.describing.done, opts.describing.total), busy: true };
  }
  if (opts.describing.status === 'failed' && opts.describing.error) {
    return { text: describingFailedMessage(opts.describing.error), busy: false };
  }
  if (opts.candidates === 0) return null;
  const dropped = opts.lastUpload?.loaded === opts.candidates ? opts.lastUpload.dropped : 0;
  return { text: loadedMessage(opts.candidates, dropped), busy: false };
}

/** Whether a run is still queued or going on. */
export function isRunLive(run: Pick<TrainerRun, 'status'> | null | undefined): boolean {
  return run?.status === 'queued' || run?.status === 'running';
}

const phaseWords: Record<TrainerPhase, string> = {
  describing: 'Describing companies',
  scoring: 'Scoring the training part',
  optimising: 'Asking for better instructions',
  'held-out': 'Checking the best instructions on the held-out part',
  done: 'Finishing',
};

/**
 * The line under 'Start Training' while a run goes on, from its latest progress event (or its phase when no
 * event arrived yet): 'Iteration 2 · Scoring the training part: 3 of 7'.
 */
export function runProgressText(
  run: Pick<TrainerRun, 'status' | 'phase'>,
  event: Pick<TrainerProgressEvent, 'phase' | 'iteration' | 'done' | 'total'> | null,
): string {
  if (run.status === 'queued' && !event) return 'Waiting to start…';
  const phase = event?.phase ?? run.phase ?? 'scoring';
  const head = event?.iteration && phase !== 'held-out' ? `Iteration ${event.iteration} · ` : '';
  const count = event && event.total > 0 ? `: ${event.done} of ${event.total}` : '';
  return `${head}${phaseWords[phase]}${count}`;
}

/**
 * Which candidates' hand scores are unsaved: the ids whose drafts differ from what the server holds, in the
 * set's order.
 */
export function dirtyIds(
  candidates: readonly Pick<TrainerCandidate, 'id' | 'scores'>[],
  drafts: Readonly<Record<string, ScoreDraft>>,
): string[] {
  return candidates.filter((c) => isDraftDirty(drafts[c.id], c.scores)).map((c) => c.id);
}

/** Which candidates the scoring list shows. */
export type ScoringFilter = 'all' | 'unscored' | 'scored';

/** The predicate of a scoring filter: scored means hand scores are saved. */
export function scoringFilterOf(filter: ScoringFilter): (c: Pick<TrainerCandidate, 'scores'>) => boolean {
  if (filter === 'scored') return (c) => c.scores !== null;
  if (filter === 'unscored') return (c) => c.scores === null;
  return () => true;
}

/**
 * Page `page` (1-based) of `items`, `size` a page; a page past the end shows the last one.
 * @returns the page's items, the number of pages (at least 1) and the page shown.
 */
export function pageOf<T>(items: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), pages, current };
}
