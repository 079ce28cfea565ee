import { cvSorterMessages } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { candidate, scored, search } from '#/features/cv-sorter/test/factories';
import {
  canProcess,
  canSave,
  csvFileError,
  formatCost,
  isProcessing,
  rightPanel,
  runOutcome,
  scoreColor,
  searchNameError,
  tabRows,
  thresholdError,
  thresholdRangeMessage,
  triageActions,
  weightsError,
} from './page-rules';

const ready = {
  jobTitle: 'Backend Engineer',
  jobDescription: 'Go',
  candidateCount: 3,
  processing: false,
  emailAvailable: true,
};

describe('Process & Score (docs/product/cv-sorter.md#screen)', () => {
  it('is enabled with a title, a description and a candidate, while nothing runs', () => {
    expect(canProcess(ready)).toBe(true);
  });
  it.each([
    ['no title', { jobTitle: '   ' }],
    ['no description', { jobDescription: '\n ' }],
    ['no candidate', { candidateCount: 0 }],
    ['a run going on', { processing: true }],
    ['no e-mail', { emailAvailable: false }],
  ])('is disabled with %s', (_why, patch) => {
    expect(canProcess({ ...ready, ...patch })).toBe(false);
  });
  it('counts queued and running as processing', () => {
    expect(isProcessing('queued')).toBe(true);
    expect(isProcessing('running')).toBe(true);
    for (const s of ['draft', 'completed', 'failed', undefined] as const) expect(isProcessing(s)).toBe(false);
  });
});

describe('Save Search', () => {
  it('needs candidates', () => {
    expect(canSave({ candidateCount: 0, emailAvailable: true })).toBe(false);
    expect(canSave({ candidateCount: 1, emailAvailable: true })).toBe(true);
  });
  it("says 'Please enter a name for this search.' for an empty name", () => {
    expect(searchNameError('')).toBe('Please enter a name for this search.');
    expect(searchNameError('   ')).toBe(cvSorterMessages.nameRequired);
    expect(searchNameError('Backend shortlist')).toBeNull();
    expect(searchNameError('x'.repeat(201))).toMatch(/200/);
  });
});

describe('the CSV upload', () => {
  it('takes text/csv files only', () => {
    expect(csvFileError({ name: 'list.csv', type: 'text/csv' })).toBeNull();
    expect(csvFileError({ name: 'list.txt', type: 'text/csv; charset=utf-8' })).toBeNull();
    expect(
      csvFileError({
        name: 'list.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    ).toBe('Please select a CSV file.');
    expect(csvFileError({ name: 'notes.txt', type: 'text/plain' })).toBe(cvSorterMessages.csvOnly);
    expect(csvFileError(null)).toBe('No file selected.');
  });
  it('takes a .csv a browser types as Excel’s (Windows), as the server does', () => {
    expect(csvFileError({ name: 'list.csv', type: 'application/vnd.ms-excel' })).toBeNull();
    expect(csvFileError({ name: 'list.CSV', type: 'application/csv' })).toBeNull();
    expect(csvFileError({ name: 'list.csv', type: '' })).toBe(cvSorterMessages.csvOnly);
    expect(csvFileError({ name: 'list.xls', type: 'application/vnd.ms-excel' })).toBe(
      cvSorterMessages.csvOnly,
    );
  });
});

describe('Eliminate by Score and the weights', () => {
  it('takes a threshold from 0 to 10', () => {
    for (const v of [0, 7, 6.5, 10, '7.3']) expect(thresholdError(v)).toBeNull();
    for (const v of [-0.1, 10.1, '', 'abc', Number.NaN])
      expect(thresholdError(v)).toBe(thresholdRangeMessage);
  });
  it('needs one weight above 0', () => {
    const zero = { companyRelevancy: 0, companyPrestige: 0, roleRelevancy: 0, seniorityMatch: 0 };
    expect(weightsError(zero)).toBe('Give at least one criterion a weight above 0.');
    expect(weightsError({ ...zero, roleRelevancy: 2 })).toBeNull();
  });
});

describe('score colours (docs/product/cv-sorter.md#scoring)', () => {
  it('are green from 8, yellow from 6 to below 8, red below 6', () => {
    expect(scoreColor(10)).toBe('green');
    expect(scoreColor(8)).toBe('green');
    expect(scoreColor(7.99)).toBe('yellow');
    expect(scoreColor(6)).toBe('yellow');
    expect(scoreColor(5.99)).toBe('red');
    expect(scoreColor(0)).toBe('red');
  });
});

describe('the right-hand area and the run', () => {
  it('shows the welcome panel with no list', () => {
    expect(rightPanel({ searchId: null, loading: false, failed: false })).toBe('welcome');
    expect(rightPanel({ searchId: null, loading: true, failed: false })).toBe('loading');
    expect(rightPanel({ searchId: 'a', loading: true, failed: false })).toBe('loading');
    expect(rightPanel({ searchId: 'a', loading: false, failed: true })).toBe('error');
    expect(rightPanel({ searchId: 'a', loading: false, failed: false })).toBe('results');
  });
  it("ends with 'Processing complete! X successful, Y failed' or 'Processing failed. Please try again.'", () => {
    expect(runOutcome(search({ status: 'completed', scored: 9, failed: 1 }))).toEqual({
      tone: 'error',
      text: 'Processing complete! 9 successful, 1 failed',
    });
    expect(runOutcome(search({ status: 'completed', scored: 4, failed: 0 }))?.tone).toBe('success');
    expect(runOutcome(search({ status: 'failed' }))).toEqual({
      tone: 'error',
      text: 'Processing failed. Please try again.',
    });
    expect(runOutcome(search({ status: 'running' }))).toBeNull();
    expect(runOutcome(search({ status: 'draft' }))).toBeNull();
  });
  it('writes costs in dollars', () => {
    expect(formatCost(0.0042)).toBe('$0.0042');
    expect(formatCost(1.5)).toBe('$1.50');
    expect(formatCost(0)).toBe('$0.00');
  });
});

describe('triage', () => {
  it('offers tick and cross only on Not Sorted, move back elsewhere', () => {
    expect(triageActions('notSorted')).toEqual(['keep', 'eliminate']);
    expect(triageActions('possible')).toEqual(['back']);
    expect(triageActions('eliminated')).toEqual(['back']);
  });
  it("lists a tab's candidates best first, unscored and failed after in file order", () => {
    const a = scored(6, { rowIndex: 1 });
    const b = scored(9, { rowIndex: 2 });
    const c = candidate({ rowIndex: 0, status: 'failed' });
    const d = candidate({ rowIndex: 3 });
    const e = scored(9.5, { rowIndex: 4, category: 'possible' });
    expect(tabRows([a, b, c, d, e], 'notSorted').map((x) => x.rowIndex)).toEqual([2, 1, 0, 3]);
    expect(tabRows([a, b, c, d, e], 'possible')).toEqual([e]);
  });
});
