import { Readable } from 'node:stream';
import {
  type CvSorterCandidate,
  cvSorterCategoryLabels,
  cvSorterCriteria,
  cvSorterCriterionLabels,
} from '@rw/core';
import { stringify } from 'csv-stringify';
import type { Caller } from '#src/plugins/auth.js';
import type { CvSorterDeps } from './cv-sorter.plugin.js';
import { type CandidateRow, listCandidates } from './cv-sorter.queries.js';
import { requireSearch } from './cv-sorter.service.js';

/** The export's columns: header and cell of a candidate. */
const columns: { header: string; cell: (c: CandidateRow) => string }[] = [
  { header: 'Name', cell: (c) => c.name },
  { header: 'LinkedIn URL', cell: (c) => c.linkedinUrl ?? '' },
  { header: 'Current Title', cell: (c) => c.currentTitle },
  { header: 'Current Company', cell: (c) => c.currentCompany },
  { header: 'Category', cell: (c) => cvSorterCategoryLabels[c.category as CvSorterCandidate['category']] },
  { header: 'Status', cell: (c) => c.status },
  { header: 'Final Score', cell: (c) => (c.score === null ? '' : c.score.toFixed(2)) },
  ...cvSorterCriteria.flatMap((k) => [
    {
      header: `${cvSorterCriterionLabels[k]} Score`,
      cell: (c: CandidateRow) => c.scores?.[k]?.toFixed(2) ?? '',
    },
    { header: `${cvSorterCriterionLabels[k]} Rationale`, cell: (c: CandidateRow) => c.rationales?.[k] ?? '' },
  ]),
  { header: 'Assessment', cell: (c) => c.assessment ?? '' },
];

/** 'cv-sorter-{name or file}.csv', with characters a file name cannot hold replaced. */
export function exportFileName(search: { name: string | null; fileName: string | null }): string {
  const base = (search.name ?? search.fileName?.replace(/\.csv$/i, '') ?? 'search').replace(
    /[\\/:*?"<>|\s]+/g,
    '-',
  );
  return `cv-sorter-${base.slice(0, 100) || 'search'}.csv`;
}

/**
 * Export CSV of search `id` (docs/product/cv-sorter.md#into-the-ats): every candidate in file order with
 * name, profile link, title, company, category, status, final score, the four scores and rationales and the
 * assessment. Written like the candidates' Export CSV (csv-stringify): UTF-8 with a byte-order mark, CRLF,
 * and OWASP's rule against formula injection (a cell starting with = + - @, tab or CR gets a leading ').
 * @throws AppError NOT_FOUND 'Search not found'.
 */
export async function exportSearch(deps: Pick<CvSorterDeps, 'db'>, caller: Caller, id: string) {
  const search = await requireSearch(deps, caller, id);
  const rows = await listCandidates(deps.db, search.id);
  const csv = stringify({
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    header: true,
    columns: columns.map((c, i) => ({ key: String(i), header: c.header })),
  });
  const records = Readable.from(rows.map((r) => columns.map((c) => c.cell(r))));
  records.on('error', (err) => csv.destroy(err));
  records.pipe(csv);
  return { fileName: exportFileName(search), stream: csv };
}
