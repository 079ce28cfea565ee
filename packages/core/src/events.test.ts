import { describe, expect, it } from 'vitest';
import {
  isLiveEventType,
  type LiveEventData,
  type LiveEventType,
  liveEventEnvelope,
  liveEventTypes,
  parseLiveEventData,
  truncatedEventData,
} from './events.js';

/** Per type: the data the server sends, and data that must be refused. */
const cases: { [T in LiveEventType]: { valid: LiveEventData<T>; invalid: unknown } } = {
  notification: {
    valid: {
      id: 'n1',
      user_id: 'u1',
      read: false,
      created_at: '2026-01-01T00:00:00.000Z',
      type: 'success',
      title: 'Job description ready',
      message: 'The job description of Engineer is ready.',
      data: { kind: 'job.ai', taskId: 't1' },
      link: null,
    },
    invalid: { id: 'n1', title: 'Missing the rest' },
  },
  'job.ai': {
    valid: {
      kind: 'job.ai',
      taskId: 't1',
      jobId: 'j1',
      task: 'generate-jd',
      status: 'failed',
      message: 'Error sending data to webhook',
      rationale: null,
      reason: 'not_configured',
    },
    invalid: { kind: 'job.ai', taskId: 't1', jobId: 'j1', task: 'generate-jd', status: 'done' },
  },
  'import.progress': {
    valid: {
      import_id: 'i1',
      job_id: 'j1',
      bytes_read: 100,
      bytes_total: null,
      rows: 3,
      imported: 2,
      done: false,
    },
    invalid: { import_id: 'i1', job_id: 'j1', done: 1 },
  },
  'import.status': {
    valid: {
      import_id: 'i1',
      job_id: 'j1',
      file_name: 'people.csv',
      status: 'failed',
      total: 6000,
      imported: 5000,
      created: 5000,
      updated: 0,
      error: 'The import was interrupted: the server stopped after 5,000 rows were imported.',
      started_at: '2026-01-01T00:00:00.000Z',
      finished_at: '2026-01-01T00:01:00.000Z',
    },
    invalid: { import_id: 'i1', job_id: 'j1', status: 'paused' },
  },
  'scoring.progress': {
    valid: {
      run_id: 'r1',
      job_id: 'j1',
      stage_id: 'glance',
      status: 'completed',
      total: 4,
      scored: 3,
      failed: 1,
      error: 'provider down',
      error_detail: 'The AI provider did not answer.',
    },
    invalid: { run_id: 'r1', job_id: 'j1', stage_id: 'glance', status: 'paused', total: 4 },
  },
  'cv-sorter.progress': {
    valid: {
      searchId: '6f1c1d7e-8b0f-4a36-9d0c-0a4c2b0f7e13',
      status: 'running',
      phase: 'scoring',
      total: 10,
      scored: 4,
      failed: 1,
      percent: 50,
      message: 'Scoring candidates: 5 of 10',
      cost: 0.0012,
      candidates: [],
      refetch: false,
    },
    invalid: { searchId: 's1', status: 'paused' },
  },
  'data-trainer.progress': {
    valid: {
      runId: '6f1c1d7e-8b0f-4a36-9d0c-0a4c2b0f7e14',
      status: 'running',
      iteration: 2,
      phase: 'scoring',
      done: 5,
      total: 28,
    },
    invalid: { runId: 'r1', status: 'running', phase: 'resting' },
  },
  'pipeline.changed': {
    valid: {
      job_id: '6f1c1d7e-8b0f-4a36-9d0c-0a4c2b0f7e11',
      operation_id: '0b7c1d7e-8b0f-4a36-9d0c-0a4c2b0f7e12',
      stage_ids: ['glance', 'talent_screen'],
    },
    invalid: { job_id: 'j1', operation_id: 'o1', stage_ids: 'glance' },
  },
  'documents.import': {
    valid: {
      import_id: '6f1c1d7e-8b0f-4a36-9d0c-0a4c2b0f7e14',
      job_id: '6f1c1d7e-8b0f-4a36-9d0c-0a4c2b0f7e11',
      stage_id: 'talent_screen',
      status: 'running',
      total: 1,
      imported: 0,
      created_at: '2026-11-26T10:00:00.000Z',
      updated_at: '2026-11-26T10:00:01.000Z',
      finished_at: null,
      files: [
        {
          id: '6f1c1d7e-8b0f-4a36-9d0c-0a4c2b0f7e15',
          position: 0,
          file_name: 'cv.pdf',
          size_bytes: 2048,
          status: 'reading',
          message: null,
          candidate_id: null,
          outcome: null,
          match: null,
        },
      ],
    },
    invalid: { import_id: 'i1', status: 'paused' },
  },
  'documents.reparse': {
    valid: {
      run_id: '6f1c1d7e-8b0f-4a36-9d0c-0a4c2b0f7e16',
      status: 'running',
      parser_version: 1,
      total: 4,
      done: 1,
      failed: 0,
      error: null,
      started_at: '2026-11-26T10:00:00.000Z',
      finished_at: null,
    },
    invalid: { run_id: 'r', status: 'paused' },
  },
  resync: { valid: null, invalid: { since: 1 } },
  ready: { valid: null, invalid: 'ready' },
};

describe('liveEventSchemas', () => {
  it('has a case here for every type', () => {
    expect(Object.keys(cases).sort()).toEqual([...liveEventTypes].sort());
  });

  for (const type of liveEventTypes) {
    it(`accepts the data the server sends as ${type} and refuses other data`, () => {
      const { valid, invalid } = cases[type];
      const parsed = parseLiveEventData(type, valid);
      expect(parsed.success).toBe(true);
      expect(parsed.data).toEqual(valid);
      expect(parseLiveEventData(type, invalid).success).toBe(false);
    });
  }

  it('knows its type names and nothing inherited', () => {
    expect(isLiveEventType('job.ai')).toBe(true);
    expect(isLiveEventType('job.unknown')).toBe(false);
    expect(isLiveEventType('toString')).toBe(false);
  });
});

describe('liveEventEnvelope', () => {
  it('reads { type, data, at } with an ISO 8601 timestamp', () => {
    const event = { type: 'resync', data: null, at: '2026-01-01T00:00:00.000Z' };
    expect(liveEventEnvelope.parse(event)).toEqual(event);
    expect(liveEventEnvelope.safeParse({ ...event, at: 'yesterday' }).success).toBe(false);
    expect(liveEventEnvelope.safeParse({ data: null, at: event.at }).success).toBe(false);
  });

  it('describes the data of an event too large for one NOTIFY', () => {
    expect(truncatedEventData.safeParse({ truncated: true, id: 'n9' }).success).toBe(true);
    expect(truncatedEventData.safeParse({ truncated: true }).success).toBe(true);
    expect(truncatedEventData.safeParse({ truncated: false, id: 'n9' }).success).toBe(false);
  });
});
