import { describe, expect, it } from 'vitest';
import { notification, notificationSubject } from './notifications.js';

const JOB = '0b7c1a52-6a43-4a39-9a4e-3f2d6b1c9e01';
const CANDIDATE = '5f0e2d6c-1b7a-4c3e-8d9f-2a1b3c4d5e6f';

describe('notificationSubject', () => {
  it('opens a job AI result on the tab that shows it', () => {
    const ai = (task: string) => ({ kind: 'job.ai', taskId: 't1', jobId: JOB, task, status: 'completed' });
    expect(notificationSubject(ai('generate-jd'))).toEqual({
      kind: 'job',
      jobId: JOB,
      tab: 'job-description',
    });
    expect(notificationSubject(ai('salary'))).toEqual({ kind: 'job', jobId: JOB, tab: 'overview' });
    expect(notificationSubject(ai('intake-summary'))).toEqual({ kind: 'job', jobId: JOB, tab: 'overview' });
    expect(notificationSubject(ai('something-new'))).toEqual({ kind: 'job', jobId: JOB, tab: null });
  });

  it("opens a scoring run's job on its Candidates tab", () => {
    const run = { kind: 'scoring', run_id: 'r1', job_id: JOB, stage_id: 'glance', status: 'completed' };
    expect(notificationSubject(run)).toEqual({ kind: 'job', jobId: JOB, tab: 'candidates' });
  });

  it('opens a candidate, from its job when the data names one', () => {
    expect(notificationSubject({ candidateId: CANDIDATE, jobId: JOB })).toEqual({
      kind: 'candidate',
      candidateId: CANDIDATE,
      jobId: JOB,
    });
    expect(notificationSubject({ candidate_id: CANDIDATE })).toEqual({
      kind: 'candidate',
      candidateId: CANDIDATE,
      jobId: null,
    });
  });

  it('names nothing for data without a usable id', () => {
    for (const data of [
      null,
      undefined,
      'text',
      42,
      [JOB],
      { email: 'a@b.test', role: 'recruiter' },
      { instruction: 'GenerateJD', kind: 'handler' },
      { kind: 'job.ai', jobId: 'not-a-uuid', task: 'salary' },
      { jobId: 42 },
    ]) {
      expect(notificationSubject(data)).toBeNull();
    }
    expect(notificationSubject({ candidateId: 'nope', jobId: JOB })).toEqual({
      kind: 'job',
      jobId: JOB,
      tab: null,
    });
  });
});

describe('notification', () => {
  it('reads a notification without a link as one with none', () => {
    const parsed = notification.parse({
      id: 'n1',
      user_id: 'u1',
      read: false,
      created_at: '2026-03-02T09:00:00.000Z',
      type: 'info',
      title: 'Hello',
      message: 'World',
      data: null,
    });
    expect(parsed.link).toBeNull();
  });
});
