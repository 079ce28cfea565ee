import { CSV_COLUMNS_MAX, CSV_ROW_MAX_CHARS } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { CELL_KEEP_CHARS, type CsvRecord, CsvRecordReader, REREAD_MAX_CHARS } from './csv-records.js';

/* CsvRecordReader: records of a CSV text under its limits, and what it does with broken quoting. */

/** Every record of `text` pushed in pieces of `size` characters. */
function read(text: string, size = 64 * 1024, opts: { delimiter?: string; cr?: boolean } = {}) {
  const reader = new CsvRecordReader(opts.delimiter ?? ',', opts.cr ?? false);
  const out: CsvRecord[] = [];
  for (let i = 0; i < text.length; i += size) {
    reader.push(text.slice(i, i + size));
    for (let r = reader.next(); r; r = reader.next()) out.push(r);
  }
  reader.end();
  for (let r = reader.next(); r; r = reader.next()) out.push(r);
  expect(reader.done).toBe(true);
  return out;
}

const summary = (records: CsvRecord[]) =>
  records.map((r) => ({ line: r.line, lastLine: r.lastLine, problem: r.problem, cells: r.cells }));

describe('CsvRecordReader', () => {
  it.each([1, 2, 3, 1024])(
    'reads quoting, doubled quotes, line breaks in cells and CRLF in %i-char pieces',
    (size) => {
      const text = 'a,"b,c","say ""hi"""\r\n"x\r\ny",,z\r\n"",last\n';
      expect(summary(read(text, size))).toEqual([
        { line: 1, lastLine: 1, problem: null, cells: ['a', 'b,c', 'say "hi"'] },
        { line: 2, lastLine: 3, problem: null, cells: ['x\r\ny', '', 'z'] },
        { line: 4, lastLine: 4, problem: null, cells: ['', 'last'] },
      ]);
    },
  );

  it('keeps stray quotes as text, as csv-parse relax_quotes does', () => {
    expect(read('5\'10",x\n"abc"def,y\n').map((r) => r.cells)).toEqual([
      ['5\'10"', 'x'],
      ['"abc"def', 'y'],
    ]);
  });

  it('counts columns and width (up to the last cell holding more than spaces)', () => {
    const [r] = read('a,,b, ,,\n');
    expect(r).toMatchObject({ columns: 6, width: 3, cells: ['a', '', 'b', ' ', '', ''] });
  });

  it('a quote open at the end of the text: the lines after it are read again', () => {
    for (const size of [1, 4, 1024]) {
      expect(summary(read('h\n"Ann,Lee\nBob,Ray\nCy,Fox', size))).toEqual([
        { line: 1, lastLine: 1, problem: null, cells: ['h'] },
        { line: 2, lastLine: 2, problem: 'unclosed-quote', cells: [] },
        { line: 3, lastLine: 3, problem: null, cells: ['Bob', 'Ray'] },
        { line: 4, lastLine: 4, problem: null, cells: ['Cy', 'Fox'] },
      ]);
    }
  });

  it('reread: the caller reads the lines of a merged record again, once', () => {
    const reader = new CsvRecordReader(',');
    reader.push('Ann,"Lee\nBob",Ray\nCy,Fox\n');
    reader.end();
    const merged = reader.next()!;
    expect(merged).toMatchObject({ line: 1, lastLine: 2, cells: ['Ann', 'Lee\nBob', 'Ray'], tailLine: 2 });
    expect(reader.reread(merged)).toBe(true);
    expect(reader.reread(merged)).toBe(false);
    expect(summary([reader.next()!, reader.next()!])).toEqual([
      { line: 2, lastLine: 2, problem: null, cells: ['Bob"', 'Ray'] },
      { line: 3, lastLine: 3, problem: null, cells: ['Cy', 'Fox'] },
    ]);
  });

  it('a lone CR: a fault inside the row in a file of LF line ends, a line end in a CR file', () => {
    expect(summary(read('a,b\rc\nd\n'))).toEqual([
      { line: 1, lastLine: 2, problem: 'bare-cr', cells: ['a', 'b\rc'] },
      { line: 3, lastLine: 3, problem: null, cells: ['d'] },
    ]);
    expect(summary(read('a,b\rc\r\nd\r', 1, { cr: true }))).toEqual([
      { line: 1, lastLine: 1, problem: null, cells: ['a', 'b'] },
      { line: 2, lastLine: 2, problem: null, cells: ['c'] },
      { line: 3, lastLine: 3, problem: null, cells: ['d'] },
    ]);
  });

  it('reads tab and semicolon separators', () => {
    expect(read('a\t"b\tc"\n', 1024, { delimiter: '\t' })[0]!.cells).toEqual(['a', 'b\tc']);
    expect(read('a;"b;c"\n', 1024, { delimiter: ';' })[0]!.cells).toEqual(['a', 'b;c']);
  });
});

