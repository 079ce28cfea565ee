/*
 * The records of a CSV text, read under limits (docs/product/candidates.md#import-problems). RFC 4180 plus
 * what real exports do: quoted fields with separators, doubled quotes and line breaks; a quote inside an
 * unquoted field kept as text; a closing quote followed by more text keeps the quotes as text.
 *
 * Why not csv-parse (which this replaced): its limit (max_record_size) and its quoting errors end the whole
 * parse, skip_records_with_error cannot resume safely where quoted fields hold line breaks (its own docs say
 * so), it has no bound on the number of columns, and it cannot tell which cell ran over a limit. This reader
 * keeps at most CELL_KEEP_CHARS of a cell and CSV_COLUMNS_MAX cells of a row, refuses a row longer than
 * CSV_ROW_MAX_CHARS without holding it, and after an unclosed quote reads the lines it swallowed again as rows
 * of their own.
 */
import { CSV_COLUMNS_MAX, CSV_ROW_MAX_CHARS } from '@rw/core';

/**
 * Characters kept of one cell. Every candidate field's limit is below it, so a cell cut here is over its
 * field's limit whatever the rest held; other columns are not imported at all.
 */
export const CELL_KEEP_CHARS = 1000;
/**
 * Characters of swallowed lines that may be read a second time after unclosed quotes, in all: enough for any
 * honest file (each time costs the lines up to where the quote was taken to close), and a bound on the work
 * a file can cause. Past it, the swallowed lines are reported as not imported.
 */
export const REREAD_MAX_CHARS = 64_000_000;

/** Why a record is not a row as written. */
export type CsvRecordProblem = 'unclosed-quote' | 'too-long' | 'bare-cr';

/** One record of the text. */
export type CsvRecord = {
  /** Its cells, the first CSV_COLUMNS_MAX, each at most CELL_KEEP_CHARS (see `cut`). */
  cells: string[];
  /** The line the record starts on and the last line it covers (1-based; CRLF, LF and a lone CR each end a line). */
  line: number;
  lastLine: number;
  /** How many cells the record has, kept or not. */
  columns: number;
  /** How many cells up to the last one holding more than spaces (trailing empty cells do not count). */
  width: number;
  /** Kept cells that were longer than CELL_KEEP_CHARS (cut there). */
  cut: number[];
  /**
   * The text after the record's first line break (a quoted line break), when the record spans lines and is
   * shorter than CSV_ROW_MAX_CHARS: what `reread` reads again when the record turns out to be an unclosed
   * quote that swallowed the lines after it.
   */
  tail: string | null;
  /** The line `tail` starts on. */
  tailLine: number;
  problem: CsvRecordProblem | null;
};

const QUOTE = 34;
const LF = 10;
const CR = 13;

const START = 0; // before a field's first character
const UNQUOTED = 1;
const QUOTED = 2;
const CLOSED = 3; // after a field's closing quote: a separator or line end follows
const SKIP_LINE = 4; // dropping the rest of a line after an unclosed quote that could not be read again

/** The most text scanned between two checks of the row limit. */
const PIECE_CHARS = 16 * 1024;

/**
 * A pull reader: `push` text (any size; `end` after the last), then take records with `next()` until it
 * returns null (it needs more text, or `done` is set). Holds the unread text, the current record's kept cells
 * and, for a record spanning lines, up to about CSV_ROW_MAX_CHARS of its lines after the first.
 * - `delimiter`: one character. `crLineEnds`: the file ends its lines with CR alone (old Mac files), so a
 *   lone CR ends a record; otherwise a lone CR outside quotes is kept and the record marked 'bare-cr'.
 * - A record longer than CSV_ROW_MAX_CHARS (judged every PIECE_CHARS) is read to its end without keeping
 *   more and marked 'too-long'.
 * - A quote still open at the end of the text, or open across a line break once the record is over
 *   CSV_ROW_MAX_CHARS, is an unclosed quote: the record is marked 'unclosed-quote', and the lines after its
 *   first are read again as records (see `reread`); when they cannot be (over the budget, or not kept), the
 *   record's `lastLine` is the last line dropped with it.
 */
export class CsvRecordReader {
  done = false;
  private buf = '';
  private pos = 0;
  private readonly queue: string[] = [];
  private ended = false;
  private readonly delim: number;
  private rereadLeft = REREAD_MAX_CHARS;
  /** The line the next character is on. */
  private line = 1;
  // The record being read.
  private state = START;
  private recLine = 1;
  /** Where it starts in buf (0 when it started in text already dropped). */
  private recStart = 0;
  /** Its characters in text already dropped. */
  private rawBefore = 0;
  private cells: string[] = [];
  private columns = 0;
  private width = 0;
  private cut: number[] = [];
  private field = '';
  private fieldLen = 0;
  private tail: string | null = null;
  private tailStart = 0;
  private tailLine = 0;
  private overCap = false;
  private bareCr = false;

  constructor(
    delimiter: string,
    private readonly crLineEnds = false,
  ) {
    if (delimiter.length !== 1) throw new Error('the delimiter must be one character');
    this.delim = delimiter.charCodeAt(0);
  }

