/** Display rules of the Admin Panel (docs/product/admin.md#limits). */

/** The banner is red when its text contains 'Error', otherwise green (docs/product/admin.md#messages). */
export function bannerColor(text: string): 'red' | 'green' {
  return text.includes('Error') ? 'red' : 'green';
}

/** A catalogue error text with the server's reason appended after a colon, when there is one. */
export function errorText(prefix: string, error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  return reason ? `${prefix}: ${reason}` : prefix;
}

/** Counts with thousands separators (the stat cards, tokens). */
export function formatCount(n: number): string {
  return n.toLocaleString();
}

/** Cost in US dollars with 4 decimals (docs/product/admin.md#limits). */
export function formatCost(dollars: number): string {
  return `$${dollars.toFixed(4)}`;
}

/** Usage as current month over monthly limit; a 0 limit means unlimited. */
export function formatUsage(used: number, limit: number): { text: string; unlimited: boolean } {
  return { text: `${formatCount(used)} / ${formatCount(limit)}`, unlimited: limit <= 0 };
}

/** A date for the tables; a missing last login reads 'Never' (docs/product/admin.md#users). */
export function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString() : 'Never';
}

/** Date and time of a usage row. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString();
}
