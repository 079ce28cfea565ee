import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CSV_COLUMNS_MAX } from '@rw/core';
import { describe, expect, it } from 'vitest';
import {
  CsvDecoder,
  type CsvRow,
  completeUtf8Length,
  readCsvRows,
  sniffDelimiter,
  usesCrLineEnds,
} from './csv-decode.js';
import { windows1252 } from './fixtures/import-fixtures.js';

const spectrumDir = path.dirname(createRequire(import.meta.url).resolve('csv-spectrum/package.json'));

/** Feeds `bytes` in chunks of `size` bytes (1 cuts every multi-byte character and CRLF in two). */
async function rows(bytes: Buffer, size = 64 * 1024, decoder = new CsvDecoder()): Promise<CsvRow[]> {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const out: CsvRow[] = [];
  for await (const row of readCsvRows(Readable.from(chunks), decoder)) out.push(row);
  return out;
}

const cells = async (bytes: Buffer, size?: number) => (await rows(bytes, size)).map((r) => r.cells);

/** Rows as objects keyed by the header, the shape csv-spectrum's expected JSON has. */
function asObjects(parsed: CsvRow[]): Record<string, string>[] {
  const [header, ...data] = parsed.map((r) => r.cells);
  return data.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i] ?? ''])));
}

describe('csv-spectrum: every file parses to its expected JSON', () => {
  const names = readdirSync(path.join(spectrumDir, 'csvs')).map((f) => f.replace(/\.csv$/, ''));

  it('covers the whole suite', () => {
    expect(names.length).toBeGreaterThanOrEqual(12);
  });

  it.each(names)('%s (whole, and one byte at a time)', async (name) => {
    const csv = readFileSync(path.join(spectrumDir, 'csvs', `${name}.csv`));
    const parsed: unknown = JSON.parse(readFileSync(path.join(spectrumDir, 'json', `${name}.json`), 'utf8'));
    const expected = (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, string>[];
    if (name === 'location_coordinates') {
      // The suite's JSON has another phone number than its CSV (max-mapper/csv-spectrum#20, #22): the CSV is right.
      expect(expected[0]!['Contact Phone Number']).toBe('1234567890');
      expected[0]!['Contact Phone Number'] = '2095257564';
    }
    expect(asObjects(await rows(csv))).toEqual(expected);
    expect(asObjects(await rows(csv, 1))).toEqual(expected);
  });
});

describe('CsvDecoder', () => {
  const text = 'First Name,Last Name,Location\r\nJosé,Müller,"Coruña, España"\r\nZoë,Ñúñez,€uro\r\n';
  const expected = [
    ['First Name', 'Last Name', 'Location'],
    ['José', 'Müller', 'Coruña, España'],
    ['Zoë', 'Ñúñez', '€uro'],
  ];

  it.each([1, 2, 3, 7, 1024])(
    'reads UTF-8 with and without a byte-order mark in %i-byte chunks',
    async (size) => {
      expect(await cells(Buffer.from(text, 'utf8'), size)).toEqual(expected);
      expect(await cells(Buffer.from(`\uFEFF${text}`, 'utf8'), size)).toEqual(expected);
    },
  );

  it.each([1, 5, 1024])('reads Windows-1252 with its accents intact in %i-byte chunks', async (size) => {
    const decoder = new CsvDecoder();
    expect((await rows(windows1252(text), size, decoder)).map((r) => r.cells)).toEqual(expected);
    expect(decoder.encoding).toBe('windows-1252');
  });

  it('switches to Windows-1252 when the first non-UTF-8 byte comes after a long ASCII start', async () => {
    const ascii = `${'First Name,Last Name\n'}${'Ann,Lee\n'.repeat(20_000)}`;
    const parsed = await cells(Buffer.concat([Buffer.from(ascii), windows1252('Renée,Löw\n')]), 4096);
    expect(parsed.at(-1)).toEqual(['Renée', 'Löw']);
    expect(parsed).toHaveLength(20_002);
  });

  it('keeps a file UTF-8 once it has shown UTF-8 text; a later broken byte becomes U+FFFD', async () => {
    const bytes = Buffer.concat([Buffer.from('a,b\nJosé,x\n'), Buffer.from([0x4c, 0xf6, 0x77, 0x0a])]);
    const decoder = new CsvDecoder();
    expect((await rows(bytes, 1024, decoder)).map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['José', 'x'],
      ['L\uFFFDw'],
    ]);
    expect(decoder.encoding).toBe('utf-8');
  });

  it('reads UTF-16 with a byte-order mark, and counts the bytes it takes in', async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const decoder = new CsvDecoder();
    expect((await rows(le, 3, decoder)).map((r) => r.cells)).toEqual(expected);
    expect(decoder.encoding).toBe('utf-16le');
    expect(decoder.bytesRead).toBe(le.length);
  });

  it('drops NUL characters, which PostgreSQL text cannot hold', async () => {
    expect(await cells(Buffer.from('a,b\nx\0y,z\n'))).toEqual([
      ['a', 'b'],
      ['xy', 'z'],
    ]);
  });

  it('completeUtf8Length leaves a cut multi-byte character for the next chunk', () => {
    const e = Buffer.from('é'); // c3 a9
    const euro = Buffer.from('€'); // e2 82 ac
    expect(completeUtf8Length(Buffer.from('abc'))).toBe(3);
    expect(completeUtf8Length(Buffer.concat([Buffer.from('a'), e.subarray(0, 1)]))).toBe(1);
    expect(completeUtf8Length(Buffer.concat([Buffer.from('a'), e]))).toBe(3);
    expect(completeUtf8Length(Buffer.concat([Buffer.from('a'), euro.subarray(0, 2)]))).toBe(1);
    expect(completeUtf8Length(Buffer.concat([Buffer.from('a'), euro]))).toBe(4);
  });
});

