import { isAscii, isUtf8 } from 'node:buffer';
import type { Readable } from 'node:stream';
import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { TextDecoder } from 'node:util';
import { type CsvRecord, CsvRecordReader } from './csv-records.js';

/*
 * Reading an uploaded CSV as a stream (docs/product/candidates.md#import: quoted fields, embedded newlines, a
 * leading byte-order mark): bytes in whatever encoding the exporting tool used become UTF-8, and
 * CsvRecordReader turns them into rows under its limits (docs/product/candidates.md#import-problems). Nothing
 * here holds more than one chunk and the reader's current record.
 */

/** The text encodings an upload is read as: see `CsvDecoder`. */
export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/** The longest number of bytes of one UTF-8 sequence a chunk boundary can cut. */
const MAX_UTF8_TAIL = 3;
/**
 * The most bytes handed on at once. An upload can arrive as one multi-megabyte chunk: smaller pieces let rows
 * stream on before the next piece is read.
 */
const OUTPUT_PIECE_BYTES = 16 * 1024;

/**
 * Bytes of a CSV upload in → the same text as UTF-8 bytes out, for readCsvRows.
 * - A UTF-8 byte-order mark is dropped; UTF-16 with a byte-order mark is read as UTF-16.
 * - Otherwise the bytes are taken as UTF-8 while they are valid UTF-8. Bytes that are not (Excel's and older
 *   tools' Windows-1252 "CSV" on Windows) switch the rest of the file to Windows-1252, so 'é', 'ü', 'ñ' and
 *   '€' survive. Text already read is plain ASCII then, identical in both. A file whose first non-ASCII
 *   character is valid UTF-8 and that later has a broken sequence stays UTF-8 (U+FFFD for the broken bytes).
 * - NUL characters are removed (PostgreSQL text cannot hold them).
 * `bytesRead` counts the bytes taken in (for progress); `encoding` is the one decided so far.
 */
export class CsvDecoder extends Transform {
  bytesRead = 0;
  encoding: CsvEncoding = 'utf-8';
  private started = false;
  private sawNonAscii = false;
  private pending: Buffer | null = null;
  private textDecoder: TextDecoder | null = null;

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytesRead += chunk.length;
    try {
      this.decodeChunk(this.pending ? Buffer.concat([this.pending, chunk]) : chunk, false);
      done();
    } catch (err) {
      done(err as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      this.decodeChunk(this.pending ?? Buffer.alloc(0), true);
      done();
    } catch (err) {
      done(err as Error);
    }
  }

  private decodeChunk(buf: Buffer, end: boolean): void {
    this.pending = null;
    if (!this.started) {
      if (buf.length < 3 && !end) {
        this.pending = buf;
        return;
      }
      this.started = true;
      buf = this.detectBom(buf);
    }
    if (this.textDecoder) {
      this.emitText(this.textDecoder.decode(buf, { stream: !end }));
      return;
    }
    const cut = end ? buf.length : completeUtf8Length(buf);
    const head = cut === buf.length ? buf : buf.subarray(0, cut);
    if (isUtf8(head)) {
      if (!this.sawNonAscii && !isAscii(head)) this.sawNonAscii = true;
      this.emitBytes(head);
      if (cut < buf.length) this.pending = Buffer.from(buf.subarray(cut));
      return;
    }
    // Not UTF-8: Windows-1252 unless the file has already shown real UTF-8 text.
    this.encoding = this.sawNonAscii || utf8TextBeforeInvalid(head) ? 'utf-8' : 'windows-1252';
    this.textDecoder = new TextDecoder(this.encoding);
    this.emitText(this.textDecoder.decode(buf, { stream: !end }));
  }

  private detectBom(buf: Buffer): Buffer {
    if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3);
    if (buf[0] === 0xff && buf[1] === 0xfe) {
      this.encoding = 'utf-16le';
      this.textDecoder = new TextDecoder('utf-16le');
      return buf.subarray(2);
    }
    if (buf[0] === 0xfe && buf[1] === 0xff) {
      this.encoding = 'utf-16be';
      this.textDecoder = new TextDecoder('utf-16be');
      return buf.subarray(2);
    }
    return buf;
  }

  private emitBytes(bytes: Buffer): void {
    this.pushPieces(bytes.includes(0) ? Buffer.from(bytes.filter((b) => b !== 0)) : bytes);
  }

  private emitText(text: string): void {
    if (text) this.pushPieces(Buffer.from(text.includes('\0') ? text.replaceAll('\0', '') : text, 'utf8'));
  }

  /** Pushes at most OUTPUT_PIECE_BYTES at a time, so rows are handed on between pieces. */
  private pushPieces(bytes: Buffer): void {
    for (let i = 0; i < bytes.length; i += OUTPUT_PIECE_BYTES) {
      this.push(
        i === 0 && bytes.length <= OUTPUT_PIECE_BYTES ? bytes : bytes.subarray(i, i + OUTPUT_PIECE_BYTES),
      );
    }
  }
}

