import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { z } from 'zod';

/*
 * The project's CSV export (docs/product/pipeline.md#export, docs/product/analytics.md#csv-export): UTF-8 with
 * a byte-order mark (Excel then reads accents right), CRLF line ends, RFC 4180 quoting, and OWASP's rule
 * against formula injection (a cell starting with = + - @, tab or CR gets a leading '), streamed.
 */

/** One cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** A CSV file as a route answers it, described as binary in the OpenAPI document. */
export const csvFileSchema = (description: string) =>
  z.instanceof(Readable).meta({ type: 'string', format: 'binary', description });

/**
 * A CSV stream of `headers` and the `rows` (each one cell per header, in order), as it is read: a row source
 * that fails ends the stream with its error.
 */
export function csvStream(headers: readonly string[], rows: AsyncIterable<CsvCell[]> | Iterable<CsvCell[]>) {
  const csv = stringify({
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
    // A line break inside a cell is quoted even when it is a lone CR, which some readers take as a line end.
    quoted_match: /[\r\n]/,
    header: true,
    columns: headers.map((header, i) => ({ key: String(i), header })),
  });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield row.map((cell) => cell ?? '');
    })(),
  );
  records.on('error', (err) => csv.destroy(err));
  records.pipe(csv);
  return csv;
}
