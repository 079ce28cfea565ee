/**
 * The posted date of a list card as a short local date ('3 Feb 2025'); a date-only value is read as that
 * calendar day (not shifted by the time zone).
 */
export function formatPosted(value: string | null | undefined, locale?: string): string {
  if (!value) return '—';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.exec(value);
  const date = dateOnly ? new Date(`${value}T12:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * Today in the browser's time zone as YYYY-MM-DD: the Date Posted default (docs/product/jobs.md#add-a-job).
 */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
