/** One line of a bench's result table. `pass` is undefined for a figure without a target. */
export type ResultRow = { metric: string; figure: string; target: string; pass?: boolean };

/**
 * The rows of a bench, printed one by one as they are measured (a long bench that is stopped still leaves its
 * figures) and as a table at the end.
 */
export class Results {
  readonly rows: ResultRow[] = [];

  push(...rows: ResultRow[]): void {
    for (const r of rows) {
      this.rows.push(r);
      const verdict = r.pass === undefined ? '' : r.pass ? ' [pass]' : ' [FAIL]';
      console.log(`  ${r.metric}: ${r.figure}${r.target ? ` (target ${r.target})` : ''}${verdict}`);
    }
  }
}

/** Prints rows as an aligned table: metric, figure, target, pass/fail. */
export function printTable(title: string, rows: readonly ResultRow[]): void {
  const cells = rows.map((r) => [
    r.metric,
    r.figure,
    r.target,
    r.pass === undefined ? '' : r.pass ? 'pass' : 'FAIL',
  ]);
  const head = ['metric', 'figure', 'target', 'result'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
  console.log('');
}

/** Seconds with 2 decimals. */
export const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** Milliseconds with 1 decimal. */
export const millis = (ms: number) => `${ms.toFixed(1)} ms`;
/** A whole number with thousands separators. */
export const int = (n: number) => Math.round(n).toLocaleString('en-US');

/** The p-th percentile (0-100) of samples, nearest-rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Which databases a bench runs on: `--db=pglite` (or `--db=embedded`), `--db=pg` or both (the default). */
export function databasesFromArgs(argv: readonly string[]): ('pglite' | 'pg')[] {
  const arg = argv.find((a) => a.startsWith('--db='))?.slice(5);
  if (arg === 'pglite' || arg === 'embedded') return ['pglite'];
  if (arg === 'pg') return [arg];
  return ['pglite', 'pg'];
}

/** The value of `--name=value`, else the fallback. */
export function argValue(argv: readonly string[], name: string, fallback: string): string {
  return argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
}
