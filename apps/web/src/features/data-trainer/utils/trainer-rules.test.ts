import { trainerMessages } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#/lib/api-client';
import {
  csvFileError,
  defaultScores,
  dirtyIds,
  isDraftDirty,
  isRunLive,
  pageOf,
  readScore,
  runProgressText,
  scoresOfDraft,
  scoringFilterOf,
  startTrainingError,
  statusLine,
  templateBlob,
  uploadErrorMessage,
} from './trainer-rules';

const saved = { companyRelevancy: 7, companyPrestige: 6.5, roleRelevancy: 8, seniorityMatch: 5 };
const idle = { status: 'idle', done: 0, total: 0, error: null } as const;

describe('Data Trainer page rules (docs/product/data-trainer.md)', () => {
  it('writes the template: the four LinkedIn columns and three sample rows', async () => {
    const lines = (await templateBlob().text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('First Name,Last Name,Current Title,Current Company');
    expect(lines).toHaveLength(4);
    expect(templateBlob().type).toMatch(/^text\/csv/);
  });

  it('sends only .csv files, and says so when none is picked', () => {
    expect(csvFileError(null)).toBe(trainerMessages.noFile);
    expect(csvFileError({ name: 'people.xlsx' })).toBe(trainerMessages.csvOnly);
    expect(csvFileError({ name: 'People.CSV' })).toBeNull();
  });

  it("shows the server's upload message, and 'Error reading file' when no answer came", () => {
    const refused = new ApiError(400, 'VALIDATION', trainerMessages.csvNotRecognized, true);
    expect(uploadErrorMessage(refused)).toBe(trainerMessages.csvNotRecognized);
    expect(uploadErrorMessage(new ApiError(0, 'NETWORK', 'Network error.'))).toBe('Error reading file');
  });

  it('reads a score input: 0-10, 2 decimals, nothing for an empty or non-numeric one', () => {
    expect(readScore(7.456)).toBe(7.46);
    expect(readScore('12')).toBe(10);
    expect(readScore(-1)).toBe(0);
    expect(readScore('')).toBeNull();
    expect(readScore('abc')).toBeNull();
    expect(defaultScores()).toEqual({
      companyRelevancy: 5,
      companyPrestige: 5,
      roleRelevancy: 5,
      seniorityMatch: 5,
    });
    expect(scoresOfDraft({ ...saved, roleRelevancy: '' })).toBeNull();
    expect(scoresOfDraft({ ...saved, roleRelevancy: '9.5' })).toEqual({ ...saved, roleRelevancy: 9.5 });
  });

  it('counts a draft as unsaved when it differs from the saved scores, or the candidate was never scored', () => {
    expect(isDraftDirty(undefined, null)).toBe(false);
    expect(isDraftDirty(defaultScores(), null)).toBe(true);
    expect(isDraftDirty({ ...saved }, saved)).toBe(false);
    expect(isDraftDirty({ ...saved, seniorityMatch: '5' }, saved)).toBe(false);
    expect(isDraftDirty({ ...saved, seniorityMatch: 6 }, saved)).toBe(true);
    expect(isDraftDirty({ ...saved, seniorityMatch: '' }, saved)).toBe(true);
    const candidates = [
      { id: 'a', scores: saved },
      { id: 'b', scores: null },
      { id: 'c', scores: null },
    ];
    expect(dirtyIds(candidates, { a: { ...saved }, c: defaultScores(), gone: defaultScores() })).toEqual([
      'c',
    ]);
  });

  it("checks Start Training in the spec's order; the key only when the organisation has none", () => {
    const base = { candidates: 3, scored: 1, organisationHasKey: true, apiKey: '' };
    expect(startTrainingError({ ...base, candidates: 0, scored: 0 })).toBe(trainerMessages.uploadFirst);
    expect(startTrainingError({ ...base, scored: 0 })).toBe(trainerMessages.scoreFirst);
    expect(startTrainingError(base)).toBeNull();
    expect(startTrainingError({ ...base, organisationHasKey: false })).toBe(trainerMessages.enterApiKey);
    expect(startTrainingError({ ...base, organisationHasKey: false, apiKey: '  ' })).toBe(
      trainerMessages.enterApiKey,
    );
    expect(startTrainingError({ ...base, organisationHasKey: false, apiKey: 'sk-run' })).toBeNull();
  });

  it('says on the status line what goes on: reading, a crossed error, descriptions, then a tick', () => {
    const base = { uploading: false, uploadError: null, lastUpload: null, candidates: 0, describing: idle };
    expect(statusLine(base)).toBeNull();
    expect(statusLine({ ...base, uploading: true })).toEqual({ text: 'Reading the CSV file…', busy: true });
    expect(statusLine({ ...base, uploadError: trainerMessages.noValidData })?.text).toBe(
      `✗ ${trainerMessages.noValidData}`,
    );
    expect(
      statusLine({
        ...base,
        candidates: 4,
        describing: { status: 'running', done: 1, total: 3, error: null },
      }),
    ).toEqual({ text: 'Preparing company descriptions: 1 of 3', busy: true });
    expect(
      statusLine({
        ...base,
        candidates: 4,
        describing: { status: 'failed', done: 0, total: 3, error: 'No key.' },
      })?.text,
    ).toBe('✗ Company descriptions could not be made: No key.');
    expect(statusLine({ ...base, candidates: 4, lastUpload: { loaded: 4, dropped: 2 } })?.text).toBe(
      '✓ Loaded 4 candidates (2 rows without a name, company or title left out)',
    );
    expect(statusLine({ ...base, candidates: 1 })?.text).toBe('✓ Loaded 1 candidate');
  });

  it('describes a live run from its latest progress event', () => {
    expect(isRunLive({ status: 'queued' })).toBe(true);
    expect(isRunLive({ status: 'completed' })).toBe(false);
    expect(isRunLive(null)).toBe(false);
    expect(runProgressText({ status: 'queued', phase: 'describing' }, null)).toBe('Waiting to start…');
    expect(
      runProgressText(
        { status: 'running', phase: 'scoring' },
        { phase: 'scoring', iteration: 2, done: 3, total: 7 },
      ),
    ).toBe('Iteration 2 · Scoring the training part: 3 of 7');
    expect(
      runProgressText(
        { status: 'running', phase: 'held-out' },
        { phase: 'held-out', iteration: 3, done: 0, total: 4 },
      ),
    ).toBe('Checking the best instructions on the held-out part: 0 of 4');
    expect(runProgressText({ status: 'running', phase: 'optimising' }, null)).toBe(
      'Asking for better instructions',
    );
  });

  it('filters and pages the scoring list', () => {
    const list = [{ scores: saved }, { scores: null }, { scores: null }];
    expect(list.filter(scoringFilterOf('scored'))).toHaveLength(1);
    expect(list.filter(scoringFilterOf('unscored'))).toHaveLength(2);
    expect(list.filter(scoringFilterOf('all'))).toHaveLength(3);
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(items, 3, 10)).toEqual({ items: [20, 21, 22], pages: 3, current: 3 });
    expect(pageOf(items, 9, 10).current).toBe(3);
    expect(pageOf([], 1, 10)).toEqual({ items: [], pages: 1, current: 1 });
  });
});