describe('readCsvRows', () => {
  it('handles quoted commas, doubled quotes, embedded newlines, CRLF and ragged rows', async () => {
    const csv = 'Name,Note\r\n"Okafor, Amara","She said ""hi""\r\nthen left"\r\nShort\r\nLong,a,b,c\r\n';
    expect(await cells(Buffer.from(csv))).toEqual([
      ['Name', 'Note'],
      ['Okafor, Amara', 'She said "hi"\r\nthen left'],
      ['Short'],
      ['Long', 'a', 'b', 'c'],
    ]);
  });

  it('reads CRLF and LF mixed in one file; a lone CR there is reported, not taken as a line end', async () => {
    const read = await rows(Buffer.from('h1,h2\r\nx,1\ny,2\rz,3\r\nw,4\n'));
    expect(read.map((r) => [r.line, r.problem?.kind ?? null, ...r.cells])).toEqual([
      [1, null, 'h1', 'h2'],
      [2, null, 'x', '1'],
      [3, 'bare-cr', 'y', '2\rz', '3'],
      [5, null, 'w', '4'],
    ]);
  });

  it('takes a lone CR as the line end of a file whose lines end with CR alone (classic Mac)', async () => {
    const read = await rows(Buffer.from('h1,h2\rx,"1\r2"\ry,3\r'), 3);
    expect(read.map((r) => [r.line, r.problem, ...r.cells])).toEqual([
      [1, null, 'h1', 'h2'],
      [2, null, 'x', '1\r2'],
      [4, null, 'y', '3'],
    ]);
    expect(usesCrLineEnds('a\rb\r')).toBe(true);
    // A line break inside a quoted cell of a CR file is an LF.
    expect(usesCrLineEnds('a,b\r"x\ny",z\rc,d\r')).toBe(true);
    expect(usesCrLineEnds('a\r\nb\rc')).toBe(false);
    expect(usesCrLineEnds('a\nb\rc\nd\n')).toBe(false);
    expect(usesCrLineEnds('no line end')).toBe(false);
  });

  it('keeps a stray quote inside an unquoted field as text', async () => {
    expect(await cells(Buffer.from('a,b\n5\'10",x\n'))).toEqual([
      ['a', 'b'],
      ['5\'10"', 'x'],
    ]);
  });

  it('skips empty lines and numbers each row by the line it starts on', async () => {
    const csv = 'h1,h2\n\n"multi\nline",x\n\r\n\nlast,y';
    expect((await rows(Buffer.from(csv))).map((r) => [r.line, r.cells[0]])).toEqual([
      [1, 'h1'],
      [3, 'multi\nline'],
      [7, 'last'],
    ]);
  });

  it('reports a quote that never closes and reads the lines after it again as rows', async () => {
    const read = await rows(Buffer.from('a,b\n"open,x\nc,d\ne,f\n'));
    expect(read.map((r) => [r.line, r.problem, r.problem ? [] : r.cells])).toEqual([
      [1, null, ['a', 'b']],
      [2, { kind: 'unclosed-quote', lastLine: 2 }, []],
      [3, null, ['c', 'd']],
      [4, null, ['e', 'f']],
    ]);
  });
});

