import { describe, expect, it } from 'vitest';
import { accountLockedMessage, lockMinutes } from './auth.js';

describe('sign-in lockout rules', () => {
  it('locks for 1 minute first, doubling for each lock in a row, at most 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 40].map(lockMinutes)).toEqual([1, 2, 4, 8, 15, 15, 15]);
  });

  it('says how long the lock lasts, rounded up to whole minutes', () => {
    expect(accountLockedMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(accountLockedMessage(0.2)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(accountLockedMessage(7.5)).toBe('Too many failed sign-in attempts. Try again in 8 minutes.');
  });
});
