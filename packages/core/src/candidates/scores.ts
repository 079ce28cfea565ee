import { actionOwners, COUNT_CAP } from './constants.js';
import { candidateMessages } from './messages.js';

/* Score maths and badges: job score, bands, filters (docs/product/candidates.md#job-score). */

// Score maths

/**
 * Badge colour of a 0-10 score (docs/product/candidates.md#views): >= 8 green, >= 6 yellow,
 * >= 4 orange, else red.
 */
export function scoreBandColor(score: number): 'green' | 'yellow' | 'orange' | 'red' {
  if (score >= 8) return 'green';
  if (score >= 6) return 'yellow';
  if (score >= 4) return 'orange';
  return 'red';
}

/**
 * Badge colour of a stage category (docs/product/candidates.md#candidate-page): research blue, custom
 * purple, final green.
 */
export function stageCategoryColor(category: string | null | undefined): 'blue' | 'grape' | 'green' | 'gray' {
  if (category === 'research') return 'blue';
  if (category === 'custom') return 'grape';
  if (category === 'final') return 'green';
  return 'gray';
}

/** A stage record's badge text: 'level.substep', the level alone, else the title, else the id. */
export function stageBadgeLabel(r: {
  stage_level: number | null;
  stage_substep: string | null;
  stage_title: string | null;
  stage_id: string;
}): string {
  if (r.stage_level != null && r.stage_substep) return `${r.stage_level}.${r.stage_substep}`;
  if (r.stage_level != null) return String(r.stage_level);
  return r.stage_title || r.stage_id;
}

/** 'unassigned' for any action owner not in `actionOwners`. */
export function actionOwnerLabel(owner: string | null | undefined): string {
  return (actionOwners as readonly string[]).includes(owner ?? '')
    ? (owner as string)
    : candidateMessages.unassigned;
}

/**
 * Job score (docs/product/candidates.md#job-score): the mean of the numeric overall_match values on
 * records with progressed_already; a value above 10 is divided by 10 first; rounded to 1 decimal.
 * null when none count.
 */
export function jobScore(
  records: readonly { overall_match: number | string | null; progressed_already: boolean | null }[],
): number | null {
  const values: number[] = [];
  for (const r of records) {
    if (!r.progressed_already || r.overall_match == null || r.overall_match === '') continue;
    const n = Number(r.overall_match);
    if (!Number.isFinite(n)) continue;
    values.push(n > 10 ? n / 10 : n);
  }
  if (values.length === 0) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.round(mean * 10) / 10;
}

/**
 * Score filter (docs/product/candidates.md#views): 'above' keeps score >= value, 'below' score <=
 * value; unscored fail both.
 */
export function passesScoreFilter(
  score: number | null,
  filter: { mode: 'all' | 'above' | 'below'; value: number | null },
): boolean {
  if (filter.mode === 'all' || filter.value == null) return true;
  if (score == null) return false;
  return filter.mode === 'above' ? score >= filter.value : score <= filter.value;
}

/** A count capped at COUNT_CAP: '1,000+' when capped, else the number with thousands separators. */
export function formatCount(count: { value: number; capped: boolean }): string {
  return count.capped ? `${COUNT_CAP.toLocaleString('en-US')}+` : count.value.toLocaleString('en-US');
}