describe('readCsvRows with a header: rows must have its columns', () => {
  const isHeader = (cells: string[]) => cells[0] === 'First Name';
  async function judged(text: string, size = 64 * 1024) {
    const bytes = Buffer.from(text);
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
    const out: CsvRow[] = [];
    for await (const row of readCsvRows(Readable.from(chunks), new CsvDecoder(), {
      isHeader,
      headerLines: 20,
    }))
      out.push(row);
    return out;
  }

  it('marks the notes before the header, the header and the rows', async () => {
    const read = await judged(
      'Notes:\n"some, text"\n\nFirst Name,Last Name,Email\nAnn,Lee,ann@example.com\n',
    );
    expect(read.map((r) => [r.kind, r.line])).toEqual([
      ['before-header', 1],
      ['before-header', 2],
      ['header', 4],
      ['row', 5],
    ]);
  });

  it('reports rows with missing or extra columns; trailing empty cells and blank rows pass', async () => {
    const csv = [
      'First Name,Last Name,Email,,',
      'Ann,Lee,ann@example.com',
      'Bob,Ray',
      'Cy,Fox,cy@example.com,extra,more',
      'Di,Ng,di@example.com,,,,',
      ',,',
      ' ',
    ].join('\r\n');
    const read = await judged(csv);
    expect(read.map((r) => [r.line, r.problem])).toEqual([
      [1, null],
      [2, null],
      [3, { kind: 'columns', columns: 2, expected: 3 }],
      [4, { kind: 'columns', columns: 5, expected: 3 }],
      [5, null],
      [6, null],
      [7, null],
    ]);
  });

  it('an unclosed quote that a later quote closes: reported, the rows it swallowed read on their own', async () => {
    // Row 2 of 8 opens a quote; the quote before bob's e-mail "closes" it, merging Ann with Bob.
    const csv = [
      'First Name,Last Name,Email',
      'Ann,"Lee,ann@example.com',
      'Bob,Ray,"bob@example.com"',
      'Cy,Fox,cy@example.com',
    ].join('\n');
    for (const size of [1, 5, 64 * 1024]) {
      const read = await judged(`${csv}\n`, size);
      expect(read.map((r) => [r.line, r.problem, r.problem ? [] : r.cells])).toEqual([
        [1, null, ['First Name', 'Last Name', 'Email']],
        [2, { kind: 'unclosed-quote', lastLine: 2 }, []],
        [3, null, ['Bob', 'Ray', 'bob@example.com']],
        [4, null, ['Cy', 'Fox', 'cy@example.com']],
      ]);
    }
  });

  it('keeps a quoted line break inside a cell when the row has the right columns', async () => {
    const read = await judged('First Name,Note\nAnn,"line one\nline two"\nBob,x\n');
    expect(read.map((r) => [r.line, r.problem, r.cells])).toEqual([
      [1, null, ['First Name', 'Note']],
      [2, null, ['Ann', 'line one\nline two']],
      [4, null, ['Bob', 'x']],
    ]);
  });

  it('a row of 10,000 columns: reported with its count, only the first CSV_COLUMNS_MAX kept', async () => {
    const wide = Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',');
    const read = await judged(`First Name,Last Name,Email\n${wide}\nAnn,Lee,a@example.com\n`, 4096);
    expect(read[1]!.problem).toEqual({ kind: 'columns', columns: 10_000, expected: 3 });
    expect(read[1]!.cells).toHaveLength(CSV_COLUMNS_MAX);
    expect(read[2]).toMatchObject({ line: 3, problem: null, cells: ['Ann', 'Lee', 'a@example.com'] });
  });
});

describe('the field separator', () => {
  const isHeader = (cells: string[]) => cells.includes('First Name') && cells.includes('Last Name');

  it("is the one that makes a header of one of the first lines, ',' first", () => {
    expect(sniffDelimiter('First Name,Last Name\nA,B', isHeader, 20)).toBe(',');
    expect(
      sniffDelimiter('Notes:\n"a; b, c"\n\nFirst Name;Last Name;Company\nA;B;"C, Ltd"', isHeader, 20),
    ).toBe(';');
    expect(sniffDelimiter('"First Name"\t"Last Name"\r\nA\tB', isHeader, 20)).toBe('\t');
  });

  it("is ',' when no line within the limit is a header", () => {
    expect(sniffDelimiter('Name;Mail\nA;b@x', isHeader, 20)).toBe(',');
    expect(sniffDelimiter('x\ny\nFirst Name;Last Name', isHeader, 2)).toBe(',');
    expect(sniffDelimiter('', isHeader, 20)).toBe(',');
  });

  it('splits the rows of a semicolon or tab file, quotes and embedded newlines included', async () => {
    const read = async (text: string, size: number) => {
      const out: string[][] = [];
      const chunks: Buffer[] = [];
      const bytes = Buffer.from(text);
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      for await (const row of readCsvRows(Readable.from(chunks), new CsvDecoder(), {
        isHeader,
        headerLines: 20,
      }))
        out.push(row.cells);
      return out;
    };
    const semicolons =
      'First Name;Last Name;Company\r\nAmara;Okafor;"Monzo; UK, Ltd"\r\nMei;Chen;"Line\nbreak"\r\n';
    for (const size of [1, 7, 64 * 1024]) {
      expect(await read(semicolons, size)).toEqual([
        ['First Name', 'Last Name', 'Company'],
        ['Amara', 'Okafor', 'Monzo; UK, Ltd'],
        ['Mei', 'Chen', 'Line\nbreak'],
      ]);
    }
    expect(await read('First Name\tLast Name\nA, Jr.\tB;C\n', 3)).toEqual([
      ['First Name', 'Last Name'],
      ['A, Jr.', 'B;C'],
    ]);
  });

  it('reads a file longer than what is read to choose the separator, every row once', async () => {
    const body = Array.from({ length: 20000 }, (_, i) => `F${i};L${i}`).join('\n');
    const out: string[][] = [];
    const input = Readable.from([Buffer.from(`First Name;Last Name\n${body}\n`)]);
    for await (const row of readCsvRows(input, new CsvDecoder(), { isHeader, headerLines: 20 }))
      out.push(row.cells);
    expect(out).toHaveLength(20001);
    expect(out[20000]).toEqual(['F19999', 'L19999']);
  });
});
