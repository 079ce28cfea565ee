import { AI_COST_CURRENCY } from '@rw/core';

/*
 * How the analytics screens write their figures (docs/product/analytics.md): counts with thousands
 * separators, rates as whole percentages, costs in the price table's currency with 4 decimals, days in UTC.
 */

export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** A rate of 0-1 as a whole percentage; '—' when it is unknown. */
export function formatPercent(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: AI_COST_CURRENCY,
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});

/** A cost in US dollars with 4 decimals ('$0.0012'). */
export function formatCost(amount: number): string {
  return money.format(amount);
}

/** A 'YYYY-MM-DD' day as the browser writes dates, read in UTC (the day the server counted). */
export function formatDay(date: string, style: 'short' | 'long' = 'long'): string {
  const d = new Date(`${date}T00:00:00Z`);
  return style === 'short'
    ? d.toLocaleDateString(undefined, { timeZone: 'UTC', day: 'numeric', month: 'short' })
    : d.toLocaleDateString(undefined, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
}

/** A moment in the browser's time; 'Never' when there is none. */
export function formatMoment(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : 'Never';
}
