import type { Readable } from 'node:stream';
import { AI_COST_CURRENCY, appCatalogue, type PeriodQuery } from '@rw/core';
import { sql } from 'drizzle-orm';
import { type CsvCell, csvStream } from '#src/lib/csv-export.js';
import type { Caller } from '#src/plugins/auth.js';
import { type AnalyticsDeps, periodOf } from './analytics.service.js';

/** Headers of the two exports (docs/product/analytics.md#csv-export). */
export const usageExportHeaders = {
  ai: ['Date', 'Person', 'E-mail', 'Service', 'Calls', 'Tokens', `Cost (${AI_COST_CURRENCY})`],
  apps: ['Date', 'App', 'Person', 'E-mail', 'Opens'],
} as const;

/**
 * The App Usage export of the caller's organisation over the period (docs/product/analytics.md#csv-export):
 * `ai`, one line per day, person and service (calls, tokens, cost in US dollars to 6 decimals); `apps`, one
 * line per day, app and person (openings). Oldest day first. Through the project's CSV export (UTF-8 with a
 * byte-order mark, formula cells neutralised: a name such as '=1+1' arrives as text).
 * @returns the file's name ('ai-usage-{from}-to-{to}.csv' / 'app-opens-…') and its stream.
 * @throws AppError VALIDATION for a bad period.
 */
export async function exportUsage(
  deps: AnalyticsDeps,
  caller: Caller,
  query: PeriodQuery & { report: 'ai' | 'apps' },
): Promise<{ fileName: string; stream: Readable }> {
  const p = periodOf(query, deps.now());
  const range = sql`d.domain = ${caller.domain} and d.day between ${p.from}::date and ${p.to}::date`;
  if (query.report === 'ai') {
    const { rows } = await deps.db.execute<{
      day: string;
      name: string | null;
      email: string | null;
      service: string;
      calls: number;
      tokens: number;
      cost: string;
    }>(sql`
      select d.day::text as day, u.name, u.email, d.service, d.calls, d.tokens, d.cost::text as cost
      from api_usage_daily d left join users u on u.id = d.user_id
      where ${range} order by d.day, u.email nulls last, d.service`);
    const lines: CsvCell[][] = rows.map((r) => [
      r.day,
      r.name ?? 'Deleted user',
      r.email,
      r.service,
      r.calls,
      r.tokens,
      r.cost,
    ]);
    return {
      fileName: `ai-usage-${p.from}-to-${p.to}.csv`,
      stream: csvStream(usageExportHeaders.ai, lines),
    };
  }
  const { rows } = await deps.db.execute<{
    day: string;
    app_id: string;
    name: string | null;
    email: string | null;
    opens: number;
  }>(sql`
    select d.day::text as day, d.app_id, u.name, u.email, d.count as opens
    from user_activity_daily d left join users u on u.id = d.user_id
    where ${range} and d.action = 'app_clicked' and d.count > 0
    order by d.day, d.app_id, u.email`);
  const appName = (id: string) => appCatalogue.find((a) => a.id === id)?.name ?? id;
  const lines: CsvCell[][] = rows.map((r) => [r.day, appName(r.app_id), r.name, r.email, r.opens]);
  return {
    fileName: `app-opens-${p.from}-to-${p.to}.csv`,
    stream: csvStream(usageExportHeaders.apps, lines),
  };
}