describe('CsvRecordReader limits', () => {
  /** Feeds `pieces()` and records the most characters the reader held at any time. */
  function readWatching(pieces: () => Iterable<string>) {
    const reader = new CsvRecordReader(',');
    const out: CsvRecord[] = [];
    let held = 0;
    const drain = () => {
      for (let r = reader.next(); r; r = reader.next()) out.push(r);
      held = Math.max(held, reader.heldChars());
    };
    for (const piece of pieces()) {
      reader.push(piece);
      held = Math.max(held, reader.heldChars());
      drain();
    }
    reader.end();
    drain();
    return { out, held };
  }

  it('a 50 MB cell: kept up to CELL_KEEP_CHARS, the row refused as too long, the reader never holding it', () => {
    const cell = 50 * 1024 * 1024;
    const piece = 'x'.repeat(64 * 1024);
    const { out, held } = readWatching(function* () {
      yield 'First Name,Last Name\nAnn,';
      for (let n = 0; n < cell; n += piece.length) yield piece;
      yield '\nBob,Ray\n';
    });
    expect(out.map((r) => [r.line, r.problem, r.cut])).toEqual([
      [1, null, []],
      [2, 'too-long', [1]],
      [3, null, []],
    ]);
    expect(out[1]!.cells).toEqual(['Ann', 'x'.repeat(CELL_KEEP_CHARS)]);
    expect(out[2]!.cells).toEqual(['Bob', 'Ray']);
    // What it held at most: the piece pushed and what it had not read yet, never the cell.
    expect(held).toBeLessThan(3 * 64 * 1024);
  });

  it('a row exactly at CSV_ROW_MAX_CHARS is read; one character more is too long', () => {
    const at = read(`${'a'.repeat(CSV_ROW_MAX_CHARS - 2)},b\n`, 16 * 1024);
    expect(at[0]!.problem).toBeNull();
    expect(at[0]!.cut).toEqual([0]);
    const over = read(`${'a'.repeat(CSV_ROW_MAX_CHARS - 1)},b\nc\n`, 16 * 1024);
    expect(over.map((r) => [r.line, r.problem])).toEqual([
      [1, 'too-long'],
      [2, null],
    ]);
  });

  it('a million empty columns are counted, not kept', () => {
    const { out, held } = readWatching(function* () {
      for (let i = 0; i < 60; i++) yield ','.repeat(16 * 1024);
      yield 'end\nnext\n';
    });
    expect(out[0]!.cells).toHaveLength(CSV_COLUMNS_MAX);
    expect(out[0]).toMatchObject({ columns: 60 * 16 * 1024 + 1, width: 60 * 16 * 1024 + 1, problem: null });
    expect(out[1]!.cells).toEqual(['next']);
    expect(held).toBeLessThan(64 * 1024);
  });

  it('a quote left open in a big file: refused at the row limit, the swallowed lines read again', () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => `First${i},Last${i}`);
    const text = `h1,h2\nAnn,"Lee\n${rows.join('\n')}\n`;
    const { out, held } = readWatching(function* () {
      for (let i = 0; i < text.length; i += 16 * 1024) yield text.slice(i, i + 16 * 1024);
    });
    expect(out.slice(0, 3).map((r) => [r.line, r.problem])).toEqual([
      [1, null],
      [2, 'unclosed-quote'],
      [3, null],
    ]);
    expect(out).toHaveLength(2 + rows.length);
    expect(out.at(-1)).toMatchObject({ line: 60_002, cells: ['First59999', 'Last59999'] });
    expect(held).toBeLessThan(CSV_ROW_MAX_CHARS + 64 * 1024);
  });

  it('past the re-read budget, the swallowed lines are dropped and reported by their last line', () => {
    expect(REREAD_MAX_CHARS).toBeGreaterThanOrEqual(16 * CSV_ROW_MAX_CHARS);
    const reader = new CsvRecordReader(',');
    (reader as unknown as { rereadLeft: number }).rereadLeft = 5;
    reader.push('h\n"a\nb\nc\nd,e\nf\n');
    reader.end();
    const out: CsvRecord[] = [];
    for (let r = reader.next(); r; r = reader.next()) out.push(r);
    expect(summary(out)).toEqual([
      { line: 1, lastLine: 1, problem: null, cells: ['h'] },
      { line: 2, lastLine: 6, problem: 'unclosed-quote', cells: [] },
    ]);
  });
});
