import { describe, expect, it } from 'vitest';
import { countAttempt, type LockoutRow } from './lockout.rules.js';

const MINUTE = 60_000;
const start = new Date('2026-05-04T08:00:00Z');
const fresh: LockoutRow = {
  email: 'a@b.test',
  failures: 0,
  windowStartedAt: null,
  lastFailedAt: null,
  locks: 0,
  lockedUntil: null,
};

/** Counts `n` attempts `gapMs` apart from `at`. @returns the row after them and the time of the last one. */
function attempts(row: LockoutRow, n: number, at: Date, gapMs = 1000) {
  let current = row;
  let time = at;
  for (let i = 0; i < n; i++) {
    time = new Date(at.getTime() + i * gapMs);
    current = { ...current, ...countAttempt(current, time) };
  }
  return { row: current, at: time };
}

const lockLength = (r: { row: LockoutRow; at: Date }) =>
  r.row.lockedUntil ? (r.row.lockedUntil.getTime() - r.at.getTime()) / MINUTE : null;

describe('counting failed sign-ins', () => {
  it('locks at the fifth attempt of a window, and not before', () => {
    expect(lockLength(attempts(fresh, 4, start))).toBeNull();
    const fifth = attempts(fresh, 5, start);
    expect(lockLength(fifth)).toBe(1);
    expect(fifth.row).toMatchObject({ failures: 0, windowStartedAt: null, locks: 1 });
  });

  it('doubles each lock in a row up to 15 minutes, and forgets the locks after a quiet day', () => {
    let row = fresh;
    let at = start;
    const lengths = [];
    for (let i = 0; i < 7; i++) {
      const locked = attempts(row, 5, at);
      lengths.push(lockLength(locked));
      row = locked.row;
      at = row.lockedUntil!;
    }
    expect(lengths).toEqual([1, 2, 4, 8, 15, 15, 15]);
    const dayLater = new Date(row.lastFailedAt!.getTime() + 24 * 60 * MINUTE + 1);
    expect(lockLength(attempts(row, 5, dayLater))).toBe(1);
  });

  it('opens a new window 15 minutes after the first attempt of the last one', () => {
    const four = attempts(fresh, 4, start);
    const later = attempts(four.row, 4, new Date(start.getTime() + 15 * MINUTE));
    expect(later.row).toMatchObject({ failures: 4, lockedUntil: null });
    const inside = attempts(four.row, 1, new Date(start.getTime() + 15 * MINUTE - 1));
    expect(lockLength(inside)).toBe(1);
  });
});
