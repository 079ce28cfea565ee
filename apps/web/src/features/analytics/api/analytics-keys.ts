import type { AnalyticsPeriod } from '@rw/core';

/** Query keys of the Analytics group's screens. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  activity: (p: AnalyticsPeriod) => [...analyticsKeys.all, 'activity', p.from, p.to] as const,
  timeline: (filters: TimelineFilters) => [...analyticsKeys.all, 'timeline', filters] as const,
  usage: (p: AnalyticsPeriod, bucket: string | null) =>
    [...analyticsKeys.all, 'usage', p.from, p.to, bucket ?? 'auto'] as const,
  performance: (filters: Record<string, string | undefined>) =>
    [...analyticsKeys.all, 'performance', filters] as const,
  filterOptions: () => [...analyticsKeys.all, 'filter-options'] as const,
};

/** The timeline's filters: the period, and optionally one person and one action. */
export type TimelineFilters = AnalyticsPeriod & { userId: string | null; action: string | null };

/** `?from=…&to=…` and any further parameters that are set. */
export function analyticsQuery(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}
