import type { Readable } from 'node:stream';
import {
  BATCH_SIZE_DEFAULT,
  CV_SORTER_MAX_CANDIDATES,
  type CvSorterColumnMap,
  type CvSorterPreview,
  type CvSorterRow,
  type CvSorterUploadResponse,
  candidateImportMessages,
  csvPreviewLine,
  cvSorterDefaultWeights,
  cvSorterMessages,
  cvSorterRowFromCells,
  DELAY_MS_DEFAULT,
  HEADER_SEARCH_ROWS,
  isCvSorterHeader,
  mapCvSorterHeader,
  PREVIEW_RAW_ROW_CHARS,
  PREVIEW_RAW_ROWS,
  PREVIEW_SAMPLE_ROWS,
} from '@rw/core';
import { AppError } from '#src/lib/app-error.js';
import { CsvDecoder, readCsvRows, sniffDelimiter } from '#src/modules/candidates/index.js';
import { createSearch, listCandidates, type Owner, toCandidate, toSearch } from './cv-sorter.queries.js';

/** Decoded text kept for the CSV debug panel and the separator shown there: the head of the file. */
const TAP_BYTES = 64 * 1024;

/** The candidate import's decoder, keeping the first TAP_BYTES of the decoded text for the preview. */
class PreviewDecoder extends CsvDecoder {
  private readonly head: Buffer[] = [];
  private kept = 0;

  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    if (Buffer.isBuffer(chunk) && this.kept < TAP_BYTES) {
      const piece = chunk.subarray(0, TAP_BYTES - this.kept);
      this.head.push(Buffer.from(piece));
      this.kept += piece.length;
    }
    return super.push(chunk, encoding);
  }

  /** The head of the decoded text (a character cut at the end is dropped by the decoder as U+FFFD). */
  text(): string {
    return Buffer.concat(this.head)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
  }
}

const columnName = (header: readonly string[], i: number | null) => (i === null ? null : (header[i] ?? null));

/**
 * Reads an uploaded CSV (docs/product/cv-sorter.md#columns) exactly as the candidate import decodes its own
 * (BOM, Windows-1252, UTF-16, separator sniffing, quoted fields; csv-decode.ts): the header is the first of
 * the first 20 lines naming a CV Sorter field, each later row becomes a candidate (cvSorterRowFromCells) and
 * blank lines are skipped. Then replaces the user's unsaved search by a new one holding the candidates and the
 * CSV debug panel's preview (kept with it, so a reopened search shows it), and answers both.
 * @throws AppError VALIDATION 'No candidates found in this file.' (no header, or no row), 'This file has more
 *   than 20,000 candidates. …'; PAYLOAD_TOO_LARGE when the upload passed the import's size limit.
 */
export async function uploadSearch(opts: {
  db: Parameters<typeof createSearch>[0];
  owner: Owner;
  fileName: string | null;
  file: Readable & { truncated?: boolean };
}): Promise<CvSorterUploadResponse> {
  const decoder = new PreviewDecoder();
  let header: string[] | null = null;
  let map: CvSorterColumnMap | null = null;
  const rows: CvSorterRow[] = [];
  let records = 0;
  let skippedBlank = 0;
  for await (const row of readCsvRows(opts.file, decoder, {
    isHeader: isCvSorterHeader,
    headerLines: HEADER_SEARCH_ROWS,
  })) {
    records += 1;
    if (row.kind === 'header') {
      header = row.cells;
      map = mapCvSorterHeader(row.cells);
      continue;
    }
    if (!map) {
      if (records >= HEADER_SEARCH_ROWS) break;
      continue;
    }
    // A row too long to have been kept whole is not a candidate; any other problem still has its cells.
    if (row.problem?.kind === 'too-long') continue;
    const candidate = cvSorterRowFromCells(row.cells, map);
    if (!candidate) {
      skippedBlank += 1;
      continue;
    }
    if (rows.length >= CV_SORTER_MAX_CANDIDATES) {
      throw new AppError('VALIDATION', cvSorterMessages.tooManyCandidates);
    }
    rows.push(candidate);
  }
  if (opts.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', candidateImportMessages.fileTooLarge);
  if (!header || !map || rows.length === 0) throw new AppError('VALIDATION', cvSorterMessages.noCandidates);

  const text = decoder.text();
  const preview: CvSorterPreview = {
    rawRows: text
      .split(/\r\n|\n|\r/)
      .filter((l) => l.trim() !== '')
      .slice(0, PREVIEW_RAW_ROWS)
      .map((l) => csvPreviewLine(l, PREVIEW_RAW_ROW_CHARS)),
    header,
    columns: {
      firstName: columnName(header, map.firstName),
      lastName: columnName(header, map.lastName),
      fullName: columnName(header, map.fullName),
      title: columnName(header, map.title),
      company: columnName(header, map.company),
      linkedinUrl: columnName(header, map.linkedinUrl),
    },
    sampleRows: rows.slice(0, PREVIEW_SAMPLE_ROWS),
    delimiter: sniffDelimiter(text, isCvSorterHeader, HEADER_SEARCH_ROWS),
    encoding: decoder.encoding,
    rows: rows.length,
    skippedBlank,
  };
  const search = await createSearch(
    opts.db,
    opts.owner,
    {
      fileName: opts.fileName,
      weights: cvSorterDefaultWeights,
      batchSize: BATCH_SIZE_DEFAULT,
      delayMs: DELAY_MS_DEFAULT,
      preview,
    },
    rows,
  );
  const candidates = await listCandidates(opts.db, search.id);
  return {
    search: toSearch(search, {
      notSorted: rows.length,
      possible: 0,
      eliminated: 0,
      scored: 0,
      failed: 0,
      pending: rows.length,
    }),
    candidates: candidates.map(toCandidate),
    preview,
  };
}