  /** Adds text after what was pushed before. */
  push(text: string): void {
    for (let i = 0; i < text.length; i += PIECE_CHARS) this.queue.push(text.slice(i, i + PIECE_CHARS));
  }

  /**
   * The characters this reader holds now: the unread text and queued pieces, the current cell and the kept
   * tail of a record spanning lines (the current record's finished cells aside, at most CSV_COLUMNS_MAX ×
   * CELL_KEEP_CHARS). What a caller watches to see the reader stay within its limits.
   */
  heldChars(): number {
    let queued = 0;
    for (const piece of this.queue) queued += piece.length;
    return this.buf.length + queued + this.field.length + (this.tail?.length ?? 0);
  }

  /** No more text follows. */
  end(): void {
    this.ended = true;
  }

  /**
   * Reads the lines of `record` after its first (`record.tail`) again, as records of their own: for a record
   * spanning lines because a quote opened on its first line took the rows after it in. Call it right after
   * `next()` returned the record. false (nothing read again) when the record kept no tail or the
   * REREAD_MAX_CHARS budget is spent.
   */
  reread(record: CsvRecord): boolean {
    if (record.tail === null || record.tail.length > this.rereadLeft) return false;
    this.rereadLeft -= record.tail.length;
    this.buf = record.tail + this.buf.slice(this.pos);
    this.pos = 0;
    this.line = record.tailLine;
    this.startRecord();
    record.tail = null;
    return true;
  }

  /** The next record, or null when more text is needed (or, with `done` set, there is none). */
  next(): CsvRecord | null {
    const delim = this.delim;
    while (true) {
      const buf = this.buf;
      const len = buf.length;
      if (this.pos >= len) {
        const out = this.more();
        if (out !== undefined) return out;
        continue;
      }
      const c = buf.charCodeAt(this.pos);
      if (this.state === QUOTED) {
        let j = this.pos;
        let k = c;
        while (j < len && k !== QUOTE && k !== LF && k !== CR) k = buf.charCodeAt(++j);
        if (j > this.pos) this.append(buf, this.pos, j);
        this.pos = j;
        if (j >= len) continue;
        if (j + 1 >= len && !this.final()) {
          // A quote or CR as the last character: what follows decides.
          const out = this.more();
          if (out !== undefined) return out;
          continue;
        }
        const n = buf.charCodeAt(j + 1);
        if (k === QUOTE) {
          if (n === QUOTE) {
            this.appendText('"');
            this.pos = j + 2;
          } else if (j + 1 >= len || n === delim || n === LF || n === CR) {
            this.state = CLOSED;
            this.pos = j + 1;
          } else {
            // A quote followed by text: the quotes were text (as csv-parse's relax_quotes reads it).
            this.field = `"${this.field}`;
            this.fieldLen += 1;
            this.appendText('"');
            this.state = UNQUOTED;
            this.pos = j + 1;
          }
          continue;
        }
        // A line break inside quotes is part of the cell.
        const size = k === CR && n === LF ? 2 : 1;
        this.append(buf, j, j + size);
        this.pos = j + size;
        this.line += 1;
        if (this.overCap) return this.unclosedQuote(false);
        if (this.tail === null) {
          this.tail = '';
          this.tailStart = this.pos;
          this.tailLine = this.line;
        }
        continue;
      }
      if (this.state === SKIP_LINE) {
        let j = this.pos;
        let k = c;
        while (j < len && k !== LF && k !== CR) k = buf.charCodeAt(++j);
        this.pos = j;
        if (j >= len) continue;
        if (k === CR && j + 1 >= len && !this.final()) {
          const out = this.more();
          if (out !== undefined) return out;
          continue;
        }
        this.pos += k === CR && buf.charCodeAt(j + 1) === LF ? 2 : 1;
        this.line += 1;
        this.startRecord();
        continue;
      }
      if (c === delim) {
        this.endField();
        this.state = START;
        this.pos += 1;
        continue;
      }
      if (c === LF || c === CR) {
        if (c === CR && this.pos + 1 >= len && !this.final()) {
          const out = this.more();
          if (out !== undefined) return out;
          continue;
        }
        const crlf = c === CR && buf.charCodeAt(this.pos + 1) === LF;
        if (c === CR && !crlf && !this.crLineEnds) {
          // A CR alone in a file of LF or CRLF line ends: a line of its own to an editor, no record end here.
          this.bareCr = true;
          this.appendText('\r');
          this.state = UNQUOTED;
          this.pos += 1;
          this.line += 1;
          continue;
        }
        const end = this.pos;
        this.pos += crlf ? 2 : 1;
        this.line += 1;
        const record = this.endRecord(end, this.line - 1);
        if (record) return record;
        continue;
      }
      if (c === QUOTE && this.state === START) {
        this.state = QUOTED;
        this.pos += 1;
        continue;
      }
      // Text up to the next separator or line end (a quote here is text).
      let j = this.pos + 1;
      let k = buf.charCodeAt(j);
      while (j < len && k !== delim && k !== LF && k !== CR) k = buf.charCodeAt(++j);
      this.append(buf, this.pos, j);
      this.state = UNQUOTED;
      this.pos = j;
    }
  }

