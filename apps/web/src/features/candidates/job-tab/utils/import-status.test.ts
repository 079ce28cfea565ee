import type { CandidateImportResult } from '@rw/core';
import { describe, expect, it } from 'vitest';
import {
  importProgressView,
  importResultLines,
  isRunActive,
  scoringDoneLine,
  scoringProgressLabel,
  visibleStatusLines,
} from './import-status';

const result = (over: Partial<CandidateImportResult>): CandidateImportResult => ({
  import_id: 'i',
  total: 3,
  imported: 2,
  created: 2,
  updated: 0,
  skipped: 0,
  errors: [],
  messages: [],
  ...over,
});

describe('import status lines', () => {
  it("shows the server's lines in order with 'Done. Imported X of Y.' last and green", () => {
    const lines = importResultLines(
      result({ messages: ['Error importing Ann Lee: Invalid email format', 'Done. Imported 2 of 3.'] }),
    );
    expect(lines).toEqual([
      { text: 'Error importing Ann Lee: Invalid email format', tone: 'error' },
      { text: 'Done. Imported 2 of 3.', tone: 'success' },
    ]);
  });

  it('falls back to the done line when the server sent none', () => {
    expect(importResultLines(result({ imported: 3, total: 3 }))).toEqual([
      { text: 'Done. Imported 3 of 3.', tone: 'success' },
    ]);
  });

  it('shows the first five and the last of a long list until expanded', () => {
    const lines = Array.from({ length: 9 }, (_, i) => ({ text: `line ${i}`, tone: 'error' as const }));
    const collapsed = visibleStatusLines(lines, false);
    expect(collapsed.shown.map((l) => l.text)).toEqual([
      'line 0',
      'line 1',
      'line 2',
      'line 3',
      'line 4',
      'line 8',
    ]);
    expect(collapsed.hidden).toBe(3);
    expect(visibleStatusLines(lines, true).shown).toHaveLength(9);
    expect(visibleStatusLines(lines.slice(0, 6), false).hidden).toBe(0);
  });
});

describe('import progress', () => {
  it('shows the upload percentage, then rows imported from the events', () => {
    expect(importProgressView({ phase: 'idle' })).toBeNull();
    expect(
      importProgressView({ phase: 'uploading', fileName: 'a.csv', loaded: 40, total: 100, server: null }),
    ).toEqual({ label: 'Uploading a.csv… 40%', value: 40 });
    expect(importProgressView({ phase: 'importing', fileName: 'a.csv', server: null })).toEqual({
      label: 'Importing a.csv…',
      value: null,
    });
    const server = {
      import_id: 'i',
      job_id: 'j',
      bytes_read: 100,
      bytes_total: 100,
      rows: 5000,
      imported: 1200,
      done: false,
    };
    expect(importProgressView({ phase: 'importing', fileName: 'a.csv', server })).toEqual({
      label: 'Importing… 1,200 of 5,000 rows',
      value: 24,
    });
  });
});

describe('scoring progress', () => {
  it("reads 'Scoring n of m…' and the outcome", () => {
    expect(scoringProgressLabel({ scored: 10, failed: 2, total: 40 })).toBe('Scoring 12 of 40…');
    expect(isRunActive({ status: 'queued' })).toBe(true);
    expect(isRunActive({ status: 'completed' })).toBe(false);
    expect(scoringDoneLine({ scored: 40, failed: 0, total: 40 })).toEqual({
      text: 'Scored 40 of 40 candidate(s).',
      tone: 'success',
    });
    expect(scoringDoneLine({ scored: 38, failed: 2, total: 40 }).tone).toBe('error');
  });
});
