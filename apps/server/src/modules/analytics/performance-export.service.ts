import type { Readable } from 'node:stream';
import {
  candidateSourceLabels,
  type PerformanceQuery,
  type PerformanceReport,
  type PerformanceReportKind,
} from '@rw/core';
import { type CsvCell, csvStream } from '#src/lib/csv-export.js';
import type { Caller } from '#src/plugins/auth.js';
import type { AnalyticsDeps } from './analytics.service.js';
import { performanceReport } from './performance.service.js';

const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/** Headers and lines of each table of the performance export (docs/product/analytics.md#csv-export). */
export const performanceTables: Record<
  PerformanceReportKind,
  { headers: string[]; lines: (r: PerformanceReport) => CsvCell[][] }
> = {
  stages: {
    headers: [
      'Stage',
      'Entered',
      'Moved to a later stage',
      'Pass-through (%)',
      'Rejected here',
      'Visits ended',
      'Median days in stage',
      '90th percentile days in stage',
    ],
    lines: (r) =>
      r.stages.map((s) => [
        s.title,
        s.entered,
        s.passed,
        percent(s.pass_through),
        s.rejected,
        s.days.count,
        s.days.median,
        s.days.p90,
      ]),
  },
  rejections: {
    headers: ['Reason', 'Candidates'],
    lines: (r) => r.rejections.map((x) => [x.reason, x.count]),
  },
  sources: {
    headers: ['Source', 'Candidates'],
    lines: (r) => r.sources.map((x) => [candidateSourceLabels[x.source], x.count]),
  },
  agreement: {
    headers: ['Job', 'Stage', 'Pairs', "Spearman's rho"],
    lines: (r) => r.agreement.map((x) => [x.job_title, x.stage_title, x.pairs, x.spearman]),
  },
  scores: {
    headers: ['Stage', ...Array.from({ length: 11 }, (_, i) => `AI score ${i}`)],
    lines: (r) => r.stages.map((s) => [s.title, ...s.scores]),
  },
};

/**
 * One table of the funnel as CSV (docs/product/analytics.md#csv-export), for the same period and filters
 * as the screen, through the project's CSV export. @returns its name
 * ('performance-{report}-{from}-to-{to}.csv') and stream.
 * @throws as `performanceReport`.
 */
export async function exportPerformance(
  deps: AnalyticsDeps,
  caller: Caller,
  query: PerformanceQuery & { report: PerformanceReportKind },
): Promise<{ fileName: string; stream: Readable }> {
  // Each table reads only what it shows: the agreement its scorecards, the others the funnel's rows.
  const report = await performanceReport(
    deps,
    caller,
    query,
    query.report === 'agreement' ? 'agreement' : 'funnel',
  );
  const table = performanceTables[query.report];
  return {
    fileName: `performance-${query.report}-${report.period.from}-to-${report.period.to}.csv`,
    stream: csvStream(table.headers, table.lines(report)),
  };
}
