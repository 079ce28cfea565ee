import { mean, sampleCorrelation, sampleRankCorrelation } from 'simple-statistics';
import { type CvSorterScores, cvSorterFinalScore, mapCvSorterHeader } from '../cv-sorter/rules.js';
import {
  COMPANY_INFO_PREVIEW_CHARS,
  MANUAL_SCORE_MAX,
  PROMPT_PREVIEW_CHARS,
  TRAINER_DISAGREEMENTS_SHOWN,
  TRAINER_FIELD_MAX,
  TRAINER_HELD_OUT_SHARE,
  TRAINER_MAX_ITERATIONS,
  TRAINER_MIN_FOR_HELD_OUT,
  TRAINER_SPLIT_SEED,
  type TrainerCsvFormat,
  type TrainerMetric,
} from './constants.js';

/* The Data Trainer's pure rules: CSV formats, the split, agreement, stopping (docs/product/data-trainer.md). */

/** Where a trainer row's three fields sit: name from First + Last Name (LinkedIn) or one name column (standard). */
export type TrainerColumnMap = {
  format: TrainerCsvFormat;
  firstName: number | null;
  lastName: number | null;
  fullName: number | null;
  title: number;
  company: number;
};

/**
 * Recognises a header (docs/product/data-trainer.md#upload), matched loosely as the candidate import and the
 * CV Sorter match theirs: LinkedIn (First Name and/or Last Name, Current Title, Current Company) or standard
 * (candidate_name, current_company, current_job_title). @returns null when the title, the company or any
 * name column is missing ('CSV format not recognized...').
 */
export function trainerColumnMap(header: readonly string[]): TrainerColumnMap | null {
  const m = mapCvSorterHeader(header);
  if (m.title === null || m.company === null) return null;
  if (m.firstName !== null || m.lastName !== null) {
    return {
      format: 'linkedin',
      firstName: m.firstName,
      lastName: m.lastName,
      fullName: null,
      title: m.title,
      company: m.company,
    };
  }
  if (m.fullName !== null) {
    return {
      format: 'standard',
      firstName: null,
      lastName: null,
      fullName: m.fullName,
      title: m.title,
      company: m.company,
    };
  }
  return null;
}

/** One candidate of the training set, as the CSV gives it. */
export type TrainerRow = { name: string; currentCompany: string; currentTitle: string };

function cell(cells: readonly string[], i: number | null): string {
  if (i === null) return '';
  return Array.from((cells[i] ?? '').replaceAll('\u0000', '').replace(/\s+/g, ' ').trim())
    .slice(0, TRAINER_FIELD_MAX)
    .join('');
}

/**
 * The candidate a data row holds, or null when it lacks a name, a company or a title (such rows are dropped,
 * never filled with 'Unknown': a hand score of an unknown company teaches nothing).
 */
export function trainerRowFromCells(cells: readonly string[], map: TrainerColumnMap): TrainerRow | null {
  const name =
    map.format === 'linkedin'
      ? [cell(cells, map.firstName), cell(cells, map.lastName)].filter(Boolean).join(' ')
      : cell(cells, map.fullName);
  const currentCompany = cell(cells, map.company);
  const currentTitle = cell(cells, map.title);
  if (!name || !currentCompany || !currentTitle) return null;
  return { name, currentCompany, currentTitle };
}

/** The template's text: the header and three sample rows, CRLF line ends. */
export function trainerTemplateCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return `${[columns, ...rows].map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`;
}

/** mulberry32: a small seeded generator, so a split is the same every time for the same set. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A training set split: `allUsed` when there were too few to hold any out. */
export type TrainerSplit<T> = { training: T[]; heldOut: T[]; allUsed: boolean };

/**
 * Splits the hand-scored candidates (docs/product/data-trainer.md#training): sorted by `key` first (so the
 * split does not depend on the order they were read in), shuffled with a fixed seed, and 30 % (rounded,
 * at least 1) held out; with fewer than 10, all are used for training and `allUsed` is true.
 */
