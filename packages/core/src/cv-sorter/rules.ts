import { linkedinProfileUrl, matchImportColumns } from '../candidates/import-rules.js';
import {
  type BatchGuidanceSize,
  CV_SORTER_FIELD_MAX,
  CV_SORTER_GREEN_FROM,
  CV_SORTER_LINK_MAX,
  CV_SORTER_SCORE_DECIMALS,
  CV_SORTER_SCORE_MAX,
  CV_SORTER_SCORE_MIN,
  CV_SORTER_YELLOW_FROM,
  type CvSorterCategory,
  type CvSorterCriterion,
  type CvSorterScoreBand,
  cvSorterCriteria,
  RATIONALE_MAX_CHARS,
  UNKNOWN_VALUE,
  WEIGHT_DEFAULT,
} from './constants.js';

/* The CV Sorter's pure rules: columns, rows, scores, bands, triage (docs/product/cv-sorter.md). */

/** Where the CV Sorter's fields sit in a row: column indexes (name from First+Last Name or a full-name column). */
export type CvSorterColumnMap = {
  firstName: number | null;
  lastName: number | null;
  fullName: number | null;
  title: number | null;
  company: number | null;
  linkedinUrl: number | null;
};

/**
 * Matches a header row loosely (docs/product/cv-sorter.md#columns), with the candidate import's header
 * matching (matchImportColumns): case, '_', '-' and notes around a name do not matter. Name from First Name +
 * Last Name, or Name / Full Name; title from Current Title, Job Title, Title, Headline (and the import's other
 * names for it); company from Current Company or Company; the profile link from LinkedIn URL, Profile URL and
 * similar. A field not found is null; no field is required.
 */
export function mapCvSorterHeader(header: readonly string[]): CvSorterColumnMap {
  const m = matchImportColumns(header);
  return {
    firstName: m.first_name ?? null,
    lastName: m.last_name ?? null,
    fullName: m.full_name ?? null,
    title: m.current_title ?? null,
    company: m.current_company ?? null,
    linkedinUrl: m.linkedin_url ?? null,
  };
}

/** True when a header row names at least one CV Sorter field (used to find the header below notes). */
export function isCvSorterHeader(header: readonly string[]): boolean {
  return Object.values(mapCvSorterHeader(header)).some((i) => i !== null);
}

/** One candidate as a CSV row gives it: 'Unknown' for a missing name, title or company; null for no link. */
export type CvSorterRow = {
  name: string;
  currentTitle: string;
  currentCompany: string;
  linkedinUrl: string | null;
};

/** True when every cell of a row is blank: such lines are skipped. */
export function isBlankCsvRow(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

function cut(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max).join('');
}

/**
 * The candidate a data row holds (docs/product/cv-sorter.md#columns), or null for a blank line. Name is
 * First Name + Last Name (either alone when only one is there), else the full-name column, else 'Unknown';
 * title and company are 'Unknown' when absent or empty; the profile link follows the candidate import's
 * LinkedIn rules (linkedinProfileUrl: http(s) kept, '/in/…' paths and host-containing values made full
 * links, a bare handle made a profile link). Whitespace runs become one space; fields are cut to
 * CV_SORTER_FIELD_MAX characters and a link longer than CV_SORTER_LINK_MAX is dropped.
 */
export function cvSorterRowFromCells(cells: readonly string[], map: CvSorterColumnMap): CvSorterRow | null {
  if (isBlankCsvRow(cells)) return null;
  const at = (i: number | null) =>
    i === null ? '' : (cells[i] ?? '').replaceAll('\u0000', '').replace(/\s+/g, ' ').trim();
  const joined = [at(map.firstName), at(map.lastName)].filter(Boolean).join(' ');
  const name = joined || at(map.fullName) || UNKNOWN_VALUE;
  const link = linkedinProfileUrl(at(map.linkedinUrl));
  return {
    name: cut(name, CV_SORTER_FIELD_MAX),
    currentTitle: cut(at(map.title) || UNKNOWN_VALUE, CV_SORTER_FIELD_MAX),
    currentCompany: cut(at(map.company) || UNKNOWN_VALUE, CV_SORTER_FIELD_MAX),
    linkedinUrl: link && link.length <= CV_SORTER_LINK_MAX ? link : null,
  };
}

