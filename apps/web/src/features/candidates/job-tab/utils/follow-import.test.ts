import { type CandidateImportStatus, importInterruptedMessage } from '@rw/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#/lib/api-client';
import { followImport, importEndLine, uploadBrokeOff } from './follow-import';

const record = (over: Partial<CandidateImportStatus>): CandidateImportStatus => ({
  import_id: 'i1',
  job_id: 'j1',
  file_name: 'people.csv',
  status: 'running',
  total: 6000,
  imported: 5000,
  created: 5000,
  updated: 0,
  error: null,
  started_at: '2026-11-26T09:00:00.000Z',
  finished_at: null,
  ...over,
});

describe('an upload that broke off', () => {
  it('is one the server never answered: lost connection, timeout or server error, not a refusal', () => {
    expect(uploadBrokeOff(new ApiError(0, 'NETWORK', 'Network error.'))).toBe(true);
    expect(uploadBrokeOff(new ApiError(0, 'TIMEOUT', 'Request timed out.'))).toBe(true);
    expect(uploadBrokeOff(new ApiError(502, 'HTTP_ERROR', 'Bad gateway'))).toBe(true);
    expect(uploadBrokeOff(new ApiError(400, 'VALIDATION', 'CSV appears empty', true))).toBe(false);
    expect(uploadBrokeOff(new Error('boom'))).toBe(false);
  });

  it('is followed through a server restart until its record ends, then shows the record’s message', async () => {
    const interrupted = record({ status: 'failed', error: importInterruptedMessage(5000) });
    const answers: (CandidateImportStatus | ApiError)[] = [
      new ApiError(0, 'NETWORK', 'Network error.'),
      new ApiError(502, 'HTTP_ERROR', 'Bad gateway'),
      record({}),
      interrupted,
    ];
    const read = vi.fn(async () => {
      const next = answers.shift()!;
      if (next instanceof ApiError) throw next;
      return next;
    });
    const sleep = vi.fn(async () => {});
    expect(await followImport(read, { sleep, intervalMs: 3000 })).toBe(interrupted);
    expect(read).toHaveBeenCalledTimes(4);
    expect(sleep).toHaveBeenCalledWith(3000);
    expect(importEndLine(interrupted, 'Network error.')).toEqual({
      text: 'The import was interrupted: the server stopped after 5,000 rows were imported. Upload the file again to import the rest; rows already imported are updated, not duplicated.',
      tone: 'error',
    });
  });

  it('gives up on an import never recorded (404) or still running after its tries', async () => {
    const sleep = async () => {};
    const missing = async () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'Import not found', true));
    expect(await followImport(missing, { sleep })).toBeNull();
    const read = vi.fn(async () => record({}));
    expect(await followImport(read, { sleep, attempts: 3 })).toBeNull();
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("says 'Done. Imported X of Y.' when the import had completed", () => {
    expect(importEndLine(record({ status: 'completed', imported: 6000 }), 'x')).toEqual({
      text: 'Done. Imported 6000 of 6000.',
      tone: 'success',
    });
  });
});