export function splitTrainingSet<T>(
  items: readonly T[],
  key: (item: T) => string,
  seed = TRAINER_SPLIT_SEED,
): TrainerSplit<T> {
  const sorted = [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  if (sorted.length < TRAINER_MIN_FOR_HELD_OUT) return { training: sorted, heldOut: [], allUsed: true };
  const random = seeded(seed);
  for (let i = sorted.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [sorted[i], sorted[j]] = [sorted[j]!, sorted[i]!];
  }
  const held = Math.max(1, Math.round(sorted.length * TRAINER_HELD_OUT_SHARE));
  return { training: sorted.slice(held), heldOut: sorted.slice(0, held), allUsed: false };
}

/** The final score of a set of hand scores: their plain mean, as the CV Sorter's with equal weights. */
export function handFinalScore(scores: CvSorterScores): number {
  return cvSorterFinalScore(scores);
}

/**
 * How well the model's final scores agree with the recruiter's (docs/product/data-trainer.md#agreement),
 * higher is better for every metric: Spearman's ρ (midranks for ties) or Pearson's r, from simple-statistics;
 * for 'mae', 1 − mean |model − hand| / 10. @returns null when it cannot be measured: fewer than 2 pairs, or
 * a correlation of a list whose values are all equal (no made-up figure).
 * @throws Error when the lists differ in length.
 */
export function agreement(
  metric: TrainerMetric,
  model: readonly number[],
  hand: readonly number[],
): number | null {
  if (model.length !== hand.length) throw new Error('agreement: lists of different lengths');
  if (model.length === 0) return null;
  if (metric === 'mae') {
    const mae = mean(model.map((m, i) => Math.abs(m - hand[i]!)));
    return 1 - mae / MANUAL_SCORE_MAX;
  }
  if (model.length < 2) return null;
  const allSame = (xs: readonly number[]) => xs.every((x) => x === xs[0]);
  if (allSame(model) || allSame(hand)) return null;
  const r =
    metric === 'spearman'
      ? sampleRankCorrelation([...model], [...hand])
      : sampleCorrelation([...model], [...hand]);
  return Number.isFinite(r) ? r : null;
}

/**
 * An iteration's improvement: its similarity minus the best of the iterations before it; 0 for the first
 * (and for one whose similarity could not be measured: null stays null).
 */
export function improvementOver(similarity: number | null, bestBefore: number | null): number | null {
  if (similarity === null) return null;
  if (bestBefore === null) return 0;
  return similarity - bestBefore;
}

/**
 * Whether training stops after `iteration` (1-based): at 5 iterations, or when an iteration after the first
 * improved on the best by less than `threshold`. A failed or unmeasurable iteration (null) does not stop it.
 */
export function shouldStopTraining(
  iteration: number,
  improvement: number | null,
  threshold: number,
): boolean {
  if (iteration >= TRAINER_MAX_ITERATIONS) return true;
  return iteration > 1 && improvement !== null && improvement < threshold;
}

/**
 * The candidates where the model and the recruiter disagree most, largest gap first (ties by `id`), for
 * the optimiser's next request. At most TRAINER_DISAGREEMENTS_SHOWN.
 */
export function worstDisagreements<T extends { id: string; model: number; hand: number }>(
  rows: readonly T[],
): T[] {
  return [...rows]
    .sort((a, b) => Math.abs(b.model - b.hand) - Math.abs(a.model - a.hand) || (a.id < b.id ? -1 : 1))
    .slice(0, TRAINER_DISAGREEMENTS_SHOWN);
}

function preview(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** The table's Prompt cell: the first 200 characters, '…' when cut. */
export function promptPreview(text: string): string {
  return preview(text, PROMPT_PREVIEW_CHARS);
}

/** A candidate's company info on the scoring card: the first 100 characters, '…' when cut. */
export function companyInfoPreview(text: string): string {
  return preview(text, COMPANY_INFO_PREVIEW_CHARS);
}

/** A similarity or improvement as shown: 3 decimals; '—' when not measured. */
export function formatTrainerFigure(value: number | null): string {
  return value === null ? '—' : value.toFixed(3);
}

/** The status line's colour: green with a tick, red with a cross, otherwise blue. */
export function trainerStatusTone(text: string): 'green' | 'red' | 'blue' {
  if (/[✓✔✅]/u.test(text)) return 'green';
  if (/[✗✘❌×]/u.test(text)) return 'red';
  return 'blue';
}
