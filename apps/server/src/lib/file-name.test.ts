import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-name.js';

describe('safeFileName', () => {
  it('keeps a plain name and drops what cannot be stored or misleads', () => {
    expect(safeFileName('people.csv')).toBe('people.csv');
    expect(safeFileName('peo\u0000ple.csv')).toBe('people.csv');
    expect(safeFileName('invoice\u202Evsc.exe')).toBe('invoicevsc.exe');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\ann\\people.csv')).toBe('people.csv');
    expect(safeFileName('a\uD800b.csv')).toBe('a\uFFFDb.csv');
    expect(safeFileName(`${'x'.repeat(300)}.csv`)).toHaveLength(255);
    expect(safeFileName('\u0000')).toBe('');
  });
});
