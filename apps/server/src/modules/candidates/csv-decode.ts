import { isAscii, isUtf8 } from 'node:buffer';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';
import { type Parser, parse } from 'csv-parse';

/*
 * Reading an uploaded CSV as a stream (docs/product/candidates.md#import: quoted fields, embedded newlines, a
 * leading byte-order mark): bytes in whatever encoding the exporting tool used become UTF-8, and csv-parse
 * turns them into rows. Nothing here holds more than one chunk and the parser's current record.
 */

/** The text encodings an upload is read as: see `CsvDecoder`. */
export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/** The longest number of bytes of one UTF-8 sequence a chunk boundary can cut. */
const MAX_UTF8_TAIL = 3;
/**
 * The most bytes handed to the parser at once. An upload can arrive as one multi-megabyte chunk, and the
 * parser turns a chunk into rows in one go: smaller pieces let rows stream on (and let readCsvRows follow
 * the row length, see there) before the next piece is parsed.
 */
const OUTPUT_PIECE_BYTES = 16 * 1024;

/**
 * Bytes of a CSV upload in → the same text as UTF-8 bytes out, for csv-parse.
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

  /** Pushes at most OUTPUT_PIECE_BYTES at a time, so the parser hands rows on between pieces. */
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
/** How much decoded text is read before choosing the separator: the notes and header of any real export. */
const SNIFF_BYTES = 64 * 1024;

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

/** One CSV row: its cells as text, and the file line it starts on (1-based). */
export type CsvRow = { cells: string[]; line: number };

/**
 * A csv-parse parser for uploads (RFC 4180 plus what real exports do): quoted fields with commas, doubled
 * quotes and embedded newlines; CRLF, LF or CR line ends; rows of differing length; a stray quote inside an
 * unquoted field kept as text; line ends mixed in one file; `delimiter` between fields. An empty line comes out
 * as a row of one empty cell (readCsvRows drops it).
 */
export function createCsvParser(delimiter: CsvDelimiter = ','): Parser {
  return parse({
    bom: true,
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
  });
}

/** How many line breaks (CRLF, LF or CR) a cell holds. */
function lineBreaks(cell: string): number {
  if (!cell.includes('\n') && !cell.includes('\r')) return 0;
  return cell.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/**
 * The rows of a CSV byte stream, decoded (see CsvDecoder) and parsed (see createCsvParser), in file order;
 * empty lines are skipped. With `isHeader`, the field separator is chosen from the first SNIFF_BYTES of text
 * (sniffDelimiter over `headerLines` lines), else it is ','. Back-pressure flows to `input`: a consumer that
 * stops pulling stops the upload being read, and one that stops early lets the rest drain unread.
 * @throws the parser's CsvError (its `code` and message name the line) on text csv-parse cannot read, such as
 *   a quote opened and never closed; the input's own stream errors as they come.
 */
export async function* readCsvRows(
  input: Readable,
  decoder = new CsvDecoder(),
  sniff?: { isHeader: (cells: string[]) => boolean; headerLines: number },
): AsyncGenerator<CsvRow> {
  input.on('error', (err) => decoder.destroy(err));
  input.pipe(decoder);
  const text = decoder[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  try {
    while (sniff && headBytes < SNIFF_BYTES) {
      const next = await text.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headBytes += next.value.length;
    }
  } catch (err) {
    decoder.destroy();
    throw err;
  }
  const delimiter = sniff
    ? sniffDelimiter(Buffer.concat(head).toString('utf8'), sniff.isHeader, sniff.headerLines)
    : ',';
  const source = Readable.from(
    (async function* () {
      yield* head;
      if (!ended) for (let next = await text.next(); !next.done; next = await text.next()) yield next.value;
    })(),
    { objectMode: false },
  );
  const parser = createCsvParser(delimiter);
  source.on('error', (err) => parser.destroy(err));
  source.pipe(parser);
  // csv-parse compares every row's length with the first row's and, even with relax_column_count, builds a
  // CsvError (stack trace and all) for each row that differs. LinkedIn's export starts with a one-cell
  // 'Notes:' row, which made that cost tens of microseconds on every row; following the rows' own length
  // keeps it to the rows where the length changes.
  const state = (parser as unknown as { state?: { expectedRecordLength?: number } }).state;
  let line = 1;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      const start = line;
      line += 1;
      if (cells.length === 1 && cells[0] === '') continue;
      for (const cell of cells) line += lineBreaks(cell);
      if (state && state.expectedRecordLength !== cells.length) state.expectedRecordLength = cells.length;
      yield { cells, line: start };
    }
  } finally {
    if (!input.destroyed && !input.readableEnded) {
      input.unpipe(decoder);
      input.resume();
    }
    decoder.destroy();
    source.destroy();
    parser.destroy();
  }
}
