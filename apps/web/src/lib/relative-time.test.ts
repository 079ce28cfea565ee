import { describe, expect, it } from 'vitest';
import { formatAbsoluteTime, formatRelativeTime } from '#/lib/relative-time';

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('says just now, minutes, hours and days ago', () => {
    expect(formatRelativeTime('2026-03-10T11:59:40Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now)).toBe('yesterday');
  });

  it('answers empty text for an unreadable time', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
    expect(formatAbsoluteTime('not a date')).toBe('');
  });
});
