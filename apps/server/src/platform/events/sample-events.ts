import type { LiveEventData } from '@rw/core';
import type { EventInput } from './event.js';

type Sample<T extends EventInput['type']> = (
  over?: Partial<LiveEventData<T>>,
) => Extract<EventInput, { type: T }>;

/**
 * Valid events of each published type for tests of the bus and the stream (the data the features send, see
 * `liveEventSchemas` in @rw/core); `over` replaces fields of the data.
 */
export const sampleEvents: {
  [T in 'notification' | 'job.ai' | 'import.progress' | 'scoring.progress']: Sample<T>;
} = {
  notification: (over) => ({
    type: 'notification',
    data: {
      id: 'n1',
      user_id: 'u1',
      read: false,
      created_at: '2026-01-01T00:00:00.000Z',
      type: 'info',
      title: 'Hello',
      message: 'A notification',
      data: null,
      link: null,
      ...over,
    } as LiveEventData<'notification'>,
  }),
  'job.ai': (over) => ({
    type: 'job.ai',
    data: {
      kind: 'job.ai',
      taskId: 't1',
      jobId: 'j1',
      task: 'salary',
      status: 'completed',
      message: 'Predicted salary',
      rationale: null,
      ...over,
    },
  }),
  'import.progress': (over) => ({
    type: 'import.progress',
    data: {
      import_id: 'i1',
      job_id: 'j1',
      bytes_read: 0,
      bytes_total: null,
      rows: 0,
      imported: 0,
      done: false,
      ...over,
    },
  }),
  'scoring.progress': (over) => ({
    type: 'scoring.progress',
    data: {
      run_id: 'r1',
      job_id: 'j1',
      stage_id: 'glance',
      status: 'running',
      total: 1,
      scored: 0,
      failed: 0,
      error: null,
      error_detail: null,
      ...over,
    },
  }),
};
