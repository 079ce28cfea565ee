import { candidateMessages } from '@rw/core';
import { describe, expect, it } from 'vitest';
import {
  candidateLoadErrorMessage,
  defaultSelectedJobId,
  primaryJobNote,
  recordScores,
  recordsForJob,
  toTenScale,
  totalApplications,
} from '#/features/candidates/pages/utils/candidate-detail';
import { ApiError } from '#/lib/api-client';

const jobs = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('defaultSelectedJobId', () => {
  const records = [{ job_id: 'c' }, { job_id: 'b' }];
  it('takes the query job, then the primary job, then the first job with records', () => {
    expect(defaultSelectedJobId({ jobs, records, queryJobId: 'a', primaryJobId: 'b' })).toBe('a');
    expect(defaultSelectedJobId({ jobs, records, queryJobId: undefined, primaryJobId: 'c' })).toBe('c');
    expect(defaultSelectedJobId({ jobs, records, queryJobId: undefined, primaryJobId: null })).toBe('b');
  });
  it('skips a query or primary job the candidate has no application for', () => {
    expect(defaultSelectedJobId({ jobs, records, queryJobId: 'zz', primaryJobId: 'yy' })).toBe('b');
  });
  it('falls back to the first job, and null without jobs', () => {
    expect(defaultSelectedJobId({ jobs, records: [], queryJobId: undefined, primaryJobId: null })).toBe('a');
    expect(defaultSelectedJobId({ jobs: [], records: [], queryJobId: 'a', primaryJobId: 'a' })).toBeNull();
  });
});

describe('totalApplications', () => {
  it('counts distinct jobs of the records, else the summary total', () => {
    expect(totalApplications([{ job_id: 'a' }, { job_id: 'a' }, { job_id: 'b' }], { totalJobs: 9 })).toBe(2);
    expect(totalApplications([], { totalJobs: 3 })).toBe(3);
  });
});

describe('primaryJobNote', () => {
  it("says 'Primary: This Job' from the primary job, 'Primary: Other Job' otherwise, nothing without one", () => {
    expect(primaryJobNote({ primaryJobId: 'a' }, 'a')).toBe('Primary: This Job');
    expect(primaryJobNote({ primaryJobId: 'a' }, 'b')).toBe('Primary: Other Job');
    expect(primaryJobNote({ primaryJobId: 'a' }, undefined)).toBe('Primary: Other Job');
    expect(primaryJobNote({ primaryJobId: null }, 'a')).toBeNull();
  });
});

describe('recordsForJob', () => {
  it("keeps the job's records, newest entered first", () => {
    const records = [
      { id: 1, job_id: 'a', entered_stage_at: '2026-01-01T00:00:00Z' },
      { id: 2, job_id: 'b', entered_stage_at: '2026-01-03T00:00:00Z' },
      { id: 3, job_id: 'a', entered_stage_at: '2026-01-02T00:00:00Z' },
    ];
    expect(recordsForJob(records, 'a').map((r) => r.id)).toEqual([3, 1]);
  });
});

describe('recordScores', () => {
  it('lists the present scores with their rationales, on the 0-10 scale', () => {
    const scores = recordScores({
      ac1_score: 7,
      ac2_score: null,
      ac3_score: 0,
      ac4_score: null,
      ac5_score: 9.5,
      overall_match: 72,
      score_rationales: { ac1: ' Solid ', overall: '' },
    });
    expect(scores).toEqual([
      { key: 'ac1', label: 'AC1', score: 7, rationale: 'Solid' },
      { key: 'ac3', label: 'AC3', score: 0, rationale: null },
      { key: 'ac5', label: 'AC5', score: 9.5, rationale: null },
      { key: 'overall', label: 'Overall', score: 7.2, rationale: null },
    ]);
    expect(toTenScale(10)).toBe(10);
  });
});

describe('candidateLoadErrorMessage', () => {
  it("is 'Candidate not found' for 404, 'Failed to load candidate data' for anything else", () => {
    expect(candidateLoadErrorMessage(new ApiError(404, 'NOT_FOUND', 'x', true))).toBe(
      candidateMessages.candidateNotFound,
    );
    expect(candidateLoadErrorMessage(new ApiError(500, 'INTERNAL', 'x', true))).toBe(
      candidateMessages.failedToLoadCandidate,
    );
    expect(candidateLoadErrorMessage(new ApiError(0, 'NETWORK', 'x'))).toBe(
      candidateMessages.failedToLoadCandidate,
    );
  });
});