/**
 * A criterion score as kept (docs/product/cv-sorter.md#scoring): a finite number, or a string holding only
 * one, clamped to 0-10 and rounded to 2 decimals; null for anything else (the reply is then asked again,
 * never given a default).
 */
export function cvSorterCriterionScore(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n)) return null;
  return roundTo2(Math.min(CV_SORTER_SCORE_MAX, Math.max(CV_SORTER_SCORE_MIN, n)));
}

function roundTo2(n: number): number {
  const f = 10 ** CV_SORTER_SCORE_DECIMALS;
  return Math.round((n + Number.EPSILON) * f) / f;
}

/** A rationale as kept: whitespace runs as one space, trimmed, at most 200 characters ('…' ends a cut one). */
export function trimRationale(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(t);
  if (chars.length <= RATIONALE_MAX_CHARS) return t;
  return `${chars
    .slice(0, RATIONALE_MAX_CHARS - 1)
    .join('')
    .trimEnd()}…`;
}

export type CvSorterScores = Record<CvSorterCriterion, number>;
export type CvSorterWeights = Record<CvSorterCriterion, number>;
export type CvSorterRationales = Record<CvSorterCriterion, string>;

/** Equal weights (1 each): the final score is then the plain mean. */
export const cvSorterDefaultWeights: CvSorterWeights = {
  companyRelevancy: WEIGHT_DEFAULT,
  companyPrestige: WEIGHT_DEFAULT,
  roleRelevancy: WEIGHT_DEFAULT,
  seniorityMatch: WEIGHT_DEFAULT,
};

/**
 * The final score (docs/product/cv-sorter.md#scoring): the weighted mean of the four criterion scores,
 * rounded to 2 decimals; with equal weights, their mean. Negative weights count as 0; all weights 0 fall
 * back to equal weights.
 */
export function cvSorterFinalScore(
  scores: CvSorterScores,
  weights: CvSorterWeights = cvSorterDefaultWeights,
): number {
  let sum = 0;
  let total = 0;
  for (const key of cvSorterCriteria) {
    const w = Math.max(0, weights[key]);
    sum += scores[key] * w;
    total += w;
  }
  if (total === 0) return cvSorterFinalScore(scores, cvSorterDefaultWeights);
  return roundTo2(sum / total);
}

/** The colour band of a final score: >= 8 green, 6 to < 8 yellow, < 6 red. */
export function cvSorterScoreBand(score: number): CvSorterScoreBand {
  if (score >= CV_SORTER_GREEN_FROM) return 'green';
  if (score >= CV_SORTER_YELLOW_FROM) return 'yellow';
  return 'red';
}

/**
 * The candidates 'Eliminate by Score' moves (docs/product/cv-sorter.md#triage): those with a score below the
 * threshold that are not eliminated already. Unscored (failed or pending) candidates keep their category.
 */
export function eliminateByScoreTargets<T extends { score: number | null; category: CvSorterCategory }>(
  candidates: readonly T[],
  threshold: number,
): T[] {
  return candidates.filter((c) => c.score !== null && c.score < threshold && c.category !== 'eliminated');
}

/** Counts per category. */
export function cvSorterCategoryCounts(
  candidates: readonly { category: CvSorterCategory }[],
): Record<CvSorterCategory, number> {
  const counts = { notSorted: 0, possible: 0, eliminated: 0 };
  for (const c of candidates) counts[c.category] += 1;
  return counts;
}

/** Which 'Batch Settings' guidance fits a list of `count` candidates: < 200 small, < 500 medium, else large. */
export function batchGuidanceFor(count: number): BatchGuidanceSize {
  if (count < 200) return 'small';
  if (count < 500) return 'medium';
  return 'large';
}

/** The progress panel's percentage (0-100, whole), from candidates done of total; 0 of 0 is 100. */
export function cvSorterProgressPercent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((done / total) * 100)));
}

/**
 * A CSV debug panel line: the first 100 characters of a raw line of the file (code points, nothing cut in
 * half).
 */
export function csvPreviewLine(line: string, max: number): string {
  return Array.from(line).slice(0, max).join('');
}
