import { describe, expect, it } from 'vitest';
import {
  bareCarriageReturnMessage,
  CANDIDATE_FIELD_MAX,
  candidateFieldsBody,
  candidateFromRow,
  columnCountMessage,
  fieldTooLongMessage,
  importErrorLine,
  importFieldMax,
  importFieldOverLimit,
  importSummaryMessage,
  mapImportHeader,
  rowTooLongMessage,
  unclosedQuoteMessage,
} from './index.js';

describe('import problem messages (docs/product/candidates.md#import-problems)', () => {
  it('name the line, the field and the limit', () => {
    expect(fieldTooLongMessage(7, 'last_name')).toBe('Line 7: last name is longer than 200 characters.');
    expect(fieldTooLongMessage(3, 'linkedin_url')).toBe(
      'Line 3: profile link is longer than 500 characters.',
    );
    expect(rowTooLongMessage(2)).toBe(
      'Line 2: the row is longer than 1,000,000 characters; it was not imported.',
    );
    expect(unclosedQuoteMessage(4)).toBe('Line 4: unclosed quote; this row was not imported.');
    expect(unclosedQuoteMessage(4, 9)).toBe('Line 4: unclosed quote; lines 4-9 were not imported.');
    expect(columnCountMessage(6, 5, 7)).toBe('Line 6: 5 columns, the header has 7.');
    expect(columnCountMessage(6, 10_000, 7)).toBe('Line 6: 10,000 columns, the header has 7.');
    expect(bareCarriageReturnMessage(5)).toBe(
      'Line 5: a lone carriage return (CR) outside quotes; this row was not imported.',
    );
  });

  it('a row error reads as the spec line when it names a candidate, else as its own line', () => {
    expect(importErrorLine({ first_name: 'Ann', last_name: '', message: 'Invalid email format' })).toBe(
      'Error importing Ann : Invalid email format',
    );
    expect(importErrorLine({ first_name: '', last_name: '', message: 'Line 4: x' })).toBe('Line 4: x');
  });

  it('the summary adds up', () => {
    expect(importSummaryMessage({ total: 8, imported: 6, created: 4, updated: 2, skipped: 1 })).toBe(
      '9 rows: 4 new, 2 updated, 2 not imported, 1 without a name.',
    );
  });
});

describe('importFieldOverLimit: the JSON API limits on a CSV row', () => {
  const map = mapImportHeader(['First Name', 'Last Name', 'Email', 'LinkedIn'])!;
  const check = (cells: string[], cut: number[] = []) =>
    importFieldOverLimit(cells, map, candidateFromRow(cells, map)!, (i) => cut.includes(i));

  it('uses the same limits as the JSON API', () => {
    const body = candidateFieldsBody.shape;
    for (const field of ['first_name', 'last_name', 'email', 'phone', 'location', 'linkedin_url'] as const) {
      expect(importFieldMax[field]).toBe(CANDIDATE_FIELD_MAX[field]);
      expect(body[field].safeParse('x'.repeat(CANDIDATE_FIELD_MAX[field])).success).toBe(true);
      expect(body[field].safeParse('x'.repeat(CANDIDATE_FIELD_MAX[field] + 1)).success).toBe(false);
    }
  });

  it('finds the first value over its limit, or null', () => {
    expect(check(['Ann', 'Lee', 'ann@example.com', ''])).toBeNull();
    expect(check(['Ann', 'L'.repeat(201), '', ''])).toBe('last_name');
    expect(check(['Ann', `  ${'L'.repeat(200)}  `, '', ''])).toBeNull();
    expect(check(['Ann', 'Lee', 'e'.repeat(321), ''])).toBe('email');
    // The profile link is judged as stored: a handle becomes https://www.linkedin.com/in/{handle}.
    expect(check(['Ann', 'Lee', '', 'h'.repeat(480)])).toBe('linkedin_url');
  });

  it('a cell the reader cut is over its limit whatever it kept', () => {
    expect(check(['Ann', 'Lee', '', ''], [1])).toBe('last_name');
    expect(check(['Ann', 'Lee', '', ''], [5])).toBeNull();
  });

  it('judges a full name only when the names come from it', () => {
    const full = mapImportHeader(['First Name', 'Name'])!;
    const row = (cells: string[]) => importFieldOverLimit(cells, full, candidateFromRow(cells, full)!);
    expect(row(['', `Ann ${'z'.repeat(400)}`])).toBe('full_name');
    expect(row(['Ann', `Ann ${'z'.repeat(400)}`])).toBeNull();
  });
});