  /** No text is queued and none will be pushed. */
  private final(): boolean {
    return this.ended && this.queue.length === 0;
  }

  /**
   * More text is needed at `pos`: drops what was read (the record's tail kept), checks the row limit, and
   * takes the next queued piece (undefined: go on). Else null (push more), or at the end of the text the
   * last record.
   */
  private more(): CsvRecord | null | undefined {
    if (this.tail !== null) this.tail += this.buf.slice(this.tailStart, this.pos);
    this.rawBefore += this.pos - this.recStart;
    this.buf = this.buf.slice(this.pos);
    this.recStart = 0;
    this.tailStart = 0;
    this.pos = 0;
    if (!this.overCap && this.state !== SKIP_LINE && this.rawBefore > CSV_ROW_MAX_CHARS) {
      this.overCap = true;
      if (this.state === QUOTED && this.tail !== null) return this.unclosedQuote(false);
      this.tail = null;
    }
    const piece = this.queue.shift();
    if (piece !== undefined) {
      this.buf += piece;
      return undefined;
    }
    if (!this.ended || this.done) return null;
    // The end of the text (after an unclosed quote, the end of the lines it read again).
    if (this.state === QUOTED) return this.unclosedQuote(true);
    this.done = true;
    const started = this.state !== START || this.columns > 0 || this.rawBefore > 0;
    if (this.state === SKIP_LINE || !started) return null;
    return this.endRecord(this.pos, this.line);
  }

  /**
   * The current record as an unclosed quote, at the end of the text or when it has gone over the row limit.
   * Its lines after the first are read again when it kept them and the budget allows; else, mid-line, the
   * rest of that line is dropped with it.
   */
  private unclosedQuote(atEnd: boolean): CsvRecord {
    const tail = this.tail === null ? null : this.tail + this.buf.slice(this.tailStart, this.pos);
    const last =
      this.pos > 0 ? this.buf.charCodeAt(this.pos - 1) : tail ? tail.charCodeAt(tail.length - 1) : NaN;
    const afterBreak = last === LF || last === CR;
    const record = this.record(afterBreak ? this.line - 1 : this.line, tail, 'unclosed-quote');
    this.startRecord();
    if (this.reread(record)) {
      record.lastLine = record.tailLine - 1;
      return record;
    }
    record.tail = null;
    if (!afterBreak && !atEnd) this.state = SKIP_LINE;
    return record;
  }

  /** Ends the record whose text ends before `end` (its line end) on `lastLine`; null for an empty line. */
  private endRecord(end: number, lastLine: number): CsvRecord | null {
    this.endField();
    if (this.rawBefore + end - this.recStart > CSV_ROW_MAX_CHARS) this.overCap = true;
    const tail =
      this.tail !== null && !this.overCap ? this.tail + this.buf.slice(this.tailStart, this.pos) : null;
    const problem = this.overCap ? 'too-long' : this.bareCr ? 'bare-cr' : null;
    const record = this.record(lastLine, tail, problem);
    this.startRecord();
    if (!problem && record.columns === 1 && record.cells[0] === '') return null;
    return record;
  }

  private record(lastLine: number, tail: string | null, problem: CsvRecordProblem | null): CsvRecord {
    return {
      cells: this.cells,
      line: this.recLine,
      lastLine,
      columns: this.columns,
      width: this.width,
      cut: this.cut,
      tail,
      tailLine: this.tailLine,
      problem,
    };
  }

  private startRecord(): void {
    this.state = START;
    this.recLine = this.line;
    this.recStart = this.pos;
    this.rawBefore = 0;
    this.cells = [];
    this.columns = 0;
    this.width = 0;
    this.cut = [];
    this.field = '';
    this.fieldLen = 0;
    this.tail = null;
    this.tailStart = 0;
    this.tailLine = 0;
    this.overCap = false;
    this.bareCr = false;
  }

  private append(buf: string, from: number, to: number): void {
    if (this.fieldLen < CELL_KEEP_CHARS) {
      this.field += buf.slice(from, Math.min(to, from + CELL_KEEP_CHARS - this.fieldLen));
    }
    this.fieldLen += to - from;
  }

  private appendText(text: string): void {
    if (this.fieldLen < CELL_KEEP_CHARS) this.field += text;
    this.fieldLen += text.length;
  }

  private endField(): void {
    const index = this.columns;
    this.columns += 1;
    if (this.fieldLen > CELL_KEEP_CHARS || this.field.trim() !== '') this.width = this.columns;
    if (index < CSV_COLUMNS_MAX) {
      this.cells.push(
        this.field.length > CELL_KEEP_CHARS ? this.field.slice(0, CELL_KEEP_CHARS) : this.field,
      );
      if (this.fieldLen > CELL_KEEP_CHARS) this.cut.push(index);
    }
    this.field = '';
    this.fieldLen = 0;
  }
}
