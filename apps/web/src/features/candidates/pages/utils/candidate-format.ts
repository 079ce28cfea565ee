import type { Candidate } from '@rw/core';

type Named = Pick<Candidate, 'first_name' | 'last_name'>;
type Positioned = Pick<Candidate, 'current_title' | 'current_company'>;

/** 'First Last' from whichever name parts exist; '' when the candidate has neither. */
export function candidateFullName(c: Named): string {
  return [c.first_name, c.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** Two-letter initials for an avatar ('?' without a name). */
export function candidateInitials(c: Named): string {
  const initials = [c.first_name, c.last_name].map((part) => part?.trim().charAt(0) ?? '').join('');
  return initials.toUpperCase() || '?';
}

/**
 * 'Title at Company', or whichever of the two exists; null when neither does (the candidate page header,
 * docs/product/candidates.md#candidate-page).
 */
export function titleAtCompany(c: Positioned): string | null {
  const title = c.current_title?.trim();
  const company = c.current_company?.trim();
  if (title && company) return `${title} at ${company}`;
  return title || company || null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Mar 4, 2026' for an ISO time in the viewer's zone; '' when unreadable. */
export function formatDate(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}

/** 'Mar 4, 2026, 10:15 AM' for an ISO time in the viewer's zone; '' when unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '' : dateTimeFormat.format(time);
}

/** The value with surrounding blanks removed, or null when nothing is left. */
export function present(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}