/**
 * How many leading bytes of `buf` end on a whole UTF-8 character: a multi-byte sequence cut by the chunk
 * boundary is left for the next chunk. Invalid bytes are not judged here (isUtf8 does that).
 */
export function completeUtf8Length(buf: Uint8Array): number {
  const len = buf.length;
  for (let i = len - 1; i >= Math.max(0, len - MAX_UTF8_TAIL); i--) {
    const b = buf[i]!;
    if (b < 0x80) return len;
    if (b >= 0xc0) {
      const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      return len - i < need ? i : len;
    }
  }
  return len;
}

/**
 * True when the first non-ASCII byte of `buf` starts a whole multi-byte UTF-8 character: the text is UTF-8
 * and a broken byte after it is damage, not another encoding.
 */
export function utf8TextBeforeInvalid(buf: Uint8Array): boolean {
  let i = 0;
  while (i < buf.length) {
    const b = buf[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    const need = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (need === 0 || i + need > buf.length) return false;
    for (let k = 1; k < need; k++) if ((buf[i + k]! & 0xc0) !== 0x80) return false;
    return true;
  }
  return false;
}

/** The field separators an upload may use: ',' (the standard), ';' (Excel where ',' is the decimal sign), tab. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];
/** How much decoded text is read before choosing the separator and the line ends: the notes and header of any real export. */
const SNIFF_CHARS = 64 * 1024;

/**
 * The separator that makes a header out of one of the first `maxLines` lines of `text`: for each line in
 * order, each of CSV_DELIMITERS in order (',' first) splits it (a cell's surrounding quotes dropped) and
 * `isHeader` judges the cells. ',' when no line is a header under any of them (the import then reports the
 * missing header as usual). European Excel saves "CSV" with ';', and Excel's 'Unicode Text' is tab-separated
 * UTF-16; both import as they are.
 */
export function sniffDelimiter(
  text: string,
  isHeader: (cells: string[]) => boolean,
  maxLines: number,
): CsvDelimiter {
  const lines = text.split(/\r\n|\n|\r/, maxLines);
  for (const line of lines) {
    for (const delimiter of CSV_DELIMITERS) {
      if (!line.includes(delimiter)) continue;
      const cells = line.split(delimiter).map((c) => c.trim().replace(/^"(.*)"$/s, '$1'));
      if (isHeader(cells)) return delimiter;
    }
  }
  return ',';
}

/**
 * Whether a file ends its lines with a CR alone (classic Mac), judged from its first `text`: it has no CRLF,
 * and more lone CRs than LFs (an LF there can only be a line break inside a quoted cell). Only then does a
 * lone CR end a row; in a file of LF or CRLF line ends it is a fault inside its row (see CsvRecordReader).
 */
export function usesCrLineEnds(text: string): boolean {
  if (text.includes('\r\n')) return false;
  let lone = 0;
  let lf = 0;
  for (let i = text.indexOf('\r'); i >= 0; i = text.indexOf('\r', i + 1)) lone += 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lf += 1;
  return lone > lf;
}

/**
 * Why a row is not taken as written (docs/product/candidates.md#import-problems): an unclosed quote (the
 * lines it swallowed were read again as rows of their own unless `lastLine` is past the row's line: those
 * lines are lost), a row over CSV_ROW_MAX_CHARS, a lone CR outside quotes, or a column count other than the
 * header's.
 */
export type CsvRowProblem =
  | { kind: 'unclosed-quote'; lastLine: number }
  | { kind: 'too-long' }
  | { kind: 'bare-cr' }
  | { kind: 'columns'; columns: number; expected: number };

/**
 * One CSV row: its cells (at most CSV_COLUMNS_MAX, each at most CELL_KEEP_CHARS; `cut` lists the cells cut
 * there), the file line it starts on (1-based), and its problem. `kind`: with a header test, the rows before
 * the header are 'before-header', the header 'header', the rest 'row'; without one every row is 'row'.
 */
export type CsvRow = {
  kind: 'before-header' | 'header' | 'row';
  cells: string[];
  line: number;
  cut: readonly number[];
  problem: CsvRowProblem | null;
};

/**
 * The rows of a CSV byte stream, decoded (see CsvDecoder) and read (see CsvRecordReader), in file order;
 * empty lines are skipped. From the first SNIFF_CHARS of text the line ends are chosen (usesCrLineEnds)
 * and, with `header`, the field separator (sniffDelimiter over `header.headerLines` lines), else ','.
 * With `header`, the first of its first `headerLines` rows that `isHeader` takes is the header, and every later
 * row that holds more than spaces must have its columns: at least as many as the header has up to its last
 * named column, and nothing after them. A row that does not and spans lines (a quoted line break) is an
 * unclosed quote that took the next rows in: its lines after the first are read again as rows. Back-pressure
 * flows to `input`: a consumer that stops pulling stops the upload being read, and one that stops early lets
 * the rest drain unread.
 * @throws the input's own stream errors as they come.
 */
export async function* readCsvRows(
  input: Readable,
  decoder = new CsvDecoder(),
  header?: { isHeader: (cells: string[]) => boolean; headerLines: number },
): AsyncGenerator<CsvRow> {
  input.on('error', (err) => decoder.destroy(err));
  input.pipe(decoder);
  const text = new StringDecoder('utf8');
  let reader: CsvRecordReader | null = null;
  let head = '';
  let expected: number | null = null;
  let before = 0;

  const open = (start: string) => {
    const body = start.startsWith('\uFEFF') ? start.slice(1) : start;
    const delimiter = header ? sniffDelimiter(body, header.isHeader, header.headerLines) : ',';
    const r = new CsvRecordReader(delimiter, usesCrLineEnds(body));
    r.push(body);
    return r;
  };

  const judge = (r: CsvRecordReader, rec: CsvRecord): CsvRow => {
    const row = { cells: rec.cells, line: rec.line, cut: rec.cut };
    if (!header) return { kind: 'row', ...row, problem: problemOf(rec) };
    if (expected === null) {
      if (!rec.problem && before < header.headerLines && header.isHeader(rec.cells)) {
        expected = rec.width;
        return { kind: 'header', ...row, problem: null };
      }
      before += 1;
      return { kind: 'before-header', ...row, problem: problemOf(rec) };
    }
    if (rec.problem || rec.width === 0 || (rec.columns >= expected && rec.width <= expected)) {
      return { kind: 'row', ...row, problem: problemOf(rec) };
    }
    if (rec.tail !== null) {
      const reread = r.reread(rec);
      const lastLine = reread ? rec.tailLine - 1 : rec.lastLine;
      return { kind: 'row', ...row, problem: { kind: 'unclosed-quote', lastLine } };
    }
    const columns = rec.width > expected ? rec.width : rec.columns;
    return { kind: 'row', ...row, problem: { kind: 'columns', columns, expected } };
  };

  try {
    for await (const chunk of decoder as AsyncIterable<Buffer>) {
      const piece = text.write(chunk);
      if (!reader) {
        head += piece;
        if (head.length < SNIFF_CHARS) continue;
        reader = open(head);
        head = '';
      } else {
        reader.push(piece);
      }
      for (let rec = reader.next(); rec; rec = reader.next()) yield judge(reader, rec);
    }
    const last = text.end();
    if (reader) reader.push(last);
    else reader = open(head + last);
    reader.end();
    for (let rec = reader.next(); rec; rec = reader.next()) yield judge(reader, rec);
  } finally {
    if (!input.destroyed && !input.readableEnded) {
      input.unpipe(decoder);
      input.resume();
    }
    decoder.destroy();
  }
}

function problemOf(rec: CsvRecord): CsvRowProblem | null {
  switch (rec.problem) {
    case null:
      return null;
    case 'unclosed-quote':
      return { kind: 'unclosed-quote', lastLine: rec.lastLine };
    case 'too-long':
      return { kind: 'too-long' };
    case 'bare-cr':
      return { kind: 'bare-cr' };
  }
}
