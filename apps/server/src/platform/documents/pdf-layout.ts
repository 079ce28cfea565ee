/*
 * The layout of a PDF's text (docs/product/documents.md#reading-order): pure functions from the positioned
 * text items PDF.js reports to lines, columns and text in reading order, so a two-column CV reads one column
 * after the other instead of line by line across both. Coordinates are PDF points with y growing downwards
 * from the top of the page.
 */

/** One text item of a page: its string, left edge, baseline (from the top), width and font size, in points. */
export type PdfTextItem = { s: string; x: number; y: number; w: number; size: number };

/** A page's size and its text items, in points. */
export type PdfPage = { width: number; height: number; items: PdfTextItem[] };

/** A run of items on one baseline with no wide gap inside: one cell of a row, or a line of one column. */
export type PdfSegment = { text: string; x0: number; x1: number; y: number; size: number };

/** Items whose baselines differ by less than this share of their font size are on one line. */
const SAME_LINE = 0.45;
/** A horizontal gap wider than this many font sizes (or GAP_MIN_PT) starts a new segment. */
const GAP_EMS = 1.6;
const GAP_MIN_PT = 12;
/** A gutter between two columns is at least this wide, in points. */
const GUTTER_MIN_PT = 8;
/** Each column holds at least this share of the page's segments (right-aligned dates are not a column). */
const COLUMN_MIN_SHARE = 0.2;
const COLUMN_MIN_SEGMENTS = 4;

/**
 * The page's items joined into segments: items on one baseline, left to right, split where the gap between
 * two items is wide (two columns side by side, or the cells of a table row). Items of spaces alone are
 * dropped (PDF.js reports some gaps as one): the gap itself decides whether a space is put in.
 */
export function pageSegments(page: PdfPage): PdfSegment[] {
  const items = page.items
    .filter((i) => i.s.trim() !== '')
    .map((i) => ({ ...i, size: i.size > 0 ? i.size : 10 }))
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: PdfTextItem[][] = [];
  for (const item of items) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(item.y - first.y) < SAME_LINE * Math.max(first.size, item.size))
      row.push(item);
    else rows.push([item]);
  }
  const segments: PdfSegment[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let current: PdfSegment | null = null;
    for (const item of row) {
      const gap = current ? item.x - current.x1 : 0;
      if (current && gap <= Math.max(GAP_EMS * item.size, GAP_MIN_PT)) {
        const space = gap > 0.15 * item.size && !current.text.endsWith(' ') && !item.s.startsWith(' ');
        current.text += (space ? ' ' : '') + item.s;
        current.x1 = Math.max(current.x1, item.x + item.w);
        current.size = Math.max(current.size, item.size);
        continue;
      }
      current = { text: item.s, x0: item.x, x1: item.x + item.w, y: item.y, size: item.size };
      segments.push(current);
    }
  }
  return segments
    .map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() }))
    .filter((s) => s.text !== '');
}

/** A vertical band of the page with no text, between two columns. */
export type Gutter = { x0: number; x1: number };

/**
 * The gutter between two columns of `segments`, or null for a single column: the widest band at least
 * GUTTER_MIN_PT wide in the middle 80 % of the text's width that only spanning lines (a header across both
 * columns) cross, with at least COLUMN_MIN_SHARE of the segments wholly on each side.
 */
export function findGutter(segments: PdfSegment[]): Gutter | null {
  if (segments.length < 2 * COLUMN_MIN_SEGMENTS) return null;
  const left = Math.min(...segments.map((s) => s.x0));
  const right = Math.max(...segments.map((s) => s.x1));
  const width = right - left;
  if (width <= 0) return null;
  const maxCrossing = Math.max(2, Math.floor(segments.length * 0.1));
  let best: Gutter | null = null;
  let start: number | null = null;
  const step = 1;
  for (let x = left + width * 0.1; x <= left + width * 0.9 + step; x += step) {
    const crossing = segments.filter((s) => s.x0 < x && s.x1 > x).length;
    if (crossing <= maxCrossing && x <= left + width * 0.9) {
      start ??= x;
      continue;
    }
    if (start !== null && x - start >= GUTTER_MIN_PT && (!best || x - start > best.x1 - best.x0)) {
      const candidate = { x0: start, x1: x };
      if (splitsColumns(segments, candidate)) best = candidate;
    }
    start = null;
  }
  return best;
}

function splitsColumns(segments: PdfSegment[], gutter: Gutter): boolean {
  const leftSide = segments.filter((s) => s.x1 <= gutter.x1 && s.x0 < gutter.x0).length;
  const rightSide = segments.filter((s) => s.x0 >= gutter.x0 && s.x1 > gutter.x1).length;
  const fewest = Math.min(leftSide, rightSide);
  return fewest >= COLUMN_MIN_SEGMENTS && fewest / (leftSide + rightSide) >= COLUMN_MIN_SHARE;
}

/**
 * The page's segments in reading order: with two columns, the lines across both (a header) where they are,
 * and between two of them the left column's lines, then the right's; otherwise top to bottom, left to right
 * (a date set to the right of its line stays on that line). A table wide enough to leave a gutter reads
 * column by column.
 */
export function readingOrder(segments: PdfSegment[]): PdfSegment[] {
  const byPosition = (a: PdfSegment, b: PdfSegment) => a.y - b.y || a.x0 - b.x0;
  const gutter = findGutter(segments);
  if (!gutter) return [...segments].sort(byPosition);
  const spanning = segments.filter((s) => s.x0 < gutter.x0 && s.x1 > gutter.x1).sort(byPosition);
  const ordered: PdfSegment[] = [];
  let top = -Infinity;
  for (const bound of [...spanning, null]) {
    const bottom = bound ? bound.y : Infinity;
    const inBand = segments.filter((s) => !spanning.includes(s) && s.y >= top && s.y < bottom);
    const midpoint = (gutter.x0 + gutter.x1) / 2;
    ordered.push(...inBand.filter((s) => s.x0 < midpoint).sort(byPosition));
    ordered.push(...inBand.filter((s) => s.x0 >= midpoint).sort(byPosition));
    if (bound) ordered.push(bound);
    top = bottom;
  }
  return ordered;
}

/**
 * Lines of text from segments in reading order: one line per segment, a blank line where the text jumps
 * (a gap of more than 1.6 line heights, a move back up the page to the next column).
 */
export function segmentsToText(ordered: PdfSegment[]): string {
  const lines: string[] = [];
  let previous: PdfSegment | null = null;
  for (const s of ordered) {
    if (previous) {
      const gap = s.y - previous.y;
      if (gap < 0 || gap > 1.6 * Math.max(previous.size, s.size) * 1.2) lines.push('');
    }
    lines.push(s.text);
    previous = s;
  }
  return lines.join('\n');
}

/** A PDF's text in reading order, page after page (pages separated by a blank line). */
export function pdfPagesText(pages: PdfPage[]): string {
  return pages
    .map((page) => segmentsToText(readingOrder(pageSegments(page))))
    .filter((t) => t !== '')
    .join('\n\n');
}
