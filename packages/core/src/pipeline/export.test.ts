import { describe, expect, it } from 'vitest';
import { candidatesExportBody, candidatesExportFileName, exportColumnsOf, exportDateTime } from './export.js';

describe('candidatesExportFileName', () => {
  it("names the file after the job and stage, without characters a file name can't hold", () => {
    expect(candidatesExportFileName('Payments Engineer', 'Glance')).toBe('Payments Engineer - Glance.csv');
    expect(candidatesExportFileName('R&D: Lead / "Platform"\u0007', null)).toBe(
      'R&D Lead Platform - All stages.csv',
    );
    expect(candidatesExportFileName('Ingénieure', 'Talent Screen')).toBe('Ingénieure - Talent Screen.csv');
    expect(candidatesExportFileName('', '')).toBe('Candidates.csv');
    expect(candidatesExportFileName('x'.repeat(300), 'Glance')).toBe(`${'x'.repeat(120)}.csv`);
  });
});

describe('exportColumnsOf', () => {
  it("gives each view its columns, then the scores, AC headers carrying the stage's criteria", () => {
    const headers = (view: 'process' | 'other_jobs' | 'score') =>
      exportColumnsOf(view, ['Go', null, 'SQL', null, null]).map((c) => c.header);
    expect(headers('process')).toEqual([
      'First Name',
      'Last Name',
      'Current Title',
      'Company',
      'Stage',
      'Action Owner',
      'Total Jobs',
      'Primary Job',
      'Entered Stage (UTC)',
      'AC1: Go',
      'AC2',
      'AC3: SQL',
      'AC4',
      'AC5',
      'Overall',
      'Scored By',
      'Job Score',
    ]);
    expect(headers('other_jobs').slice(0, 6)).toEqual([
      'Candidate',
      'Stage',
      'Other Job 1',
      'Other Job 2',
      'Other Job 3',
      'Entered Stage (UTC)',
    ]);
    expect(headers('score').slice(-3)).toEqual(['Stage', 'Action Owner', 'Entered Stage (UTC)']);
  });
});

describe('the export body', () => {
  it('takes ids (with the stage they were picked in) or the filter, and a view', () => {
    const id = '6f1c1d7e-8b0f-4a36-9d0c-0a4c2b0f7e11';
    expect(
      candidatesExportBody.safeParse({ candidate_ids: [id], stage_id: 'glance', view: 'score' }).success,
    ).toBe(true);
    expect(
      candidatesExportBody.safeParse({ all_matching: { stage_id: null }, view: 'process' }).success,
    ).toBe(true);
    expect(candidatesExportBody.safeParse({ view: 'process' }).success).toBe(false);
    expect(candidatesExportBody.safeParse({ candidate_ids: [id], view: 'board' }).success).toBe(false);
  });

  it('writes times as UTC date and minute', () => {
    expect(exportDateTime('2026-01-05T09:30:59.000Z')).toBe('2026-01-05 09:30');
    expect(exportDateTime(null)).toBe('');
  });
});
